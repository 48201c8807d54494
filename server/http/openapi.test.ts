import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createApp } from "../app.ts";
import { teamCalls } from "../test/all-team-calls.ts";
import { testServicesForBlock } from "../test/services.ts";
import { teamCall, teamToken, type TeamCall } from "../test/team-calls.ts";
import { apiRoute } from "./api-route.ts";
import { openApiDocument } from "./openapi.ts";
import type { SiteEnv } from "./request-site.ts";

interface Operation {
  parameters?: { name: string; in: string; schema: z.core.JSONSchema.JSONSchema }[];
  requestBody?: { content: Record<string, { schema: z.core.JSONSchema.JSONSchema }> };
  responses: Record<string, { content?: Record<string, { schema: z.core.JSONSchema.JSONSchema }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** The visitors' calls that carry a body, each with one the body schema accepts. */
const visitorCalls: TeamCall[] = [
  { method: "POST", path: "/api/newsletter/register", body: { email: "guest@example.org" } },
  { method: "POST", path: "/api/newsletter/subscribe", body: { id: "0".repeat(32) } },
  { method: "POST", path: "/api/newsletter/unsubscribe", body: { id: "0".repeat(32) } },
  {
    method: "POST",
    path: "/api/contact/postcard",
    body: { email: "guest@example.org", name: "Guest", message: "Hello" },
  },
  // An unknown form: the body passes, the form does not exist.
  { method: "POST", path: "/api/form/submit/nosuchform", body: { formFields: {} } },
  { method: "POST", path: "/api/form/verify", body: { formId: "x", transmissionPIN: 42 } },
  {
    method: "POST",
    path: "/api/tickets/offer/new",
    body: {
      packageId: "single-pamperplay",
      orderCode: "ABC12",
      name: "Guest",
      email: "guest@example.org",
      iban: "DE89370400440532013000",
    },
  },
  {
    method: "POST",
    path: "/api/tickets/request/new",
    body: { packageId: "single-pamperplay", amount: 1, email: "guest@example.org" },
  },
  { method: "POST", path: "/api/tickets/offer", body: { id: "0".repeat(32) } },
  { method: "POST", path: "/api/tickets/request", body: { id: "0".repeat(32) } },
  { method: "POST", path: "/api/auth/token", body: { code: "code", state: "state" } },
  { method: "POST", path: "/api/auth/logout", body: { token: "x".repeat(43) } },
  {
    method: "POST",
    path: "/api/wait-list/join/single-pamperplay",
    body: { email: "guest@example.org" },
  },
  { method: "POST", path: "/api/wait-list/confirm", body: { id: "0".repeat(32) } },
  { method: "POST", path: "/api/wait-list/leave", body: { id: "0".repeat(32) } },
  { method: "POST", path: "/api/wait-list/rejoin", body: { id: "0".repeat(32) } },
];

/** The document's path for a call (`/api/admin/posts/muc2026.1` → `/api/admin/posts/{key}`). */
function documentedPath(document: Document, method: string, path: string): string | undefined {
  const segments = path.split("/");
  return Object.keys(document.paths).find((candidate) => {
    const parts = candidate.split("/");
    return (
      document.paths[candidate]?.[method.toLowerCase()] !== undefined &&
      parts.length === segments.length &&
      parts.every((part, i) => part === segments[i] || /^\{\w+\}$/.test(part))
    );
  });
}

const jsonSchemaOf = (content: Operation["requestBody"]) => {
  const schema = content?.content["application/json"]?.schema;
  return schema === undefined ? undefined : z.fromJSONSchema(schema);
};

describe("/api/openapi.json", () => {
  // The test clock's day has Munich's resale open: its offers and requests read their bodies.
  const setup = testServicesForBlock({ env: { RATE_LIMIT_POSTS: "100000" } });

  const servedDocument = async () =>
    (await (await createApp(setup.services).request("/api/openapi.json")).json()) as Document;

  it("documents every API route the app serves, and serves every route it documents", async () => {
    const served = createApp(setup.services)
      .routes.filter(
        (r) => r.method !== "ALL" && r.path.startsWith("/api/") && r.path !== "/api/openapi.json",
      )
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}`);
    const document = await servedDocument();
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.length).toBeGreaterThan(40);
    expect([...new Set(served)].sort()).toEqual(documented.sort());
  });

  it("serves an OpenAPI 3.1 document with the request schemas", async () => {
    const document = await servedDocument();
    expect(document.openapi).toBe("3.1.0");
    const postcard = document.paths["/api/contact/postcard"]?.post?.requestBody;
    expect(jsonSchemaOf(postcard)).toBeDefined();
    const schema = postcard?.content["application/json"]?.schema as { required?: string[] };
    expect(schema.required).toEqual(expect.arrayContaining(["email", "name", "message"]));
    expect(document.paths["/api/admin/tickets/offer/{id}"]?.post?.parameters).toEqual([
      {
        name: "id",
        in: "path",
        required: true,
        schema: expect.objectContaining({ type: "string", pattern: "^[0-9a-f]{32}$" }),
      },
    ]);
  });

  it("documents the path, query and plain form inputs with the schemas that check them", async () => {
    const document = await servedDocument();
    const parameter = (path: string, method: string, name: string) =>
      document.paths[path]?.[method]?.parameters?.find((p) => p.name === name);
    expect(
      parameter("/api/admin/waiting-room/place/{supportId}", "get", "supportId")?.schema,
    ).toMatchObject({ pattern: "^[0-9a-f]{5}-?[0-9a-f]{5}$" });
    expect(parameter("/api/form/card/{token}", "post", "token")?.schema).toMatchObject({
      pattern: "^[0-9a-f]{64}$",
    });
    expect(parameter("/api/form/{formId}/step", "get", "formId")?.schema).toMatchObject({
      maxLength: 100,
    });
    expect(parameter("/api/admin/posts/{key}", "get", "key")?.schema).toMatchObject({
      type: "string",
    });
    const gate = "/api/waiting-room/gate/{ticketShopId}";
    expect(parameter(gate, "post", "ticketShopId")?.schema).toMatchObject({
      pattern: "^\\d{1,6}$",
    });
    // The package is optional: a room's address may name none.
    expect(parameter(gate, "post", "package")).toMatchObject({ in: "query", required: false });
    // The gate is a plain form only (it works without scripts): no JSON body is documented.
    const gateBody = document.paths[gate]?.post?.requestBody?.content;
    expect(Object.keys(gateBody ?? {})).toEqual(["application/x-www-form-urlencoded"]);
    expect(gateBody?.["application/x-www-form-urlencoded"]?.schema).toMatchObject({
      required: ["email"],
    });
  });

  it("checks a route's path parameters with the schema the document shows", async () => {
    const router = new Hono<SiteEnv>();
    router.use(async (c, next) => {
      c.set("locale", "en");
      await next();
    });
    apiRoute(
      router,
      "GET",
      "/api/things/:id",
      { summary: "A thing", params: z.object({ id: z.string().regex(/^\d+$/) }) },
      (c, input) => {
        const params = input.params();
        return params.ok ? c.json({ code: 200, msg: params.data.id }) : params.response;
      },
    );
    const document = openApiDocument(router.routes) as unknown as Document;
    expect(document.paths["/api/things/{id}"]?.get?.parameters?.[0]?.schema).toMatchObject({
      pattern: "^\\d+$",
    });
    expect(await (await router.request("/api/things/42")).json()).toEqual({ code: 200, msg: "42" });
    const refused = await router.request("/api/things/4x2");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 400 });
  });

  it("describes a route by the schemas it is registered with", () => {
    const router = new Hono();
    apiRoute(
      router,
      "POST",
      "/api/things/:id",
      {
        summary: "Name a thing",
        body: z.strictObject({ name: z.string() }),
        answer: z.object({ code: z.int(), msg: z.string(), id: z.string() }),
      },
      (c) => c.json({ code: 200, msg: "OK", id: c.req.param("id") }),
    );
    router.get("/api/undescribed", (c) => c.text("not in the document"));
    const document = openApiDocument(router.routes) as unknown as Document;
    expect(Object.keys(document.paths)).toEqual(["/api/things/{id}"]);
    const operation = document.paths["/api/things/{id}"]?.post;
    expect(operation?.requestBody?.content["application/json"]?.schema).toMatchObject({
      properties: { name: { type: "string" } },
      required: ["name"],
      additionalProperties: false,
    });
    expect(operation?.responses["200"]?.content?.["application/json"]?.schema).toMatchObject({
      required: ["code", "msg", "id"],
    });
  });

  describe("each body the document describes is the one its route validates", () => {
    const calls = [...visitorCalls, ...teamCalls].filter((call) => call.body !== undefined);

    it("has a call with an accepted body for every documented body", async () => {
      const document = await servedDocument();
      const withBody = Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods)
          // A form-only body (a page's form that needs no script) is posted by the page itself.
          .filter(([, operation]) => operation.requestBody?.content["application/json"])
          .map(([method]) => `${method} ${path}`),
      );
      const covered = calls.map(
        (call) =>
          `${call.method.toLowerCase()} ${documentedPath(document, call.method, call.path)}`,
      );
      expect([...new Set(covered)].sort()).toEqual(withBody.sort());
    });

    it.each(calls.map((call) => [`${call.method} ${call.path}`, call] as const))(
      "%s: takes a body the document accepts, refuses with 400 one it refuses",
      async (_, call) => {
        const document = await servedDocument();
        const path = documentedPath(document, call.method, call.path) ?? "";
        const operation = document.paths[path]?.[call.method.toLowerCase()];
        const body = jsonSchemaOf(operation?.requestBody);
        if (!body) throw new Error(`${call.path}: no documented body`);
        const token = await teamToken(setup);

        expect(body.safeParse(call.body).success).toBe(true);
        const accepted = await teamCall(setup, call, token);
        expect(accepted.status).not.toBe(400);
        const answer = (await accepted.json()) as unknown;
        const answerSchema = accepted.ok
          ? operation?.responses["200"]?.content?.["application/json"]?.schema
          : operation?.responses["4XX"]?.content?.["application/json"]?.schema;
        expect(z.fromJSONSchema(answerSchema ?? {}).safeParse(answer).error).toBeUndefined();

        const refused = { ...(call.body as object), unexpected: true };
        expect(body.safeParse(refused).success).toBe(false);
        expect((await teamCall(setup, { ...call, body: refused }, token)).status).toBe(400);
      },
    );
  });
});
