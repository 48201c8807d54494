import { createHash } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database, Db } from "./schema.ts";

/**
 * Hits per key in fixed windows, in the database, so every instance on it sees the same numbers:
 * rate limits across instances, the mail budget per recipient and the ticket shop's call budget. Keys are stored hashed, so the
 * table does not show addresses at a glance; rows go once their window has ended
 * (purgeEndedWindows, from the hourly purge).
 */
type Executor = Db | Transaction<Database>;

/** A counter after a hit: hits in the current window and when that window ends. */
export interface HitCount {
  hits: number;
  resetTime: Date;
}

function windowOf(windowMs: number, now: Date) {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start: new Date(start).toISOString(), end: new Date(start + windowMs) };
}

function hashed(key: string): string {
  return createHash("sha256").update(key).digest("base64url");
}

/**
 * One more hit for `key` in the window of `windowMs` holding `now`. One statement (INSERT … ON
 * CONFLICT … DO UPDATE SET hits = hits + 1 RETURNING hits), so parallel hits never lose one.
 */
export async function countHit(
  db: Executor,
  key: string,
  windowMs: number,
  now: Date,
): Promise<HitCount> {
  const counted = await upsertHit(db, key, windowMs, now);
  if (!counted) throw new Error("a hit without a cap was not counted");
  return counted;
}

/**
 * One more hit for `key` unless its window holds `cap` already: the count after it, or null when
 * the window is full. The cap is checked in the same statement (the upsert updates only where
 * hits < cap), so instances counting at once never pass it together.
 */
export async function countHitWithin(
  db: Executor,
  key: string,
  windowMs: number,
  now: Date,
  cap: number,
): Promise<HitCount | null> {
  return cap < 1 ? null : upsertHit(db, key, windowMs, now, cap);
}

async function upsertHit(
  db: Executor,
  key: string,
  windowMs: number,
  now: Date,
  cap?: number,
): Promise<HitCount | null> {
  const { start, end } = windowOf(windowMs, now);
  const row = await db
    .insertInto("hit_counts")
    .values({ key: hashed(key), window_start: start, hits: 1, expires_at: end.toISOString() })
    .onConflict((oc) => {
      const update = oc
        .columns(["key", "window_start"])
        .doUpdateSet((eb) => ({ hits: eb("hit_counts.hits", "+", 1) }));
      return cap === undefined ? update : update.where("hit_counts.hits", "<", cap);
    })
    .returning("hits")
    .executeTakeFirst();
  return row ? { hits: row.hits, resetTime: end } : null;
}

/** The hits of `key` in every window that starts at `since` or later, summed. */
export async function hitsSince(db: Executor, key: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom("hit_counts")
    .select((eb) => eb.fn.sum<number | string | null>("hits").as("hits"))
    .where("key", "=", hashed(key))
    .where("window_start", ">=", since.toISOString())
    .executeTakeFirst();
  return Number(row?.hits ?? 0);
}

/** Takes back one hit of the current window (never below zero). */
export async function uncountHit(
  db: Executor,
  key: string,
  windowMs: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable("hit_counts")
    .set((eb) => ({ hits: eb("hits", "-", 1) }))
    .where("key", "=", hashed(key))
    .where("window_start", "=", windowOf(windowMs, now).start)
    .where("hits", ">", 0)
    .execute();
}

/** Forgets every window of `key`. */
export async function resetHits(db: Executor, key: string): Promise<void> {
  await db.deleteFrom("hit_counts").where("key", "=", hashed(key)).execute();
}

/** Removes the counters whose window has ended. */
export async function purgeEndedWindows(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom("hit_counts").where("expires_at", "<=", now.toISOString()).execute();
}
