import { getRequestListener } from "@hono/node-server";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "../../app.ts";
import type { DatabaseKind } from "../../db/test/databases.ts";
import { testServices } from "../../test/services.ts";
import type { DevAccountId } from "../dev-idp.ts";

/**
 * The app on a real local port: the development identity provider needs Node's request objects,
 * and the site talks to it over HTTP exactly as it would to a real provider.
 */
export async function startLiveServer(
  options: { kind?: DatabaseKind; now?: string; env?: Record<string, string> } = {},
) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  const setup = await testServices({
    kind: options.kind,
    now: options.now,
    env: { PUBLIC_URL: url, DEV_IDP: "on", ...options.env },
  });
  server.on("request", getRequestListener(createApp(setup.services).fetch));
  return {
    url,
    ...setup,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await setup.dispose();
    },
  };
}

/** A minimal cookie jar for walking redirects by hand. */
export function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    store(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const index = pair.indexOf("=");
        const name = pair.slice(0, index).trim();
        const value = pair.slice(index + 1).trim();
        if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
}

/**
 * Goes through the login as a browser would, up to the provider's redirect back to /auth, and
 * returns that callback's query (code, state, iss) with the browser's cookies.
 */
export async function loginCallback(base: string, account: DevAccountId) {
  const jar = cookieJar();
  const get = async (url: string) => {
    const response = await fetch(new URL(url, base), {
      redirect: "manual",
      headers: { cookie: jar.header() },
    });
    jar.store(response);
    return response;
  };
  let response = await get("/api/auth/login");
  if (response.status !== 302) throw new Error(`login start answered ${response.status}`);
  // authorize → interaction page
  response = await get(response.headers.get("location")!);
  const interaction = response.headers.get("location")!;
  response = await get(interaction);
  const page = await response.text();
  if (!page.includes("Team Member") || !page.includes("Visitor")) throw new Error(page);
  response = await fetch(new URL(`${interaction}/login`, base), {
    method: "POST",
    redirect: "manual",
    headers: { cookie: jar.header(), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ account }),
  });
  jar.store(response);
  // resume → back to the site's /auth?code&state&iss
  let location = response.headers.get("location")!;
  while (!new URL(location, base).pathname.startsWith("/auth")) {
    response = await get(location);
    location = response.headers.get("location")!;
  }
  const callback = new URL(location, base);
  return {
    callback,
    jar,
    body: {
      code: callback.searchParams.get("code") ?? "",
      state: callback.searchParams.get("state") ?? "",
      iss: callback.searchParams.get("iss") ?? undefined,
    },
  };
}

/** Logs in through the development provider and returns the stored credentials' token. */
export async function loginAs(base: string, account: DevAccountId) {
  const { body, jar } = await loginCallback(base, account);
  const response = await fetch(new URL("/api/auth/token", base), {
    method: "POST",
    headers: { "content-type": "application/json", cookie: jar.header() },
    body: JSON.stringify(body),
  });
  return { response, json: (await response.json()) as Record<string, unknown> };
}
