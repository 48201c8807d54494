import type { ExpressionBuilder, Transaction } from "kysely";
import type { ResaleSettings } from "../../core/api/admin.ts";
import type { HubId } from "../../core/content/common.ts";
import type { Locale } from "../../core/locale.ts";
import { isPostgres } from "../db/migrations/columns.ts";
import type { Database, Db } from "../db/schema.ts";
import { expireUnpaidMatches } from "./expiry.ts";
import { markPaid, rematch, undo } from "./pair-actions.ts";
import { listPairs } from "./pair-list.ts";
import { matchOffer, previewRequestMail, type PairingDeps } from "./pairing.ts";
import { readSettings, saveSettings } from "./settings.ts";

export interface MatchingDeps extends Omit<PairingDeps, "locking"> {
  db: Db;
}

/** An offer's open pair whose payment the team noted (a subquery of a query on resale_offers). */
export function paidPairs(eb: ExpressionBuilder<Database, "resale_offers">) {
  return eb
    .selectFrom("resale_matches")
    .select("resale_matches.id")
    .whereRef("resale_matches.offer_id", "=", "resale_offers.id")
    .where("resale_matches.ended_at", "is", null)
    .where("resale_matches.paid_at", "is not", null);
}

/** A request's open pairs still waiting for its payment (a subquery on resale_requests). */
export function pairsAwaitingPayment(eb: ExpressionBuilder<Database, "resale_requests">) {
  return eb
    .selectFrom("resale_matches")
    .select("resale_matches.id")
    .whereRef("resale_matches.request_id", "=", "resale_requests.id")
    .where("resale_matches.ended_at", "is", null)
    .where("resale_matches.paid_at", "is", null);
}

/**
 * Resale matching (docs/decisions/0020-resale-matching.md): an approved offer goes to the oldest
 * confirmed request of its city still waiting (requests whose pair the team undid come first; a
 * request for several tickets takes one offer per ticket). Each pairing is one transaction that
 * also queues both mails. On PostgreSQL the request is taken with SELECT … FOR UPDATE SKIP
 * LOCKED, so parallel approvals take different requests; on SQLite transactions run one after
 * another. Every change of state is a conditional UPDATE that checks the rows it changed, pairs
 * are counted after the row lock, and a partial unique index refuses a second open pair per offer.
 * Its parts: pairing.ts (an offer with the next request), expiry.ts (the job), pair-actions.ts
 * (the team's undo, rematch and payment), pair-list.ts, settings.ts.
 */
export function resaleMatching({ db, site, mail, payment, resalePackages }: MatchingDeps) {
  const deps = { db, site, mail, payment, resalePackages, locking: isPostgres(db) };
  return {
    matchOffer: (trx: Transaction<Database>, offerId: string, now: Date) =>
      matchOffer(deps, trx, offerId, now),
    settings: (hubId: HubId) => readSettings(db, hubId),
    mailPreview: async (hubId: HubId, locale: Locale, now: Date) =>
      previewRequestMail(deps, hubId, locale, await readSettings(db, hubId), now),
    saveSettings: (hubId: HubId, value: ResaleSettings) => saveSettings(db, hubId, value),
    expireUnpaidMatches: (now: Date) => expireUnpaidMatches(deps, now),
    undo: (hubId: HubId, matchId: string, now: Date) => undo(db, hubId, matchId, now),
    rematch: (hubId: HubId, offerId: string, now: Date) => rematch(deps, hubId, offerId, now),
    markPaid: (hubId: HubId, matchId: string, now: Date) => markPaid(db, hubId, matchId, now),
    matches: (hubId: HubId) => listPairs(db, hubId),
  };
}

export type ResaleMatching = ReturnType<typeof resaleMatching>;
