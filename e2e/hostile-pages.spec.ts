import { request as httpRequest } from "node:http";
import { expect, test } from "./support/test.ts";

/** Sends exactly these headers (fetch would not let a test choose the Host). */
function send(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: "127.0.0.1", port, path, method: options.method ?? "GET", headers: options.headers },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

test("the language switch answers what is not a form with 400 and returns only to our own site", async ({
  site,
}) => {
  const msg = "The request is not a valid form.";
  for (const [type, body] of [
    ["application/json", '{"locale":"en"}'],
    ["multipart/form-data; boundary=x", "garbage"],
    ["text/plain", "locale=en"],
  ]) {
    for (const path of ["/locale", "/locale.data"]) {
      const answer = await send(site.port, path, {
        method: "POST",
        headers: { host: `localhost:${site.port}`, "content-type": type!, "accept-language": "en" },
        body,
      });
      expect(answer.status, `${path} ${type}`).toBe(400);
      // A data request gets the same answer in React Router's encoding.
      if (path === "/locale") expect(JSON.parse(answer.body)).toEqual({ code: 400, msg });
      else expect(answer.body).toContain(msg);
    }
  }
  const sneaky = await send(site.port, "/locale", {
    method: "POST",
    headers: {
      host: `localhost:${site.port}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: "locale=en&redirectTo=%2F%09%2Fevil.example",
  });
  expect(sneaky.status).toBe(302);
  expect(sneaky.headers.location).toBe("/start");
});

test("a method no page accepts gets 405 and leaves nothing in the log", async ({ site }) => {
  const before = site.output().length;
  for (let i = 0; i < 5; i++) {
    const answer = await send(site.port, `/newsletter/${"x".repeat(8000)}`, {
      method: "DELETE",
      headers: { host: `localhost:${site.port}` },
    });
    expect(answer.status).toBe(405);
  }
  expect(site.output().slice(before)).toBe("");
});

test("link previews name our own site whatever Host the request names, and pages are not shared", async ({
  site,
}) => {
  const answer = await send(site.port, "/newsletter/muc2025.1", {
    headers: { host: "evil.example" },
  });
  expect(answer.status).toBe(200);
  const image = /<meta property="og:image" content="([^"]+)"/.exec(answer.body)?.[1];
  expect(image).toMatch(new RegExp(`^http://munich\\.localhost:${site.port}/`));
  expect(answer.body).not.toContain("evil.example");
  expect(answer.headers["cache-control"]).toBe("private, no-cache");
});

test("a LOCALE cookie that is not valid percent-encoding still gets the page", async ({ site }) => {
  const answer = await send(site.port, "/start", {
    headers: { host: `localhost:${site.port}`, cookie: "LOCALE=%E0", "accept-language": "en" },
  });
  expect(answer.status).toBe(200);
  expect(answer.body).toContain('<html lang="en"');
});
