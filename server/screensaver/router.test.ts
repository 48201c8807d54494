import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { testServicesForBlock } from "../test/services.ts";

/** A build's manifest as React Router writes it, reduced to what the worker reads. */
const assets = {
  version: "b42",
  url: "/assets/manifest-b42.js",
  entry: { module: "/assets/entry.client-1.js", imports: ["/assets/framework-2.js"] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root-3.js", css: ["/assets/root-4.css"] },
    "features/screensaver/screensaver": {
      id: "features/screensaver/screensaver",
      parentId: "root",
      path: "screensaver",
      module: "/assets/screensaver-5.js",
      imports: ["/assets/helpers-6.js"],
      css: ["/assets/screensaver-7.css"],
    },
    "features/pages/start": {
      id: "features/pages/start",
      parentId: "root",
      path: "start",
      module: "/assets/start-8.js",
    },
  },
} as unknown as ServerBuild["assets"];

const clientRoot = mkdtempSync(join(tmpdir(), "screensaver-build-"));
mkdirSync(join(clientRoot, "assets"));
writeFileSync(
  join(clientRoot, "assets/root-4.css"),
  "@font-face{src:url(/assets/inter-latin-400-normal-9.woff2)format('woff2')}",
);
writeFileSync(join(clientRoot, "assets/screensaver-7.css"), ".ss{color:red}");
// The reading pages' script and the slideshow's islands' script, outside React Router's manifest.
writeFileSync(join(clientRoot, "assets/enhance-10.js"), "");
writeFileSync(join(clientRoot, "assets/hydrate-screensaver-11.js"), "");
writeFileSync(join(clientRoot, "assets/hydrate-forms-12.js"), "");
afterAll(() => rmSync(clientRoot, { recursive: true, force: true }));

const csp = (response: Response, directive: string) =>
  new RegExp(`(?:^|; ?)${directive} ([^;]*)`).exec(
    response.headers.get("content-security-policy") ?? "",
  )?.[1];

describe("the screensaver's service worker script", () => {
  const setup = testServicesForBlock();
  const app = () =>
    createApp(setup.services, async () => new Response("page"), { staticRoot: clientRoot, assets });

  it("belongs to the build and keeps the page's files, fonts and the city's images", async () => {
    const script = await (await app().request("http://localhost:3000/screensaver/sw.js")).text();
    const settings = JSON.parse(/\(self, (\{.*\})\);/.exec(script)![1]!) as {
      build: string;
      precache: string[];
    };
    expect(settings.build).toBe("b42");
    expect(settings.precache).toEqual([
      "/assets/enhance-10.js",
      "/assets/hydrate-screensaver-11.js",
      "/assets/manifest-b42.js",
      "/assets/entry.client-1.js",
      "/assets/framework-2.js",
      "/assets/screensaver-5.js",
      "/assets/helpers-6.js",
      "/assets/screensaver-7.css",
      "/assets/root-3.js",
      "/assets/root-4.css",
      "/assets/inter-latin-400-normal-9.woff2",
      "/favicon.png",
      "/logo.svg",
      "/flyers/munich-2025.svg",
      "/flyers/diaper-dinner.svg",
      "/flyers/baby-brunch.svg",
      "/flyers/merch-bag.svg",
    ]);
    const essen = await (
      await app().request("http://essen.localhost:3000/screensaver/sw.js", {
        headers: { host: "essen.localhost:3000" },
      })
    ).text();
    expect(essen).toContain("/flyers/essen.svg");
    expect(essen).not.toContain("munich-2025");
  });

  it("is never kept by the browser's cache and may control the screensaver page only", async () => {
    const response = await app().request("http://localhost:3000/screensaver/sw.js");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("service-worker-allowed")).toBe("/screensaver");
    const head = await app().request("http://localhost:3000/screensaver/sw.js", { method: "HEAD" });
    expect(head.status).toBe(200);
  });

  it("may be started by the screensaver page only (worker-src)", async () => {
    expect(csp(await app().request("http://localhost:3000/screensaver"), "worker-src")).toBe(
      "'self'",
    );
    for (const path of ["/start", "/screensaver/sw.js", "/api/time", "/admin"]) {
      expect(csp(await app().request(`http://localhost:3000${path}`), "worker-src")).toBe("'none'");
    }
  });
});
