import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { SiteContext } from "../core/site-context.ts";
import { createApp } from "./app.ts";
import { afterPaintLoader } from "./pages/after-paint.ts";
import { testServicesForBlock } from "./test/services.ts";
import { tempDirMaker } from "./test/temp-dir.ts";

describe("the app", () => {
  const setup = testServicesForBlock({ now: "2025-06-15T17:59:57+02:00" });
  const styleDir = tempDirMaker("styles-");

  it("tells pages the server's time, so countdowns do not trust the device clock", async () => {
    const app = createApp(setup.services);
    const response = await app.request("/api/time");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ now: "2025-06-15T15:59:57.000Z" });
  });

  it("answers unknown API paths with a JSON 404 in the visitor's language", async () => {
    const app = createApp(setup.services);
    const response = await app.request("/api/nothing-here", { headers: { cookie: "LOCALE=en" } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, msg: "Unknown API endpoint" });
    const german = await app.request("/api/nothing-here");
    expect(await german.json()).toEqual({ code: 404, msg: "Diese Schnittstelle gibt es nicht." });
  });

  it("sends security headers that keep pages on our own host", async () => {
    const response = await createApp(setup.services).request("/api/time");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("allows inline scripts only with this response's nonce, which the pages get", async () => {
    const nonces: (string | undefined)[] = [];
    const app = createApp(setup.services, async (_request, context) => {
      const { siteContext } = await import("../app/site-context.ts");
      nonces.push(context.get(siteContext).nonce);
      return new Response("page");
    });
    const policies = [];
    // The team area is rendered for each request (public pages come from the page cache).
    for (let i = 0; i < 2; i++) {
      const response = await app.request("/admin");
      policies.push(response.headers.get("content-security-policy") ?? "");
    }
    const scriptSrc = policies.map((policy) => /script-src ([^;]*)/.exec(policy)?.[1]);
    expect(scriptSrc[0]).not.toContain("unsafe-inline");
    expect(nonces[0]).toMatch(/^[\w+/=-]{16,}$/);
    expect(scriptSrc[0]).toBe(`'self' 'nonce-${nonces[0]}'`);
    expect(nonces[1]).not.toBe(nonces[0]);
  });

  it("allows a public page's inline scripts by their hashes, the same for every visitor", async () => {
    let renders = 0;
    const app = createApp(setup.services, async (_request, context) => {
      const { siteContext } = await import("../app/site-context.ts");
      renders += 1;
      expect(context.get(siteContext).nonce).toBeUndefined();
      return new Response("<h1>Tickets</h1><script>window.go=1</script>", {
        headers: { "content-type": "text/html" },
      });
    });
    const answers = [await app.request("/ticket"), await app.request("/ticket")];
    expect(renders).toBe(1);
    for (const answer of answers) {
      expect(/script-src ([^;]*)/.exec(answer.headers.get("content-security-policy")!)?.[1]).toBe(
        "'self' 'sha256-Q2j7ZN01xXjNCwtgxu9EPyA9zpL1t0/BxH3iKFg6Cn8='",
      );
      expect(await answer.text()).toContain("<h1>Tickets</h1>");
      expect(answer.headers.get("cache-control")).toBe("private, no-cache");
    }
  });

  it("inlines a public page's critical styles, allowed by their hash, and loads its stylesheet after the first paint", async () => {
    const staticRoot = styleDir();
    mkdirSync(join(staticRoot, "assets"));
    writeFileSync(join(staticRoot, "assets", "root-abc123.css"), "h1{margin:0}.calendar{gap:0}");
    const app = createApp(
      setup.services,
      async () =>
        new Response(
          '<html><head><link rel="stylesheet" href="/assets/root-abc123.css"/></head><body><h1>Tickets</h1></body></html>',
          { headers: { "content-type": "text/html" } },
        ),
      { staticRoot },
    );
    const answer = await app.request("/ticket");
    const link = '<link rel="stylesheet" href="/assets/root-abc123.css"/>';
    expect(await answer.text()).toBe(
      `<html><head><style>h1{margin:0}</style></head><body><h1>Tickets</h1><noscript>${link}</noscript>` +
        `<template data-after-paint>${link}</template><script>${afterPaintLoader}</script></body></html>`,
    );
    const policy = answer.headers.get("content-security-policy")!;
    // The script that loads the stylesheet after the first paint is allowed by its hash.
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toMatch(/^'self' 'sha256-[\w+/=]+'$/);
    expect(/style-src-elem ([^;]*)/.exec(policy)?.[1]).toBe(
      "'self' 'sha256-haslpKBWGiDnFaIna3QXJZNwVNFw+tCL2+dexXVb4zo='",
    );
    // Style attributes keep the policy they had.
    expect(/style-src ([^;]*)/.exec(policy)?.[1]).toBe("'self' 'unsafe-inline'");
  });

  it("picks the hub by host name and hands pages the request context", async () => {
    let seen: unknown;
    const app = createApp(setup.services, async (_request, context) => {
      const { siteContext } = await import("../app/site-context.ts");
      const site = context.get(siteContext);
      seen = { hub: site.hubId, locale: site.locale, essen: site.hubUrls.essen };
      return new Response("page");
    });
    await app.request("http://essen.localhost:3000/start", {
      headers: { host: "essen.localhost:3000", "accept-language": "en-US,en;q=0.9" },
    });
    expect(seen).toEqual({ hub: "essen", locale: "en", essen: "http://essen.localhost:3000" });
  });

  /** The site context the pages get for a request with these headers. */
  async function pageContextFor(url: string, headers: Record<string, string>) {
    let seen: SiteContext | undefined;
    const app = createApp(setup.services, async (_request, context) => {
      const { siteContext } = await import("../app/site-context.ts");
      seen = context.get(siteContext);
      return new Response("page");
    });
    await app.request(url, { headers });
    return seen!;
  }

  it("never hands pages an address on a host that is not ours", async () => {
    const site = await pageContextFor("http://evil.example/newsletter/muc2025.1", {
      host: "evil.example",
    });
    expect(site.hubId).toBe("munich");
    // Link previews build absolute addresses from this: the default hub's site.
    expect(site.siteUrl).toBe("http://munich.localhost:3000");
    expect(Object.values(site.hubUrls).join(" ")).not.toContain("evil.example");
    const essen = await pageContextFor("http://essen.localhost:3000/start", {
      host: "essen.localhost:3000",
    });
    expect(essen.siteUrl).toBe("http://essen.localhost:3000");
  });

  it("gives each page request its own request id", async () => {
    const first = await pageContextFor("http://localhost:3000/start", {});
    const second = await pageContextFor("http://localhost:3000/start", {});
    expect(first.requestId).toMatch(/^[\w-]{8,}$/);
    expect(second.requestId).not.toBe(first.requestId);
  });

  it("keeps pages out of shared caches: they vary by the LOCALE cookie and carry a nonce", async () => {
    const app = createApp(setup.services, async (request) =>
      new URL(request.url).pathname === "/__manifest"
        ? new Response("[]", { headers: { "Cache-Control": "public, max-age=31536000" } })
        : new Response("page"),
    );
    const page = await app.request("/start", { headers: { cookie: "LOCALE=en" } });
    expect(page.headers.get("cache-control")).toBe("private, no-cache");
    // A response that says how it may be cached keeps its own rule.
    const manifest = await app.request("/__manifest");
    expect(manifest.headers.get("cache-control")).toBe("public, max-age=31536000");
  });

  it("logs an unexpected error once, with a request id and a shortened address", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const app = createApp(setup.services, async () => {
        throw new Error("the renderer fell over");
      });
      const response = await app.request(`/newsletter/${"x".repeat(8000)}`);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        code: 500,
        msg: "Da ist bei uns etwas schiefgegangen – bitte versuche es später noch einmal.",
      });
      expect(logged).toHaveBeenCalledTimes(1);
      const entry = String(logged.mock.calls[0]?.[0]);
      expect(entry).toMatch(
        /^\[[\w-]{8,}\] GET http:\/\/localhost\/newsletter\/x+… \(8\d{3} characters\): Error: the renderer fell over\n/,
      );
      expect(entry.length).toBeLessThan(3000);
    } finally {
      logged.mockRestore();
    }
  });
});

describe("the baseline security headers", () => {
  const setup = testServicesForBlock();
  const tempDir = tempDirMaker("static-");

  it("go out with every response: page, asset, image, font, API answer, 404 and 413", async () => {
    const staticRoot = tempDir();
    mkdirSync(join(staticRoot, "assets"));
    writeFileSync(join(staticRoot, "assets", "entry-abc123.js"), "console.log(1);");
    writeFileSync(join(staticRoot, "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    writeFileSync(join(staticRoot, "font.woff2"), "wOF2");
    const app = createApp(
      setup.services,
      async (request) =>
        new Response("<h1>page</h1>", {
          status: new URL(request.url).pathname === "/start" ? 200 : 404,
          headers: { "content-type": "text/html" },
        }),
      { staticRoot },
    );
    const baseline = [
      "x-content-type-options",
      "x-frame-options",
      "referrer-policy",
      "strict-transport-security",
      "content-security-policy",
      "cross-origin-resource-policy",
    ];
    const answers = {
      page: await app.request("/start"),
      asset: await app.request("/assets/entry-abc123.js"),
      image: await app.request("/logo.svg"),
      font: await app.request("/font.woff2"),
      api: await app.request("/api/time"),
      pageNotFound: await app.request("/nothing-here"),
      apiNotFound: await app.request("/api/nothing-here"),
      tooLarge: await app.request("/locale", { method: "POST", body: "x".repeat(5000) }),
    };
    const statuses = Object.fromEntries(Object.entries(answers).map(([k, r]) => [k, r.status]));
    expect(statuses).toEqual({
      page: 200,
      asset: 200,
      image: 200,
      font: 200,
      api: 200,
      pageNotFound: 404,
      apiNotFound: 404,
      tooLarge: 413,
    });
    // The same set everywhere; only the script nonce (or a cached page's hashes of its scripts,
    // and of its inline styles in a `style-src-elem` of its own) differs.
    const sent = (response: Response) =>
      Object.fromEntries(
        baseline.map((name) => [
          name,
          response.headers
            .get(name)
            ?.replace(/ '(nonce|sha256)-[^']+'/g, "")
            .replace(/; style-src-elem [^;]*/, ""),
        ]),
      );
    const expected = sent(answers.page);
    expect(expected["x-content-type-options"]).toBe("nosniff");
    for (const [kind, response] of Object.entries(answers))
      expect(sent(response), kind).toEqual(expected);
    expect(answers.asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("give the team area and its login a window of their own, and public pages none", async () => {
    const app = createApp(setup.services, async () => new Response("<h1>page</h1>"));
    const opener = async (path: string) =>
      (await app.request(path)).headers.get("cross-origin-opener-policy");
    expect({
      team: await opener("/admin"),
      teamPage: await opener("/admin/posts/new"),
      login: await opener("/auth/callback?code=x&state=y"),
      publicPage: await opener("/start"),
      lookalike: await opener("/administration"),
      api: await opener("/api/time"),
    }).toEqual({
      team: "same-origin",
      teamPage: "same-origin",
      login: "same-origin",
      publicPage: null,
      lookalike: null,
      api: null,
    });
  });
});
