import { Hono, type Context, type MiddlewareHandler } from "hono";
import { MemoryStore, rateLimiter, type Store } from "hono-rate-limiter";
import { fail } from "./answer.ts";
import { edgeText } from "./edge.messages.ts";
import type { Clock } from "../clock.ts";
import { countHit, resetHits, uncountHit } from "../db/hit-counts.ts";
import type { Db } from "../db/schema.ts";
import { clientAddress } from "./client-address.ts";
import { clientNetwork } from "./client-network.ts";
import { siteLocale, type SiteEnv } from "./request-site.ts";
import type { Config } from "../config.ts";

/**
 * Where per-client limits count. With one database shared by several instances (PostgreSQL)
 * every limit counts there, so it holds across instances; a single process (SQLite) counts in
 * memory. Keys are the client's network (IPv4 address, IPv6 /64) behind the trusted proxies.
 */
export interface RateLimits {
  /** TRUST_PROXY: reverse proxies in front that append to X-Forwarded-For. */
  trustedProxies: number;
  /** Counts in this database; undefined: in this process's memory. */
  shared?: { db: Db; clock: Clock };
}

export interface ClientLimitOptions {
  /** Each area counts separately. */
  area: string;
  /** Requests per client and window. */
  limit: number;
  windowMs: number;
  /** Requests that pass without counting. */
  skip?: (c: Context) => boolean;
  /** The 429 answer (Retry-After and RateLimit headers are already set). */
  answer: (c: Context) => Response;
}

/** Per-client limit of one area: 429 with Retry-After and the caller's answer once it is reached. */
export function clientLimit(limits: RateLimits, options: ClientLimitOptions): MiddlewareHandler {
  const { area, limit, windowMs, skip = () => false, answer } = options;
  return rateLimiter({
    windowMs,
    limit,
    standardHeaders: "draft-6",
    skip,
    keyGenerator: (c) => clientNetwork(clientAddress(c, limits.trustedProxies)),
    handler: answer,
    store: limits.shared ? databaseStore(limits.shared, area) : new MemoryStore(),
  });
}

/** Per-client limit for one area's public POSTs (429 with `{ code, msg }`); other methods pass. */
export function publicPostLimit(
  limits: RateLimits,
  { area, limit, windowMs = 10 * 60_000 }: { area: string; limit: number; windowMs?: number },
): MiddlewareHandler {
  return clientLimit(limits, {
    area,
    limit,
    windowMs,
    skip: (c) => c.req.method !== "POST",
    answer: (c) => fail(c, 429, edgeText(siteLocale(c), "tooMany")),
  });
}

/** hono-rate-limiter's store interface over the database's hit counts. */
function databaseStore({ db, clock }: { db: Db; clock: Clock }, area: string): Store {
  let windowMs = 60_000;
  // A limit is its area and window: the same area with another window counts apart.
  const key = (client: string) => `rate:${area}:${windowMs}:${client}`;
  return {
    localKeys: false,
    init: (options) => {
      windowMs = options.windowMs;
    },
    increment: async (client) => {
      const now = clock.now();
      const { hits, resetTime } = await countHit(db, key(client), windowMs, now);
      // The library computes Retry-After against the machine's time, which APP_NOW (or a test's
      // clock) may be far from: hand it the time left, not the instant.
      return {
        totalHits: hits,
        resetTime: new Date(Date.now() + resetTime.getTime() - now.getTime()),
      };
    },
    decrement: (client) => uncountHit(db, key(client), windowMs, clock.now()),
    resetKey: (client) => resetHits(db, key(client)),
  };
}

/**
 * A router for one public area: its POSTs under `/<area>/*` count against RATE_LIMIT_POSTS per
 * client and window, apart from every other area.
 */
export interface PublicAreaDeps {
  rateLimits: RateLimits;
  config: Pick<Config, "RATE_LIMIT_POSTS">;
}

export function publicAreaRouter(services: PublicAreaDeps, area: string): Hono<SiteEnv> {
  const router = new Hono<SiteEnv>();
  const limit = services.config.RATE_LIMIT_POSTS;
  router.use(`/${area}/*`, publicPostLimit(services.rateLimits, { area, limit }));
  return router;
}
