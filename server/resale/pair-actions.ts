import type { HubId } from "../../core/content/common.ts";
import type { Db } from "../db/schema.ts";
import { refusedFor, succeeded, type Result } from "../result.ts";
import { matchOffer, type PairingDeps } from "./pairing.ts";
import { activePairs, endPair, pairExists } from "./pairs.ts";

// The team's actions on a pair of its city: undo, match again, note the payment.

export type MatchChange = Result<"not-found" | "closed">;

/** The team pairing a waiting offer again: as MatchAttempt, or an offer not of this city. */
export type Rematch = Result<"not-found" | "closed" | "no-request" | "no-payment">;

/** A change that did not happen: `closed` for a pair of this city, else `not-found`. */
async function unchanged(db: Db, hubId: HubId, matchId: string): Promise<MatchChange> {
  return refusedFor((await pairExists(db, hubId, matchId)) ? "closed" : "not-found");
}

/**
 * The team takes a pair back: the offer is approved and unpaired again (it waits for the team's
 * rematch), the request waits again, first in line.
 */
export async function undo(db: Db, hubId: HubId, matchId: string, now: Date): Promise<MatchChange> {
  const done = await db.transaction().execute(async (trx) => {
    if (!(await pairExists(trx, hubId, matchId))) return false;
    const ended = await endPair(trx, matchId, "undone", now);
    if (!ended) return false;
    // A request for several tickets with other pairs stays notified.
    const others = await activePairs(trx, "request_id", ended.request_id);
    await trx
      .updateTable("resale_requests")
      .set(others > 0 ? { front_of_line: 1 } : { notified_at: null, front_of_line: 1 })
      .where("id", "=", ended.request_id)
      .execute();
    return true;
  });
  return done ? succeeded : unchanged(db, hubId, matchId);
}

/**
 * The team pairs a waiting offer of the city (usually one whose pair it undid) with the next
 * request in line, never one the team undid it from; both are mailed as for a first match.
 */
export async function rematch(
  deps: PairingDeps & { db: Db },
  hubId: HubId,
  offerId: string,
  now: Date,
): Promise<Rematch> {
  const result = await deps.db.transaction().execute(async (trx): Promise<Rematch> => {
    const offer = await trx
      .selectFrom("resale_offers")
      .select("id")
      .where("id", "=", offerId)
      .where("hub_id", "=", hubId)
      .where("confirmed_at", "is not", null)
      .executeTakeFirst();
    return offer ? matchOffer(deps, trx, offer.id, now) : refusedFor("not-found");
  });
  if (result.ok) deps.mail.nudge();
  return result;
}

/** The requester paid: the pair is final; the request is fulfilled when all its tickets are. */
export async function markPaid(
  db: Db,
  hubId: HubId,
  matchId: string,
  now: Date,
): Promise<MatchChange> {
  const at = now.toISOString();
  const done = await db.transaction().execute(async (trx) => {
    const paid = await trx
      .updateTable("resale_matches")
      .set({ paid_at: at })
      .where("id", "=", matchId)
      .where("hub_id", "=", hubId)
      .where("ended_at", "is", null)
      .where("paid_at", "is", null)
      .returning("request_id")
      .executeTakeFirst();
    if (!paid) return false;
    // Fulfilled once every ticket asked for is paid.
    await trx
      .updateTable("resale_requests")
      .set({ fulfilled_at: at })
      .where("id", "=", paid.request_id)
      .where("fulfilled_at", "is", null)
      .where((eb) =>
        eb(
          eb
            .selectFrom("resale_matches")
            .select((inner) => inner.fn.countAll().as("n"))
            .where("request_id", "=", paid.request_id)
            .where("ended_at", "is", null)
            .where("paid_at", "is not", null),
          ">=",
          eb.ref("amount"),
        ),
      )
      .execute();
    return true;
  });
  return done ? succeeded : unchanged(db, hubId, matchId);
}
