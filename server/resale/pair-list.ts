import type { AdminMatch } from "../../core/api/admin.ts";
import type { HubId } from "../../core/content/common.ts";
import type { Db } from "../db/schema.ts";
import { paymentReference } from "./pairs.ts";

/**
 * The hub's pairs, newest first: open ones with their deadline, then the history; an undone
 * pair whose offer still waits can be matched again (only the offer's newest).
 */
export async function listPairs(db: Db, hubId: HubId): Promise<AdminMatch[]> {
  const rows = await pairRows(db, hubId);
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
        packageId: row.package_id,
      },
      request: { _id: row.request_id, email: row.request_email, amount: row.amount },
      matchedAt: row.matched_at,
      payBy: row.pay_by,
      paidAt: row.paid_at,
      endedAt: row.ended_at,
      endReason: row.end_reason,
      rematchable,
      reissue: row.reissue_status && {
        status: row.reissue_status,
        attempts: row.reissue_attempts ?? 0,
        nextAttemptAt: row.reissue_status === "waiting" ? row.reissue_next_attempt_at : null,
        lastError: row.reissue_last_error,
        doneAt: row.reissue_done_at,
        retried:
          row.reissue_retried_by && row.reissue_retried_at
            ? { by: row.reissue_retried_by, at: row.reissue_retried_at }
            : null,
      },
    };
  });
}

/** The hub's 200 newest pairs with both sides, and whether the offer waits for a new pair. */
function pairRows(db: Db, hubId: HubId) {
  return (
    db
      .selectFrom("resale_matches as m")
      .innerJoin("resale_offers as o", "o.id", "m.offer_id")
      .innerJoin("resale_requests as r", "r.id", "m.request_id")
      // The re-issue belongs to the offer's paid pair, the one that handed the ticket over.
      .leftJoin("resale_reissues as ri", (join) =>
        join
          .onRef("ri.offer_id", "=", "m.offer_id")
          .on("m.paid_at", "is not", null)
          .on("m.ended_at", "is", null),
      )
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
        "o.package_id",
        "r.id as request_id",
        "r.email as request_email",
        "r.amount",
        "ri.status as reissue_status",
        "ri.attempts as reissue_attempts",
        "ri.next_attempt_at as reissue_next_attempt_at",
        "ri.last_error as reissue_last_error",
        "ri.done_at as reissue_done_at",
        "ri.retried_by as reissue_retried_by",
        "ri.retried_at as reissue_retried_at",
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
      .execute()
  );
}
