import type { DevAccountId } from "../dev-idp.ts";

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
 * returns that callback's query (code, state, iss) with the browser's cookies. The provider may
 * live on another origin: each redirect is resolved against the address that sent it.
 */
export async function loginCallback(base: string, account: DevAccountId) {
  const jar = cookieJar();
  let current = new URL(base);
  const send = async (url: string, init: RequestInit = {}) => {
    current = new URL(url, current);
    const response = await fetch(current, {
      ...init,
      redirect: "manual",
      headers: { ...init.headers, cookie: jar.header() },
    });
    jar.store(response);
    return response;
  };
  let response = await send("/api/auth/login");
  if (response.status !== 302) throw new Error(`login start answered ${response.status}`);
  // authorize → interaction page
  response = await send(response.headers.get("location")!);
  response = await send(response.headers.get("location")!);
  const interaction = current.href;
  const page = await response.text();
  if (!page.includes("Team Member") || !page.includes("Visitor")) throw new Error(page);
  response = await send(`${interaction}/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ account }),
  });
  // resume → back to the site's /auth?code&state&iss
  let location = response.headers.get("location")!;
  while (!new URL(location, current).pathname.startsWith("/auth")) {
    response = await send(location);
    location = response.headers.get("location")!;
  }
  const callback = new URL(location, current);
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
