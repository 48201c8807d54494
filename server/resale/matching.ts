import { randomBytes } from "node:crypto";
import type { ExpressionBuilder, Transaction } from "kysely";
import type { AdminMatch, ResaleSettings } from "../../core/api/admin.ts";
import type { HubId } from "../../core/content/common.ts";
import { formatDateTime } from "../../core/format.ts";
import { isLocale, type Locale } from "../../core/locale.ts";
import { wallClockAt } from "../../core/time.ts";
import { isPostgres } from "../db/migrations/columns.ts";
import type { Database, Db } from "../db/schema.ts";
import type { MailQueue } from "../mail/worker.ts";
import { refusedFor, succeeded, type Result } from "../result.ts";
import { offerMatchedMail, requestMatchedMail } from "../mail/templates/resale.ts";

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

/** The reference a requester gives with the payment: short, from the pair's random id. */
export const paymentReference = (matchId: string) => `RS-${matchId.slice(0, 8).toUpperCase()}`;

const localeOf = (stored: string): Locale => (isLocale(stored) ? stored : "de");

/**
 * An offer's open pair (a subquery of a query on resale_offers); with `undone`, also pairs the
 * team undid.
 */
function pairsOf(eb: ExpressionBuilder<Database, "resale_offers">, undone: boolean) {
  return eb
    .selectFrom("resale_matches")
    .select("resale_matches.id")
    .whereRef("resale_matches.offer_id", "=", "resale_offers.id")
    .where((inner) =>
      undone
        ? inner.or([inner("ended_at", "is", null), inner("end_reason", "=", "undone")])
        : inner("ended_at", "is", null),
    );
}

/**
 * Resale matching (docs/decisions/0020-resale-matching.md): an approved offer goes to the oldest
 * confirmed request of its city still waiting (requests whose pair the team undid come first).
 * Each pairing is one transaction that also queues both mails. On PostgreSQL the request is taken
 * with SELECT … FOR UPDATE SKIP LOCKED, so parallel approvals take different requests; on SQLite
 * transactions run one after another. Every change of state is a conditional UPDATE that checks
 * the rows it changed, and partial unique indexes refuse a second open pair per offer or request.
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

  /** The next request in line that this transaction may take, locked on PostgreSQL. */
  function nextRequest(trx: Transaction<Database>, hubId: string, skip: readonly string[]) {
    let query = trx
      .selectFrom("resale_requests")
      .select(["id", "email", "locale"])
      .where("hub_id", "=", hubId)
      .where("confirmed_at", "is not", null)
      .where("notified_at", "is", null)
      .where("fulfilled_at", "is", null)
      .where("lapsed_at", "is", null)
      .orderBy("front_of_line", "desc")
      .orderBy("created_at")
      .orderBy("id")
      .limit(1);
    if (skip.length > 0) query = query.where("id", "not in", skip);
    return (locking ? query.forUpdate().skipLocked() : query).executeTakeFirst();
  }

  /**
   * Pairs an offer with the next request in line, within the caller's transaction, and queues
   * both mails there. The offer must be approved, not yet paid out and in no open pair (checked
   * under a row lock on PostgreSQL). False when it stays waiting (no request, or not matchable).
   */
  async function matchOffer(
    trx: Transaction<Database>,
    offerId: string,
    now: Date,
  ): Promise<boolean> {
    let offerQuery = trx
      .selectFrom("resale_offers")
      .select(["id", "hub_id", "ticket_id", "email", "locale"])
      .where("id", "=", offerId)
      .where("approved_at", "is not", null)
      .where("payed_offer_at", "is", null)
      .where((eb) => eb.not(eb.exists(pairsOf(eb, false))));
    if (locking) offerQuery = offerQuery.forUpdate();
    const offer = await offerQuery.executeTakeFirst();
    if (!offer) return false;

    const at = now.toISOString();
    const tried: string[] = [];
    for (;;) {
      const request = await nextRequest(trx, offer.hub_id, tried);
      if (!request) return false;
      tried.push(request.id);
      // Taken only if still waiting: whoever changed it first wins, the other tries the next one.
      const taken = await trx
        .updateTable("resale_requests")
        .set({ notified_at: at, front_of_line: 0 })
        .where("id", "=", request.id)
        .where("notified_at", "is", null)
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
      return true;
    }
  }

  /**
   * Ends an open, unpaid pair of the hub (for undo or expiry); false if there is none by that id.
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
      .where("ended_at", "is", null)
      .where("paid_at", "is", null)
      .returning(["offer_id", "request_id"])
      .executeTakeFirst();
    return ended ?? null;
  }

  /** Whether a pair of this hub exists at all (to tell 'unknown' from 'already closed'). */
  async function exists(hubId: HubId, matchId: string): Promise<boolean> {
    const row = await db
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
        .where("ended_at", "is", null)
        .where("paid_at", "is", null)
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
        .where((eb) => eb.not(eb.exists(pairsOf(eb, true))))
        .orderBy("approved_at")
        .execute();
      for (const { id } of waiting) {
        await db.transaction().execute((trx) => matchOffer(trx, id, now));
      }
      if (expired > 0 || waiting.length > 0) mail.nudge();
      return expired;
    },

    /**
     * The team takes a pair back: the offer is approved and unpaired again, the request waits
     * again, first in line.
     */
    async undo(hubId: HubId, matchId: string, now: Date): Promise<MatchChange> {
      const done = await db.transaction().execute(async (trx) => {
        const owned = await trx
          .selectFrom("resale_matches")
          .select("id")
          .where("id", "=", matchId)
          .where("hub_id", "=", hubId)
          .executeTakeFirst();
        if (!owned) return false;
        const ended = await endMatch(trx, matchId, "undone", now);
        if (!ended) return false;
        await trx
          .updateTable("resale_requests")
          .set({ notified_at: null, front_of_line: 1 })
          .where("id", "=", ended.request_id)
          .execute();
        return true;
      });
      if (done) return succeeded;
      return refusedFor((await exists(hubId, matchId)) ? "closed" : "not-found");
    },

    /** The requester paid: the pair is final and the request fulfilled. */
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
        await trx
          .updateTable("resale_requests")
          .set({ fulfilled_at: at })
          .where("id", "=", paid.request_id)
          .where("fulfilled_at", "is", null)
          .execute();
        return true;
      });
      if (done) return succeeded;
      return refusedFor((await exists(hubId, matchId)) ? "closed" : "not-found");
    },

    /** The hub's pairs, newest first: open ones with their deadline, then the history. */
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
        ])
        .where("m.hub_id", "=", hubId)
        .orderBy("m.matched_at", "desc")
        .orderBy("m.id")
        .limit(200)
        .execute();
      return rows.map((row) => ({
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
      }));
    },
  };
}

export type ResaleMatching = ReturnType<typeof resaleMatching>;
