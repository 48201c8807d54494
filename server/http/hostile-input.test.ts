import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { testServices, testServicesForBlock } from "../test/services.ts";
import { servedOperations } from "./openapi.ts";

/**
 * "Nothing a client sends produces a 500": every documented call, the team's with a live session,
 * gets path values, query strings and bodies no form would send. Each answer is below 500 and,
 * for the JSON calls, a `{code, msg}` the page can show. Page actions (form posts to pages) get
 * the same treatment in app/hostile-actions.test.ts and server/http/hostile-pages.build.test.ts.
 */
const pathValues = [
  // Plausible values, so that the body is read and validated too.
  "0123456789abcdef0123456789abcdef",
  "hotel",
  "0",
  "%00",
  "..%2F..%2Fetc%2Fpasswd",
  "__proto__",
  "constructor",
  "-1",
  "1e309",
  "9".repeat(400),
  "%F0%9F%8E%89",
  "%E0%A4%A",
];

const deeplyNested = "[".repeat(5000) + "]".repeat(5000);

const hostileBodies: string[] = [
  "",
  "null",
  "[]",
  '"text"',
  "12",
  "{}",
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  deeplyNested,
  `{"email":${deeplyNested}}`,
  '{"email":"a@b.de","email":"x"}',
  JSON.stringify({ email: "ä".repeat(3000) + "@example.org", name: "\u0000", message: "\ud800" }),
  JSON.stringify({ id: ["0123456789abcdef0123456789abcdef"], amount: "3", ticketId: {} }),
  JSON.stringify({ amount: 1e308, approved: "true", notified: 1, createdAt: "tomorrow" }),
  JSON.stringify({ formId: null, transmissionPIN: -1, code: "", state: "x".repeat(5000) }),
  JSON.stringify({ formFields: { first_name: { toString: 1 } }, token: 7 }),
];

const hostileQueries = ["", "?id=", "?id=%00", "?id[]=1&id[]=2", `?id=${"f".repeat(5000)}`];

/** The documented calls, as the app serves them (one test each, so known before the tests run). */
async function documentedOperations() {
  const setup = await testServices();
  try {
    return servedOperations(createApp(setup.services).routes);
  } finally {
    await setup.dispose();
  }
}
const operations = await documentedOperations();

describe("hostile input", () => {
  const setup = testServicesForBlock({ env: { RATE_LIMIT_POSTS: "100000" } });

  const teamToken = async () =>
    (
      await setup.services.auth.sessions.create({
        ownerId: "f".repeat(32),
        name: "Team Member",
        avatarUrl: "data:image/svg+xml,",
      })
    ).token;

  // The login redirect reads nothing the client sends (only the host name, to come back to).
  for (const operation of operations.filter((op) => !op.redirect)) {
    it(`${operation.method.toUpperCase()} ${operation.path} never answers 5xx`, async () => {
      const app = createApp(setup.services);
      const headers: Record<string, string> = {
        host: "localhost:3000",
        "accept-language": "en",
        "content-type": "application/json",
      };
      if (operation.bearer) headers.authorization = `Bearer ${await teamToken()}`;
      const params = operation.path.includes(":") ? pathValues : ["x"];
      const requests: { path: string; body?: string }[] = [];
      for (const value of params) {
        const path = operation.path.replace(/:[A-Za-z]+/g, value);
        if (operation.method === "get") {
          for (const query of hostileQueries) requests.push({ path: path + query });
        } else {
          for (const body of hostileBodies) requests.push({ path, body });
        }
      }
      for (const { path, body } of requests) {
        const response = await app.request(`http://localhost:3000${path}`, {
          method: operation.method.toUpperCase(),
          headers,
          body,
        });
        const where = `${operation.method} ${path} ${body?.slice(0, 60) ?? ""}`;
        expect(response.status, where).toBeLessThan(500);
        if (response.status < 400) continue;
        const answer = (await response.json()) as { code?: unknown; msg?: unknown };
        expect(answer.code, where).toBe(response.status);
        expect(typeof answer.msg, where).toBe("string");
      }
    });
  }
});
