import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { rateLimiter } from "hono-rate-limiter";
import { requestLocale } from "./api/visitor-http.ts";
import { visitorText } from "./api/visitor-messages.ts";

/**
 * The client's address as rate-limit key. It lives only in the limiter's in-memory store (cleared
 * after the window) and is never written anywhere. X-Forwarded-For only when TRUST_PROXY says a
 * reverse proxy sets it; otherwise a client could pick any key it likes.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // In-process requests (app.request in tests) have no socket.
    return "local";
  }
}

export interface PostLimitOptions {
  trustProxy: boolean;
  /** POSTs per client and window. */
  limit: number;
  windowMs?: number;
}

/**
 * Per-client limit for public POSTs (429 with Retry-After and `{ code, msg }`); other methods pass.
 * Each call creates its own in-memory store, so each area (newsletter, contact, tickets) counts
 * separately.
 */
export function publicPostLimit({
  trustProxy,
  limit,
  windowMs = 10 * 60_000,
}: PostLimitOptions): MiddlewareHandler {
  return rateLimiter({
    windowMs,
    limit,
    standardHeaders: "draft-6",
    skip: (c) => c.req.method !== "POST",
    keyGenerator: (c) => clientAddress(c, trustProxy),
    handler: (c) => c.json({ code: 429, msg: visitorText(requestLocale(c), "tooMany") }, 429),
  });
}
