import type { ExpressionBuilder, Transaction } from "kysely";
import type { HubId } from "../../core/content/common.ts";
import type { Database, Db } from "../db/schema.ts";

// A pair of an approved offer and a waiting request: its reference and the queries the matching
// parts share.

/** The reference a requester gives with the payment: short, from the pair's random id. */
export const paymentReference = (matchId: string) => `RS-${matchId.slice(0, 8).toUpperCase()}`;

/**
 * An offer's open or paid pairs and those the team undid (a subquery of a query on
 * resale_offers): offers without any wait for the job's next request.
 */
export function pairedOrUndone(eb: ExpressionBuilder<Database, "resale_offers">) {
  return eb
    .selectFrom("resale_matches")
    .select("resale_matches.id")
    .whereRef("resale_matches.offer_id", "=", "resale_offers.id")
    .where((inner) =>
      inner.or([inner("ended_at", "is", null), inner("end_reason", "=", "undone")]),
    );
}

/**
 * A pair that may still end (expire or be undone): open, its payment not noted, and nothing of it
 * progressed on either side (the offer not paid out or handed over, the request not fulfilled).
 */
export function unpaidAndUntouched(eb: ExpressionBuilder<Database, "resale_matches">) {
  return eb.and([
    eb("resale_matches.ended_at", "is", null),
    eb("resale_matches.paid_at", "is", null),
    eb.not(
      eb.exists(
        eb
          .selectFrom("resale_offers")
          .select("resale_offers.id")
          .whereRef("resale_offers.id", "=", "resale_matches.offer_id")
          .where("resale_offers.payed_offer_at", "is not", null),
      ),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom("resale_requests")
          .select("resale_requests.id")
          .whereRef("resale_requests.id", "=", "resale_matches.request_id")
          .where("resale_requests.fulfilled_at", "is not", null),
      ),
    ),
  ]);
}

/**
 * How many pairs (open or paid) a request or an offer is in. Read in a statement of its own
 * after the row lock: on PostgreSQL it then sees what a transaction that held the lock before
 * committed (a locking SELECT's subqueries may not).
 */
export async function activePairs(
  trx: Transaction<Database>,
  side: "offer_id" | "request_id",
  id: string,
): Promise<number> {
  const row = await trx
    .selectFrom("resale_matches")
    .select((eb) => eb.fn.countAll().as("n"))
    .where(side, "=", id)
    .where("ended_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The requests the team took this offer away from (undo): it never goes to them again. */
export async function undoneRequestsOf(trx: Transaction<Database>, offerId: string) {
  const rows = await trx
    .selectFrom("resale_matches")
    .select("request_id")
    .where("offer_id", "=", offerId)
    .where("end_reason", "=", "undone")
    .execute();
  return rows.map((row) => row.request_id);
}

/**
 * Ends an open, unpaid pair (for undo or expiry) whose offer was not paid out and whose request
 * is not fulfilled; null if there is none by that id. One conditional UPDATE, so a pair another
 * instance marked paid meanwhile is never ended.
 */
export async function endPair(
  trx: Transaction<Database>,
  matchId: string,
  reason: "expired" | "undone",
  now: Date,
) {
  const ended = await trx
    .updateTable("resale_matches")
    .set({ ended_at: now.toISOString(), end_reason: reason })
    .where("id", "=", matchId)
    .where(unpaidAndUntouched)
    .returning(["offer_id", "request_id"])
    .executeTakeFirst();
  return ended ?? null;
}

/**
 * Whether a pair of this hub exists at all (to tell 'unknown' from 'already closed', and so that
 * no team changes another city's pair).
 */
export async function pairExists(
  on: Db | Transaction<Database>,
  hubId: HubId,
  matchId: string,
): Promise<boolean> {
  const row = await on
    .selectFrom("resale_matches")
    .select("id")
    .where("id", "=", matchId)
    .where("hub_id", "=", hubId)
    .executeTakeFirst();
  return row !== undefined;
}
