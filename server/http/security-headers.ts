import type { HttpBindings } from "@hono/node-server";
import { Hono, type MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { pooledNonce } from "./nonce.ts";

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
  });
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
 * For handlers that write Node's response themselves (the development identity provider's
 * endpoints), past the Hono response that `headers` would set them on: sets them on Node's
 * response before the handler runs. A Hono answer still gets its own set (it wins where both
 * name a header).
 */
export function onNodeResponse(
  headers: MiddlewareHandler,
): MiddlewareHandler<{ Bindings: Partial<HttpBindings> }> {
  const probe = new Hono().use(headers).all("*", (c) => c.body(null));
  return async (c, next) => {
    const outgoing = c.env?.outgoing;
    if (outgoing) {
      // Fresh per request: the policy carries a nonce used once.
      const { headers: set } = await probe.request("/");
      for (const [name, value] of set) outgoing.setHeader(name, value);
    }
    await next();
  };
}
