import { Hono } from "hono";
import { sql } from "kysely";
import type { ShopCalls } from "../../core/api/shop-calls.ts";
import { within } from "../deadline.ts";
import type { Db } from "../db/schema.ts";
import type { ShopCallBudget, ShopCallStatus } from "../tickets/shop-port.ts";

/** Longer than this, and the database counts as unreachable (a stall must not hold the probe). */
const databaseWaitMs = 2000;

/** GET /healthz: what the proxy and monitoring read. */
export interface HealthAnswer {
  /** ok; degraded: the shop is not answering or asked for a pause; down: no database (503). */
  status: "ok" | "degraded" | "down";
  database: { reachable: boolean };
  /**
   * This instance's last call to the ticket shop: whether it answered (a 5xx or no answer: not),
   * when, with which HTTP status; reachable is null before the first call.
   */
  shop: { reachable: boolean | null; lastCallAt: string | null; lastStatus: number | null };
  /** The call budget of all instances; usedThisMinute null when the database cannot tell. */
  shopCalls: Omit<ShopCalls, "usedThisMinute"> & { usedThisMinute: number | null };
}

const answered = (status: number | null) => status !== null && status < 500;

/**
 * The health endpoint for the reverse proxy and monitoring: the database reachable (200, else
 * 503), how this instance's last call to the shop went, and the shop's call budget this minute.
 * Cheap enough to ask every second: one small query or two, never a call to the shop. No
 * secrets: no addresses, tokens or messages of errors.
 */
export function healthRouter({ db, shopCalls }: { db: Db; shopCalls: ShopCallBudget }): Hono {
  const router = new Hono();
  router.get("/healthz", async (c) => {
    const [database, calls] = await Promise.all([
      within(databaseWaitMs, sql`select 1`.execute(db), "the database")
        .then(() => true)
        .catch(() => false),
      within(databaseWaitMs, shopCalls.status(), "the call budget").catch(
        (): ShopCallStatus | null => null,
      ),
    ]);
    const lastCall = shopCalls.lastCall();
    const retryAfterUntil = calls?.retryAfterUntil?.toISOString() ?? null;
    const shopReachable = lastCall ? answered(lastCall.status) : null;
    const answer: HealthAnswer = {
      status: !database ? "down" : shopReachable === false || retryAfterUntil ? "degraded" : "ok",
      database: { reachable: database },
      shop: {
        reachable: shopReachable,
        lastCallAt: lastCall?.at.toISOString() ?? null,
        lastStatus: lastCall?.status ?? null,
      },
      shopCalls: {
        perMinute: shopCalls.perMinute,
        usedThisMinute: calls?.usedThisMinute ?? null,
        retryAfterUntil,
      },
    };
    c.header("Cache-Control", "no-store");
    return c.json(answer, database ? 200 : 503);
  });
  return router;
}
