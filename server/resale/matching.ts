import { randomBytes } from "node:crypto";
import type { ExpressionBuilder, Transaction } from "kysely";
import type { AdminMatch, ResaleSettings } from "../../core/api/admin.ts";
import type { HubId } from "../../core/content/common.ts";
import { formatDateTime } from "../../core/format.ts";
import { isLocale, type Locale } from "../../core/locale.ts";
import { wallClockAt } from "../../core/time.ts";
import { isPostgres } from "../db/migrations/columns.ts";
import type { Database, Db } from "../db/schema.ts";
import type { MailQueue } from "../outbox/worker.ts";
import { refusedFor, succeeded, type Result } from "../result.ts";
import { offerMatchedMail, requestMatchedMail } from "./mails.ts";

/** The payment window of a city whose team has not set one. */
export const defaultPaymentWindowHours = 48;

const hourMs = 3_600_000;

export interface MatchingDeps {
  db: Db;
  /** Site name and time zone of a hub, for the mails. */
  site(hubId: HubId, locale: Locale): { name: string; timeZone: string };
  /** Queues the mails in the caller's transaction. */
  mail: MailQueue;
}

export type MatchChange = Result<"not-found" | "closed">;

/**
 * Pairing an offer: `closed` when the offer is not approved, paid out or already in a pair;
 * `no-request` when no request of its city is waiting (the offer stays waiting).
 */
export type MatchAttempt = Result<"closed" | "no-request">;

/** The team pairing a waiting offer again: as MatchAttempt, or an offer not of this city. */
export type Rematch = Result<"not-found" | "closed" | "no-request">;

/** The reference a requester gives with the payment: short, from the pair's random id. */
export const paymentReference = (matchId: string) => `RS-${matchId.slice(0, 8).toUpperCase()}`;

const localeOf = (stored: string): Locale => (isLocale(stored) ? stored : "de");

/**
 * An offer's open or paid pairs and those the team undid (a subquery of a query on
 * resale_offers): offers without any wait for the job's next request.
 */
function pairedOrUndone(eb: ExpressionBuilder<Database, "resale_offers">) {
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
function unpaidAndUntouched(eb: ExpressionBuilder<Database, "resale_matches">) {
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
 */
export function resaleMatching({ db, site, mail }: MatchingDeps) {
  const locking = isPostgres(db);

  async function settings(
    executor: Db | Transaction<Database>,
    hubId: HubId,
  ): Promise<ResaleSettings> {
    const row = await executor
      .selectFrom("resale_settings")
      .select(["payment_window_hours", "payment_instructions"])
      .where("hub_id", "=", hubId)
      .executeTakeFirst();
    return {
      paymentWindowHours: row?.payment_window_hours ?? defaultPaymentWindowHours,
      paymentInstructions: row?.payment_instructions ?? "",
    };
  }

  /**
   * The next request in line that this transaction may take, locked on PostgreSQL: confirmed,
   * not fulfilled or lapsed, with fewer pairs (open or paid) than tickets asked for, and not
   * notified by hand (a request the team notified outside matching has no pair).
   */
  function nextRequest(trx: Transaction<Database>, hubId: string, skip: readonly string[]) {
    let query = trx
      .selectFrom("resale_requests")
      .select(["id", "email", "locale", "amount"])
      .where("hub_id", "=", hubId)
      .where("confirmed_at", "is not", null)
      .where("fulfilled_at", "is", null)
      .where("lapsed_at", "is", null)
      .where((eb) => {
        const pairs = eb
          .selectFrom("resale_matches")
          .whereRef("resale_matches.request_id", "=", "resale_requests.id")
          .where("resale_matches.ended_at", "is", null);
        return eb.and([
          eb.or([eb("notified_at", "is", null), eb.exists(pairs.select("resale_matches.id"))]),
          eb(
            pairs.select((inner) => inner.fn.countAll().as("n")),
            "<",
            eb.ref("amount"),
          ),
        ]);
      })
      .orderBy("front_of_line", "desc")
      .orderBy("created_at")
      .orderBy("id")
      .limit(1);
    if (skip.length > 0) query = query.where("id", "not in", skip);
    return (locking ? query.forUpdate().skipLocked() : query).executeTakeFirst();
  }

  /**
   * How many pairs (open or paid) a request or an offer is in. Read in a statement of its own
   * after the row lock: on PostgreSQL it then sees what a transaction that held the lock before
   * committed (a locking SELECT's subqueries may not).
   */
  async function activePairs(
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
  async function undoneRequestsOf(trx: Transaction<Database>, offerId: string) {
    const rows = await trx
      .selectFrom("resale_matches")
      .select("request_id")
      .where("offer_id", "=", offerId)
      .where("end_reason", "=", "undone")
      .execute();
    return rows.map((row) => row.request_id);
  }

  /**
   * Pairs an offer with the next request in line, within the caller's transaction, and queues
   * both mails there. The offer must be approved, not yet paid out and in no pair (checked under
   * a row lock on PostgreSQL); it never goes to a request the team undid it from. A request for
   * several tickets takes one offer per ticket.
   */
  async function matchOffer(
    trx: Transaction<Database>,
    offerId: string,
    now: Date,
  ): Promise<MatchAttempt> {
    let offerQuery = trx
      .selectFrom("resale_offers")
      .select(["id", "hub_id", "ticket_id", "email", "locale"])
      .where("id", "=", offerId)
      .where("approved_at", "is not", null)
      .where("payed_offer_at", "is", null);
    if (locking) offerQuery = offerQuery.forUpdate();
    const offer = await offerQuery.executeTakeFirst();
    if (!offer || (await activePairs(trx, "offer_id", offer.id)) > 0) return refusedFor("closed");

    const at = now.toISOString();
    const tried = await undoneRequestsOf(trx, offer.id);
    for (;;) {
      const request = await nextRequest(trx, offer.hub_id, tried);
      if (!request) return refusedFor("no-request");
      tried.push(request.id);
      // Under the request's lock (or SQLite's single writer) the count is current; the UPDATE
      // still checks the request is open, so whoever changed it first wins.
      if ((await activePairs(trx, "request_id", request.id)) >= request.amount) continue;
      const taken = await trx
        .updateTable("resale_requests")
        .set((eb) => ({ notified_at: eb.fn.coalesce("notified_at", eb.val(at)), front_of_line: 0 }))
        .where("id", "=", request.id)
        .where("fulfilled_at", "is", null)
        .where("lapsed_at", "is", null)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) continue;

      const hubId = offer.hub_id as HubId;
      const { paymentWindowHours, paymentInstructions } = await settings(trx, hubId);
      const payBy = new Date(now.getTime() + paymentWindowHours * hourMs);
      const id = randomBytes(16).toString("hex");
      await trx
        .insertInto("resale_matches")
        .values({
          id,
          hub_id: hubId,
          offer_id: offer.id,
          request_id: request.id,
          matched_at: at,
          pay_by: payBy.toISOString(),
          paid_at: null,
          ended_at: null,
          end_reason: null,
        })
        .execute();

      const requesterLocale = localeOf(request.locale);
      const requesterSite = site(hubId, requesterLocale);
      await mail.enqueue(trx, {
        to: request.email,
        ...requestMatchedMail(requesterLocale, {
          site: requesterSite.name,
          payBy: formatDateTime(wallClockAt(payBy, requesterSite.timeZone), requesterLocale),
          reference: paymentReference(id),
          instructions: paymentInstructions,
        }),
      });
      const offererLocale = localeOf(offer.locale);
      await mail.enqueue(trx, {
        to: offer.email,
        ...offerMatchedMail(offererLocale, {
          ticketId: offer.ticket_id,
          site: site(hubId, offererLocale).name,
        }),
      });
      return succeeded;
    }
  }

  /**
   * Ends an open, unpaid pair of the hub (for undo or expiry) whose offer was not paid out and
   * whose request is not fulfilled; null if there is none by that id. One conditional UPDATE, so
   * a pair another instance marked paid meanwhile is never ended.
   */
  async function endMatch(
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
  async function exists(
    hubId: HubId,
    matchId: string,
    on: Db | Transaction<Database> = db,
  ): Promise<boolean> {
    const row = await on
      .selectFrom("resale_matches")
      .select("id")
      .where("id", "=", matchId)
      .where("hub_id", "=", hubId)
      .executeTakeFirst();
    return row !== undefined;
  }

  return {
    matchOffer,

    settings: (hubId: HubId) => settings(db, hubId),

    async saveSettings(hubId: HubId, value: ResaleSettings): Promise<void> {
      const row = {
        payment_window_hours: value.paymentWindowHours,
        payment_instructions: value.paymentInstructions,
      };
      await db
        .insertInto("resale_settings")
        .values({ hub_id: hubId, ...row })
        .onConflict((oc) => oc.column("hub_id").doUpdateSet(row))
        .execute();
    },

    /**
     * The job: pairs whose payment window ended by `now` end ('expired'), their request lapses and
     * the offer goes to the next request in line; then approved offers still waiting (approved
     * before any request was confirmed) get one. Offers whose pair the team undid wait for the
     * team. Each pair in its own transaction. Returns how many pairs expired.
     */
    async expireUnpaidMatches(now: Date): Promise<number> {
      const at = now.toISOString();
      const due = await db
        .selectFrom("resale_matches")
        .select("id")
        .where(unpaidAndUntouched)
        .where("pay_by", "<=", at)
        .orderBy("pay_by")
        .execute();
      let expired = 0;
      for (const { id } of due) {
        const done = await db.transaction().execute(async (trx) => {
          const ended = await endMatch(trx, id, "expired", now);
          if (!ended) return false;
          await trx
            .updateTable("resale_requests")
            .set({ lapsed_at: at })
            .where("id", "=", ended.request_id)
            .where("fulfilled_at", "is", null)
            .execute();
          await matchOffer(trx, ended.offer_id, now);
          return true;
        });
        if (done) expired += 1;
      }
      const waiting = await db
        .selectFrom("resale_offers")
        .select("id")
        .where("approved_at", "is not", null)
        .where("payed_offer_at", "is", null)
        .where((eb) => eb.not(eb.exists(pairedOrUndone(eb))))
        .orderBy("approved_at")
        .execute();
      for (const { id } of waiting) {
        await db.transaction().execute((trx) => matchOffer(trx, id, now));
      }
      if (expired > 0 || waiting.length > 0) mail.nudge();
      return expired;
    },

    /**
     * The team takes a pair back: the offer is approved and unpaired again (it waits for the
     * team's rematch), the request waits again, first in line.
     */
    async undo(hubId: HubId, matchId: string, now: Date): Promise<MatchChange> {
      const done = await db.transaction().execute(async (trx) => {
        if (!(await exists(hubId, matchId, trx))) return false;
        const ended = await endMatch(trx, matchId, "undone", now);
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
      if (done) return succeeded;
      return refusedFor((await exists(hubId, matchId)) ? "closed" : "not-found");
    },

    /**
     * The team pairs a waiting offer of the city (usually one whose pair it undid) with the next
     * request in line, never one the team undid it from; both are mailed as for a first match.
     */
    async rematch(hubId: HubId, offerId: string, now: Date): Promise<Rematch> {
      const result = await db.transaction().execute(async (trx): Promise<Rematch> => {
        const offer = await trx
          .selectFrom("resale_offers")
          .select("id")
          .where("id", "=", offerId)
          .where("hub_id", "=", hubId)
          .where("confirmed_at", "is not", null)
          .executeTakeFirst();
        return offer ? matchOffer(trx, offer.id, now) : refusedFor("not-found");
      });
      if (result.ok) mail.nudge();
      return result;
    },

    /**
     * The requester paid: the pair is final; the request is fulfilled when all its tickets are.
     */
    async markPaid(hubId: HubId, matchId: string, now: Date): Promise<MatchChange> {
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
      if (done) return succeeded;
      return refusedFor((await exists(hubId, matchId)) ? "closed" : "not-found");
    },

    /**
     * The hub's pairs, newest first: open ones with their deadline, then the history; an undone
     * pair whose offer still waits can be matched again (only the offer's newest).
     */
    async matches(hubId: HubId): Promise<AdminMatch[]> {
      const rows = await db
        .selectFrom("resale_matches as m")
        .innerJoin("resale_offers as o", "o.id", "m.offer_id")
        .innerJoin("resale_requests as r", "r.id", "m.request_id")
        .select([
          "m.id",
          "m.matched_at",
          "m.pay_by",
          "m.paid_at",
          "m.ended_at",
          "m.end_reason",
          "o.id as offer_id",
          "o.ticket_id",
          "o.name",
          "o.email as offer_email",
          "r.id as request_id",
          "r.email as request_email",
          "r.amount",
          (eb) =>
            eb
              .and([
                eb("o.approved_at", "is not", null),
                eb("o.payed_offer_at", "is", null),
                eb.not(
                  eb.exists(
                    eb
                      .selectFrom("resale_matches as active")
                      .select("active.id")
                      .whereRef("active.offer_id", "=", "o.id")
                      .where("active.ended_at", "is", null),
                  ),
                ),
              ])
              .as("offer_waiting"),
        ])
        .where("m.hub_id", "=", hubId)
        .orderBy("m.matched_at", "desc")
        .orderBy("m.id")
        .limit(200)
        .execute();
      // The team may match a waiting offer again from its newest undone pair.
      const offered = new Set<string>();
      return rows.map((row) => {
        const rematchable =
          row.end_reason === "undone" && Boolean(row.offer_waiting) && !offered.has(row.offer_id);
        if (rematchable) offered.add(row.offer_id);
        return {
          _id: row.id,
          reference: paymentReference(row.id),
          offer: {
            _id: row.offer_id,
            ticketId: row.ticket_id,
            name: row.name,
            email: row.offer_email,
          },
          request: { _id: row.request_id, email: row.request_email, amount: row.amount },
          matchedAt: row.matched_at,
          payBy: row.pay_by,
          paidAt: row.paid_at,
          endedAt: row.ended_at,
          endReason: row.end_reason,
          rematchable,
        };
      });
    },
  };
}

export type ResaleMatching = ReturnType<typeof resaleMatching>;
