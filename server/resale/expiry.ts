import type { Db } from "../db/schema.ts";
import { matchOffer, type PairingDeps } from "./pairing.ts";
import { endPair, pairedOrUndone, unpaidAndUntouched } from "./pairs.ts";

/**
 * The job: pairs whose payment window ended by `now` end ('expired'), their request lapses and
 * the offer goes to the next request in line; then approved offers still waiting (approved
 * before any request was confirmed) get one. Offers whose pair the team undid wait for the
 * team. Each pair in its own transaction. Returns how many pairs expired.
 */
export async function expireUnpaidMatches(
  deps: PairingDeps & { db: Db },
  now: Date,
): Promise<number> {
  const expired = await expireDuePairs(deps, now);
  const paired = await pairWaitingOffers(deps, now);
  if (expired > 0 || paired > 0) deps.mail.nudge();
  return expired;
}

/** Ends the pairs past their deadline, each with its request, and passes their offers on. */
async function expireDuePairs(deps: PairingDeps & { db: Db }, now: Date): Promise<number> {
  const at = now.toISOString();
  const due = await deps.db
    .selectFrom("resale_matches")
    .select("id")
    .where(unpaidAndUntouched)
    .where("pay_by", "<=", at)
    .orderBy("pay_by")
    .execute();
  let expired = 0;
  for (const { id } of due) {
    const done = await deps.db.transaction().execute(async (trx) => {
      const ended = await endPair(trx, id, "expired", now);
      if (!ended) return false;
      await trx
        .updateTable("resale_requests")
        .set({ lapsed_at: at })
        .where("id", "=", ended.request_id)
        .where("fulfilled_at", "is", null)
        .execute();
      await matchOffer(deps, trx, ended.offer_id, now);
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}

/** Tries to pair every approved offer never paired; returns how many it tried. */
async function pairWaitingOffers(deps: PairingDeps & { db: Db }, now: Date): Promise<number> {
  const waiting = await deps.db
    .selectFrom("resale_offers")
    .select("id")
    .where("approved_at", "is not", null)
    .where("payed_offer_at", "is", null)
    .where((eb) => eb.not(eb.exists(pairedOrUndone(eb))))
    .orderBy("approved_at")
    .execute();
  for (const { id } of waiting) {
    await deps.db.transaction().execute((trx) => matchOffer(deps, trx, id, now));
  }
  return waiting.length;
}
