import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { testServicesForBlock } from "../test/services.ts";
import { operations } from "./openapi.ts";

describe("/api/openapi.json", () => {
  const setup = testServicesForBlock();

  it("documents every API route the app serves, and nothing else", () => {
    const served = createApp(setup.services)
      .routes.filter(
        (r) => r.method !== "ALL" && r.path.startsWith("/api/") && r.path !== "/api/openapi.json",
      )
      .map((r) => `${r.method} ${r.path}`);
    const documented = operations.map((op) => `${op.method.toUpperCase()} ${op.path}`);
    expect([...new Set(served)].sort()).toEqual([...documented].sort());
  });

  it("serves an OpenAPI 3.1 document with the request schemas", async () => {
    const response = await createApp(setup.services).request("/api/openapi.json");
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }
        >
      >;
    };
    expect(document.openapi).toBe("3.1.0");
    const postcard =
      document.paths["/api/contact/postcard"]?.post?.requestBody?.content["application/json"];
    expect(postcard?.schema.required).toEqual(expect.arrayContaining(["email", "name", "message"]));
    expect(document.paths["/api/admin/tickets/offer/{id}"]?.post).toBeDefined();
  });
});
