import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { forTheBlock } from "../test/block.ts";
import { startLiveServer } from "./test/live-server.ts";

/**
 * A reverse proxy on this machine in front of the site, as a hosting setup would have it: every
 * request it passes on arrives from loopback. `rewrite` changes the headers it forwards.
 */
async function startProxy(target: string, rewrite: (headers: IncomingHttpHeaders) => void) {
  const upstream = new URL(target);
  const proxy = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers };
    rewrite(headers);
    const forwarded = httpRequest(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      proxy.closeAllConnections();
      return new Promise((resolve) => proxy.close(resolve));
    },
  };
}

/** nginx-style: adds the client's address and the original host and scheme. */
const addsForwardingHeaders = (headers: IncomingHttpHeaders) => {
  headers["x-forwarded-for"] = "203.0.113.9";
  headers["x-forwarded-proto"] = "https";
  headers["x-forwarded-host"] = "pamperplay.example";
};
/** Adds nothing, only sends the public host name on (as a plain `proxy_pass` with a set Host). */
const rewritesHostOnly = (headers: IncomingHttpHeaders) => {
  headers.host = "pamperplay.example";
};

const proxies = { addsForwardingHeaders, rewritesHostOnly };

/** The login as someone on the internet would start it through the proxy: up to the provider. */
async function loginThrough(proxyUrl: string) {
  const start = await fetch(`${proxyUrl}/api/auth/login`, { redirect: "manual" });
  if (start.status !== 302) return { start: start.status, provider: undefined };
  const authorize = new URL(start.headers.get("location")!);
  const provider = await fetch(`${proxyUrl}${authorize.pathname}${authorize.search}`, {
    redirect: "manual",
  });
  return { start: start.status, provider: provider.status };
}

/** The site with these settings, and the proxy in front of it, for the enclosing describe block. */
function siteBehindProxy(devIdp: "on" | "off", rewrite: (headers: IncomingHttpHeaders) => void) {
  return forTheBlock(async () => {
    const site = await startLiveServer({ env: { DEV_IDP: devIdp } });
    const proxy = await startProxy(site.url, rewrite);
    return {
      site,
      proxy,
      async dispose() {
        await proxy.stop();
        await site.stop();
      },
    };
  });
}

describe.each(Object.entries(proxies))("behind a same-host proxy that %s", (_name, rewrite) => {
  describe("with the default configuration", () => {
    const setup = siteBehindProxy("off", rewrite);

    it("offers no team login at all: no development provider, login answers 503", async () => {
      expect(setup.site.services.auth.devIdp).toBeNull();
      const discovery = await fetch(`${setup.proxy.url}/dev-idp/.well-known/openid-configuration`);
      expect(discovery.status).toBe(404);
      expect(await loginThrough(setup.proxy.url)).toEqual({ start: 503, provider: undefined });
    });
  });

  describe("with DEV_IDP=on", () => {
    const setup = siteBehindProxy("on", rewrite);

    it("answers the developer on this machine", async () => {
      const discovery = await fetch(`${setup.site.url}/dev-idp/.well-known/openid-configuration`);
      expect(discovery.status).toBe(200);
    });

    it("refuses every provider request that came through the proxy", async () => {
      const discovery = await fetch(`${setup.proxy.url}/dev-idp/.well-known/openid-configuration`);
      expect(discovery.status).toBe(403);
      expect(await discovery.text()).toContain("not through a proxy");
      const { provider } = await loginThrough(setup.proxy.url);
      expect(provider).toBe(403);
    });
  });
});
