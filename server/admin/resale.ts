import { isValidIBAN } from "ibantools";
import type { HubId } from "../../core/content/common.ts";
import type { AdminOffer, AdminRequest, OfferStep, RequestStep } from "../../core/api/admin.ts";
import { isLocale } from "../../core/locale.ts";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/schema.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { requestNotifiedMail } from "./request-notified-mail.ts";

/** Column of each step and the step it needs first (spec section 4: in this order). */
const offerColumns = {
  approved: { column: "approved_at", after: null },
  payedOffer: { column: "payed_offer_at", after: "approved_at" },
  payedReceiver: { column: "payed_receiver_at", after: "payed_offer_at" },
} as const;

const requestColumns = {
  notified: { column: "notified_at", after: null },
  fulfilled: { column: "fulfilled_at", after: "notified_at" },
} as const;

export type StepResult = "done" | "not-found" | "out-of-order" | "invalid-iban";

export interface ResaleAdminDeps {
  db: Db;
  clock: Clock;
  /** Decrypts a stored IBAN (the team needs it to pay the seller). */
  readIban(encrypted: string): string;
  /** Site name and ticket page of a hub, for the 'notified' mail. */
  site(hubId: HubId, locale: "de" | "en"): { name: string; ticketPageUrl: string };
  /** Tells the mail worker to look at the outbox now. */
  nudgeMail?: () => void;
}

function readable(iban: string): string {
  return iban.replace(/(.{4})/g, "$1 ").trim();
}

/**
 * The team's side of the ticket exchange. Only confirmed offers and requests exist for the team;
 * each step is one conditional UPDATE (previous step done, this one not), so two team members
 * clicking at once cannot skip or repeat a step.
 */
export function resaleAdmin({ db, clock, readIban, site, nudgeMail }: ResaleAdminDeps) {
  const decrypt = (encrypted: string) => {
    try {
      return readIban(encrypted);
    } catch {
      return "";
    }
  };

  return {
    async offers(hubId: HubId): Promise<AdminOffer[]> {
      const rows = await db
        .selectFrom("resale_offers")
        .selectAll()
        .where("hub_id", "=", hubId)
        .where("confirmed_at", "is not", null)
        .orderBy("created_at")
        .execute();
      return rows.map((row) => ({
        _id: row.id,
        ticket: { ticketId: row.ticket_id },
        name: row.name,
        email: row.email,
        iban: readable(decrypt(row.iban_encrypted)) || row.iban_masked,
        approved: row.approved_at !== null,
        payedOffer: row.payed_offer_at !== null,
        payedReceiver: row.payed_receiver_at !== null,
        createdAt: row.created_at,
      }));
    },

    async requests(hubId: HubId): Promise<AdminRequest[]> {
      const rows = await db
        .selectFrom("resale_requests")
        .selectAll()
        .where("hub_id", "=", hubId)
        .where("confirmed_at", "is not", null)
        .orderBy("created_at")
        .execute();
      return rows.map((row) => ({
        _id: row.id,
        amount: row.amount,
        email: row.email,
        notified: row.notified_at !== null,
        fulfilled: row.fulfilled_at !== null,
        createdAt: row.created_at,
      }));
    },

    async advanceOffer(hubId: HubId, id: string, step: OfferStep): Promise<StepResult> {
      const offer = await db
        .selectFrom("resale_offers")
        .selectAll()
        .where("id", "=", id)
        .where("hub_id", "=", hubId)
        .where("confirmed_at", "is not", null)
        .executeTakeFirst();
      if (!offer) return "not-found";
      // Approving means the payout account is valid: check the stored IBAN again.
      if (step === "approved" && !isValidIBAN(decrypt(offer.iban_encrypted))) {
        return "invalid-iban";
      }
      const { column, after } = offerColumns[step];
      let update = db
        .updateTable("resale_offers")
        .set({ [column]: clock.now().toISOString() })
        .where("id", "=", id)
        .where(column, "is", null);
      if (after) update = update.where(after, "is not", null);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? "done" : "out-of-order";
    },

    async advanceRequest(hubId: HubId, id: string, step: RequestStep): Promise<StepResult> {
      const result = await db.transaction().execute(async (trx): Promise<StepResult> => {
        const request = await trx
          .selectFrom("resale_requests")
          .selectAll()
          .where("id", "=", id)
          .where("hub_id", "=", hubId)
          .where("confirmed_at", "is not", null)
          .executeTakeFirst();
        if (!request) return "not-found";
        const { column, after } = requestColumns[step];
        let update = trx
          .updateTable("resale_requests")
          .set({ [column]: clock.now().toISOString() })
          .where("id", "=", id)
          .where(column, "is", null);
        if (after) update = update.where(after, "is not", null);
        const result = await update.executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return "out-of-order";
        if (step === "notified") {
          // Same transaction as the state: the person is told exactly once, even after a crash.
          const locale = isLocale(request.locale) ? request.locale : "de";
          const { name, ticketPageUrl } = site(hubId, locale);
          const mail = requestNotifiedMail(locale, {
            amount: request.amount,
            site: name,
            ticketPageUrl,
          });
          await enqueueMail(trx, { to: request.email, ...mail });
        }
        return "done";
      });
      if (result === "done" && step === "notified") nudgeMail?.();
      return result;
    },
  };
}

export type ResaleAdmin = ReturnType<typeof resaleAdmin>;
