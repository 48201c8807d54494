import type { HttpBindings } from "@hono/node-server";
import { Hono, type MiddlewareHandler } from "hono";
import { secureHeaders, type SecureHeadersVariables } from "hono/secure-headers";
import { nextNonce, pooledNonce } from "./nonce.ts";

export interface SecurityHeaderOptions {
  /** Development: no Content-Security-Policy (Vite's client injects inline scripts and styles). */
  dev: boolean;
  /**
   * Origins besides our own that a form may send people to, through redirects too: the sites the
   * development identity provider's login form sends back to (they differ from its own origin
   * when the login starts on another city's host).
   */
  formTargets?: readonly string[];
}

/** The security headers of every answer the site gives (docs/decisions/0033-…). */
export function securityHeaders({ dev, formTargets = [] }: SecurityHeaderOptions) {
  return secureHeaders({
    // Pages may talk to our own host only: no fonts, scripts or images from elsewhere.
    contentSecurityPolicy: dev
      ? undefined
      : {
          defaultSrc: ["'self'"],
          // React Router's hydration data and module imports are inline scripts: each response
          // allows only its own, by nonce (passed to the pages through the site context), or
          // a page from the page cache by their hashes (docs/decisions/0024-…).
          scriptSrc: ["'self'", pooledNonce],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:"],
          connectSrc: ["'self'"],
          // Not covered by default-src: without it an injected form could post anywhere.
          formAction: ["'self'", ...formTargets],
          // No page starts a worker, but the screensaver (allowWorkers below).
          workerSrc: ["'none'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
        },
    crossOriginEmbedderPolicy: false,
    // Only the team area asks for a window of its own (teamWindowIsolation below): on a public
    // page the policy makes a visitor's first page commit in a freshly started renderer, which
    // doubles the first screen's longest task (docs/decisions/0080-…).
    crossOriginOpenerPolicy: false,
  });
}

/**
 * The team area's pages: `Cross-Origin-Opener-Policy: same-origin`, so that no other window keeps
 * a handle on a page of the association's data, and Chromium gives them a process of their own.
 */
export function teamWindowIsolation(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set("Cross-Origin-Opener-Policy", "same-origin");
  };
}

/**
 * Mounted around the security headers for the one page that registers a service worker (the
 * screensaver, docs/decisions/0038-…): its policy allows workers from our own site.
 */
export function allowWorkers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const policy = c.res.headers.get("content-security-policy");
    if (policy) {
      c.res.headers.set(
        "Content-Security-Policy",
        policy.replace("worker-src 'none'", "worker-src 'self'"),
      );
    }
  };
}

/**
 * The headers `headers` (the middleware above) sets, as a function that gives them with a fresh
 * nonce each call, in a new list of name/value pairs (what Node's writeHead takes): for answers
 * written to Node's response outside Hono (the development identity provider's endpoints, the
 * fast lane). Read once from a probe request.
 */
export async function securityHeaderTemplate(headers: MiddlewareHandler): Promise<() => string[]> {
  const probe = new Hono<{ Variables: SecureHeadersVariables }>()
    .use(headers)
    .all("*", (c) => c.body(null, 204, { "x-probe-nonce": c.get("secureHeadersNonce") ?? "" }));
  const { headers: set } = await probe.request("/");
  const nonce = set.get("x-probe-nonce");
  const fixed: string[] = [];
  const withNonce: [string, string[]][] = [];
  for (const [name, value] of set) {
    if (name === "x-probe-nonce") continue;
    if (nonce && value.includes(nonce)) withNonce.push([name, value.split(nonce)]);
    else fixed.push(name, value);
  }
  return () => {
    const pairs = fixed.slice();
    if (withNonce.length === 0) return pairs;
    const fresh = nextNonce();
    for (const [name, parts] of withNonce) pairs.push(name, parts.join(fresh));
    return pairs;
  };
}

/**
 * For handlers that write Node's response themselves (the development identity provider's
 * endpoints), past the Hono response that `headers` would set them on: sets them on Node's
 * response before the handler runs. A Hono answer still gets its own set (it wins where both
 * name a header).
 */
export function onNodeResponse(
  headers: MiddlewareHandler,
): MiddlewareHandler<{ Bindings: Partial<HttpBindings> }> {
  const template = securityHeaderTemplate(headers);
  return async (c, next) => {
    const outgoing = c.env?.outgoing;
    if (outgoing) {
      // Fresh per request: the policy carries a nonce used once.
      const pairs = (await template)();
      for (let i = 0; i < pairs.length; i += 2) outgoing.setHeader(pairs[i]!, pairs[i + 1]!);
    }
    await next();
  };
}
