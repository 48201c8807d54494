import { describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { testServicesForBlock } from "./test/services.ts";

describe("the app", () => {
  const setup = testServicesForBlock({ now: "2025-06-15T17:59:57+02:00" });

  it("tells pages the server's time, so countdowns do not trust the device clock", async () => {
    const app = createApp(setup.services);
    const response = await app.request("/api/time");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ now: "2025-06-15T15:59:57.000Z" });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await createApp(setup.services).request("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, msg: "Unknown API endpoint" });
  });

  it("sends security headers that keep pages on our own host", async () => {
    const response = await createApp(setup.services).request("/api/time");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("allows inline scripts only with this response's nonce, which the pages get", async () => {
    const nonces: (string | undefined)[] = [];
    const app = createApp(setup.services, async (_request, context) => {
      const { siteContext } = await import("../core/site-context.ts");
      nonces.push(context.get(siteContext).nonce);
      return new Response("page");
    });
    const policies = [];
    for (let i = 0; i < 2; i++) {
      const response = await app.request("/start");
      policies.push(response.headers.get("content-security-policy") ?? "");
    }
    const scriptSrc = policies.map((policy) => /script-src ([^;]*)/.exec(policy)?.[1]);
    expect(scriptSrc[0]).not.toContain("unsafe-inline");
    expect(nonces[0]).toMatch(/^[\w+/=-]{16,}$/);
    expect(scriptSrc[0]).toBe(`'self' 'nonce-${nonces[0]}'`);
    expect(nonces[1]).not.toBe(nonces[0]);
  });

  it("picks the hub by host name and hands pages the request context", async () => {
    let seen: unknown;
    const app = createApp(setup.services, async (_request, context) => {
      const { siteContext } = await import("../core/site-context.ts");
      const site = context.get(siteContext);
      seen = { hub: site.hubId, locale: site.locale, essen: site.hubUrls.essen };
      return new Response("page");
    });
    await app.request("http://essen.localhost:3000/start", {
      headers: { host: "essen.localhost:3000", "accept-language": "en-US,en;q=0.9" },
    });
    expect(seen).toEqual({ hub: "essen", locale: "en", essen: "http://essen.localhost:3000" });
  });
});
