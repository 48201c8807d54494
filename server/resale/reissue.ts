import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database, Db } from "../db/schema.ts";
import { takeLease } from "../db/lease.ts";
import { errorMessage, retryDelay } from "../jobs/retry.ts";
import type { TicketReissuer } from "../tickets/shop-port.ts";
import { paidPairs } from "./matching.ts";

/** How long a claimed re-issue is this worker's: well over the nine shop calls of one attempt. */
const defaultLeaseMs = 2 * 60_000;
/** How often the job looks for due re-issues when nobody nudged it. */
export const reissuePollMs = 30_000;

export interface ReissueDeps {
  db: Db;
  shop: TicketReissuer;
  /** Real time, as the outbox's bookkeeping (the app clock may be pinned by APP_NOW). */
  now?: () => Date;
  leaseMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After this many failed attempts (about a day) the re-issue is marked failed for the team. */
  maxAttempts?: number;
  log?: Pick<Console, "error" | "log">;
}

/** The job's settings, resolved, and this worker's name on the leases it takes. */
type Reissuer = Required<ReissueDeps> & { owner: string };

/** The row's lease from now on, or null when another worker holds it or it is done. */
function claim({ db, now, leaseMs, owner }: Reissuer, offerId: string): Promise<string | null> {
  return takeLease(now(), leaseMs, (until, nowIso) =>
    db
      .updateTable("resale_reissues")
      .set({ lease_owner: owner, lease_until: until })
      .where("offer_id", "=", offerId)
      .where("status", "=", "waiting")
      .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", nowIso)]))
      .executeTakeFirst(),
  );
}

/** Changes the row only while this worker's lease is its lease. */
async function whileLeased(
  { db, owner }: Reissuer,
  offerId: string,
  leaseUntil: string,
  change: Partial<Database["resale_reissues"]>,
): Promise<boolean> {
  const result = await db
    .updateTable("resale_reissues")
    .set(change)
    .where("offer_id", "=", offerId)
    .where("lease_owner", "=", owner)
    .where("lease_until", "=", leaseUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function attempt(worker: Reissuer, offerId: string): Promise<void> {
  const { db, shop, now, baseDelayMs, maxDelayMs, maxAttempts, log } = worker;
  const leaseUntil = await claim(worker, offerId);
  if (!leaseUntil) return;
  const row = await db
    .selectFrom("resale_reissues")
    .selectAll()
    .where("offer_id", "=", offerId)
    .executeTakeFirstOrThrow();
  const released = { lease_owner: null, lease_until: null };
  const attempts = row.attempts + 1;
  try {
    const result = await shop.reissue({
      ticket: { ticketShopId: row.shop_event, positionId: row.shop_position_id },
      buyerEmail: row.buyer_email,
      buyerLocale: row.buyer_locale,
      secretBefore: row.secret_before,
      async noteSecret(hash) {
        // The buyer's address goes on the order only once the secret to replace is on record.
        if (!(await whileLeased(worker, offerId, leaseUntil, { secret_before: hash }))) {
          throw new Error("the re-issue's lease ended before it began");
        }
      },
    });
    await whileLeased(worker, offerId, leaseUntil, {
      ...released,
      attempts,
      status: result.ok ? "reissued" : "failed",
      last_error: result.ok ? null : result.detail.slice(0, 500),
      done_at: now().toISOString(),
    });
  } catch (error) {
    const reason = errorMessage(error).slice(0, 500);
    const giveUp = attempts >= maxAttempts;
    const retryAt = new Date(now().getTime() + retryDelay(attempts, baseDelayMs, maxDelayMs));
    const settled = await whileLeased(worker, offerId, leaseUntil, {
      ...released,
      attempts,
      last_error: reason,
      next_attempt_at: retryAt.toISOString(),
      ...(giveUp ? { status: "failed" as const, done_at: now().toISOString() } : {}),
    });
    if (settled) log.error(`Ticket re-issue ${offerId}: attempt ${attempts} failed: ${reason}`);
  }
}

/**
 * Queues the re-issue of a handed-over offer's ticket for the buyer of its paid pair, in the
 * handover's transaction. Offers made before the order code was asked for have no ticket of the
 * shop on record: nothing is queued for them.
 */
async function enqueue(
  { now }: Reissuer,
  trx: Transaction<Database>,
  offerId: string,
  at: Date,
): Promise<void> {
  const found = await trx
    .selectFrom("resale_offers")
    .innerJoin("resale_matches", "resale_matches.offer_id", "resale_offers.id")
    .innerJoin("resale_requests", "resale_requests.id", "resale_matches.request_id")
    .select([
      "resale_offers.hub_id",
      "resale_offers.shop_event",
      "resale_offers.shop_position_id",
      "resale_requests.email",
      "resale_requests.locale",
    ])
    .where("resale_offers.id", "=", offerId)
    .where((eb) => eb("resale_matches.id", "in", paidPairs(eb)))
    .executeTakeFirst();
  if (!found || found.shop_event === null || found.shop_position_id === null) return;
  await trx
    .insertInto("resale_reissues")
    .values({
      offer_id: offerId,
      hub_id: found.hub_id,
      shop_event: found.shop_event,
      shop_position_id: found.shop_position_id,
      buyer_email: found.email,
      buyer_locale: found.locale,
      status: "waiting",
      secret_before: null,
      attempts: 0,
      last_error: null,
      lease_owner: null,
      lease_until: null,
      done_at: null,
      retried_by: null,
      retried_at: null,
      next_attempt_at: now().toISOString(),
      created_at: at.toISOString(),
    })
    .onConflict((oc) => oc.column("offer_id").doNothing())
    .execute();
}

/**
 * Starts a failed re-issue of the hub's offer again, from its first attempt, once the team has
 * fixed the cause; who did it and when stay on the row (and in the log). False when there is no
 * failed re-issue of that offer in the hub.
 */
async function retry(
  { db, now, log }: Reissuer,
  hubId: string,
  offerId: string,
  by: string,
): Promise<boolean> {
  const at = now().toISOString();
  const result = await db
    .updateTable("resale_reissues")
    .set({
      status: "waiting",
      attempts: 0,
      next_attempt_at: at,
      done_at: null,
      retried_by: by,
      retried_at: at,
    })
    .where("offer_id", "=", offerId)
    .where("hub_id", "=", hubId)
    .where("status", "=", "failed")
    .executeTakeFirst();
  const retried = Number(result.numUpdatedRows) === 1;
  if (retried) log.log(`Ticket re-issue ${offerId}: started again by ${by}`);
  return retried;
}

/** One round: every due re-issue, one after another (each is a handful of shop calls). */
async function runOnce(worker: Reissuer): Promise<void> {
  const { db, now } = worker;
  const nowIso = now().toISOString();
  const due = await db
    .selectFrom("resale_reissues")
    .select("offer_id")
    .where("status", "=", "waiting")
    .where("next_attempt_at", "<=", nowIso)
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", nowIso)]))
    .orderBy("next_attempt_at")
    .limit(20)
    .execute();
  for (const { offer_id } of due) await attempt(worker, offer_id);
}

/**
 * Re-issuing handed-over tickets for their buyers (docs/decisions/0039-resold-tickets-reissued.md).
 * The handover queues a row in its transaction; the job claims each due row with a lease
 * (compare-and-set on lease_until, as the outbox), so two instances on one PostgreSQL never work on
 * the same ticket at once, and a crashed instance's claim expires. The shop's new secret is made
 * only while the ticket still has the one it carried under the seller's address (its hash is noted
 * before the buyer's address goes on), so a repeated attempt never makes a second one. A shop that is slow or down is tried again with back-off; a
 * shop that refuses (unknown ticket) fails the row with its reason.
 */
export function resaleReissues(deps: ReissueDeps) {
  const worker: Reissuer = {
    db: deps.db,
    shop: deps.shop,
    now: deps.now ?? (() => new Date()),
    leaseMs: deps.leaseMs ?? defaultLeaseMs,
    baseDelayMs: deps.baseDelayMs ?? 30_000,
    maxDelayMs: deps.maxDelayMs ?? 3_600_000,
    maxAttempts: deps.maxAttempts ?? 30,
    log: deps.log ?? console,
    owner: randomBytes(8).toString("hex"),
  };
  return {
    enqueue: (trx: Transaction<Database>, offerId: string, at: Date) =>
      enqueue(worker, trx, offerId, at),
    retry: (hubId: string, offerId: string, by: string) => retry(worker, hubId, offerId, by),
    runOnce: () => runOnce(worker),
  };
}

export type ResaleReissues = ReturnType<typeof resaleReissues>;
