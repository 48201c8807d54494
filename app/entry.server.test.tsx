import { createRequestHandler, type ServerBuild } from "react-router";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { testPageContext } from "./test/page-context.ts";
import * as entry from "./entry.server.tsx";

/**
 * React Router's own request handler with this entry module and two resource routes: the
 * errors reach `handleError` exactly as they do in production.
 */
const build = {
  entry: { module: entry },
  routes: {
    root: { id: "root", path: "", module: {} },
    post: {
      id: "post",
      parentId: "root",
      path: "newsletter/:id",
      module: { loader: () => Response.json({}) },
    },
    boom: {
      id: "boom",
      parentId: "root",
      path: "boom/*",
      module: {
        loader: () => {
          throw new Error("the database went away");
        },
      },
    },
  },
  assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "1" },
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  basename: "/",
  publicPath: "/",
  assetsBuildDirectory: "",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
} as unknown as ServerBuild; // only what the handler reads for resource routes

const handler = createRequestHandler(build, "production");
const longPath = "x".repeat(8000);

function send(path: string, init: RequestInit = {}) {
  const context = testPageContext("en");
  return handler(new Request(`http://localhost:3000${path}`, init), context);
}

describe("what the page handler logs", () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  afterEach(() => logged.mockClear());
  // Test files share their worker (vitest.config.ts): the next file gets console.error back.
  afterAll(() => logged.mockRestore());

  it("logs nothing for a method no page accepts (405), however long the address", async () => {
    const response = await send(`/newsletter/${longPath}`, { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(logged).not.toHaveBeenCalled();
  });

  it("logs nothing for a form post from another site, which React Router refuses (400)", async () => {
    for (const origin of ["https://evil.example", "null", "not a url"]) {
      const response = await send(`/start?${longPath}`, { method: "POST", headers: { origin } });
      expect(response.status, origin).toBe(400);
    }
    expect(logged).not.toHaveBeenCalled();
  });

  it("logs nothing for an unknown address (404)", async () => {
    const response = await send(`/${longPath}.data`);
    expect(response.status).toBe(404);
    expect(logged).not.toHaveBeenCalled();
  });

  it("logs nothing for a request the client gave up on", async () => {
    const aborted = new AbortController();
    aborted.abort();
    const response = await send("/boom", { signal: aborted.signal });
    expect(response.status).toBe(500);
    expect(logged).not.toHaveBeenCalled();
  });

  it("logs an unexpected error once, with the request id and a shortened address", async () => {
    const response = await send(`/boom/${longPath}`);
    expect(response.status).toBe(500);
    expect(logged).toHaveBeenCalledTimes(1);
    const entry = String(logged.mock.calls[0]?.[0]);
    expect(entry).toMatch(
      /^\[test-request\] GET http:\/\/localhost:3000\/boom\/x+… \(8\d{3} characters\): Error: the database went away\n {4}at /,
    );
    expect(entry.length).toBeLessThan(3000);
  });
});
