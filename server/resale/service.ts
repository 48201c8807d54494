import { refusedFor, succeeded, type Result } from "../result.ts";
import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { ResaleRequestBody } from "../../core/api/resale.ts";
import type { HubId } from "../../core/content/common.ts";
import type { ContentStore } from "../../core/content/store.ts";
import type { Locale } from "../../core/locale.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { Database, Db } from "../db/schema.ts";
import { hubSiteUrl, pageLink } from "../mail/links.ts";
import type { OutgoingMail } from "../mail/outbox.ts";
import { enqueueRequestedMail } from "../mail/requested-mail.ts";
import type { MailQueue } from "../mail/worker.ts";
import { resaleOfferConfirmMail, resaleRequestConfirmMail } from "../mail/templates/resale.ts";
import { maskIban, type IbanCipher } from "./iban-cipher.ts";

/** Unconfirmed offers and requests expire (and are deleted) after this long. */
export const confirmWindowMs = 7 * 86_400_000;

/** A confirm link that does not (or no longer) confirm: no such entry, or its window passed. */
export type ConfirmResult = Result<"unknown" | "expired">;

export interface ResaleDeps {
  db: Db;
  clock: Clock;
  config: Config;
  content: ContentStore;
  ibanCipher: IbanCipher;
  mail: MailQueue;
}

/**
 * Ticket resale: visitors offer tickets or ask for them; each entry needs its e-mail address
 * confirmed before the team sees it (team screens list only rows with confirmed_at).
 */
export function resaleService({ db, clock, config, content, ibanCipher, mail }: ResaleDeps) {
  const site = (hubId: HubId, locale: Locale) => content[hubId].hub.signTitle[locale];
  const newId = () => randomBytes(16).toString("hex");
  const confirmLink = (hubId: HubId, path: string, id: string) =>
    pageLink(hubSiteUrl(config, hubId), path, { id });

  /** The new entry and its confirmation mail commit together; then the worker sends at once. */
  async function storeWithMail(
    insert: (trx: Transaction<Database>) => Promise<unknown>,
    confirmation: OutgoingMail,
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await insert(trx);
      await enqueueRequestedMail(mail, trx, confirmation, { clock, config });
    });
    mail.nudge();
  }

  async function confirm(
    table: "resale_offers" | "resale_requests",
    id: string,
  ): Promise<ConfirmResult> {
    const now = clock.now();
    const row = await db
      .selectFrom(table)
      .select(["created_at", "confirmed_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return refusedFor("unknown");
    if (row.confirmed_at !== null) return succeeded;
    if (now.getTime() - Date.parse(row.created_at) > confirmWindowMs) return refusedFor("expired");
    await db
      .updateTable(table)
      .set({ confirmed_at: now.toISOString() })
      .where("id", "=", id)
      .where("confirmed_at", "is", null)
      .execute();
    return succeeded;
  }

  return {
    /** `iban` in electronic format (validated by core's ibanSchema); stored encrypted only. */
    async createOffer(offer: {
      ticketId: string;
      name: string;
      email: string;
      iban: string;
      hubId: HubId;
      locale: Locale;
    }): Promise<string> {
      const id = newId();
      const email = offer.email.trim().toLowerCase();
      const row = {
        id,
        hub_id: offer.hubId,
        ticket_id: offer.ticketId,
        name: offer.name,
        email,
        iban_encrypted: ibanCipher.encrypt(offer.iban),
        iban_masked: maskIban(offer.iban),
        locale: offer.locale,
        created_at: clock.now().toISOString(),
      };
      await storeWithMail((trx) => trx.insertInto("resale_offers").values(row).execute(), {
        to: email,
        ...resaleOfferConfirmMail(offer.locale, {
          ticketId: offer.ticketId,
          site: site(offer.hubId, offer.locale),
          confirmUrl: confirmLink(offer.hubId, "/ticket/confirm-offer", id),
        }),
      });
      return id;
    },

    async createRequest(
      request: ResaleRequestBody & { hubId: HubId; locale: Locale },
    ): Promise<string> {
      const id = newId();
      const email = request.email.trim().toLowerCase();
      const row = {
        id,
        hub_id: request.hubId,
        amount: request.amount,
        email,
        locale: request.locale,
        created_at: clock.now().toISOString(),
      };
      await storeWithMail((trx) => trx.insertInto("resale_requests").values(row).execute(), {
        to: email,
        ...resaleRequestConfirmMail(request.locale, {
          amount: request.amount,
          site: site(request.hubId, request.locale),
          confirmUrl: confirmLink(request.hubId, "/ticket/confirm-request", id),
        }),
      });
      return id;
    },

    /** For the team's payout: the whole IBAN of an offer (never logged, never mailed). */
    readIban: (encrypted: string) => ibanCipher.decrypt(encrypted),

    confirmOffer: (id: string) => confirm("resale_offers", id),
    confirmRequest: (id: string) => confirm("resale_requests", id),

    /** Deletes offers and requests that were never confirmed (they hold an IBAN or an address). */
    async purgeUnconfirmed(): Promise<number> {
      const cutoff = new Date(clock.now().getTime() - confirmWindowMs).toISOString();
      let deleted = 0;
      for (const table of ["resale_offers", "resale_requests"] as const) {
        const result = await db
          .deleteFrom(table)
          .where("confirmed_at", "is", null)
          .where("created_at", "<", cutoff)
          .executeTakeFirst();
        deleted += Number(result.numDeletedRows);
      }
      return deleted;
    },
  };
}

export type ResaleService = ReturnType<typeof resaleService>;
