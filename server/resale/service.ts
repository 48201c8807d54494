import { refusedFor, succeeded, type Refused, type Result } from "../result.ts";
import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { ResaleOfferBody, ResaleRequestBody } from "../../core/api/resale.ts";
import { packageDays, packageTicket, resalePackage } from "../../core/resale-packages.ts";
import type { HubId } from "../../core/content/common.ts";
import type { ContentStore } from "../../core/content/store.ts";
import type { Locale } from "../../core/locale.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { Database, Db } from "../db/schema.ts";
import { hubSiteUrl, pageLink } from "../outbox/links.ts";
import type { OutgoingMail } from "../outbox/outbox.ts";
import { requestedMailTransaction, type WithinMailBudget } from "../outbox/requested-mail.ts";
import type { MailQueue } from "../outbox/worker.ts";
import { resaleOfferConfirmMail, resaleRequestConfirmMail } from "./mails.ts";
import { maskIban, type IbanCipher } from "./iban-cipher.ts";

/** A ticket as the shop prints it: the order code, and its position in an order of several. */
export const ticketLabel = (orderCode: string, position?: number | null) =>
  position ? `${orderCode}-${position}` : orderCode;

/** Unconfirmed offers and requests expire (and are deleted) after this long. */
export const confirmWindowMs = 7 * 86_400_000;

/** A confirm link that does not (or no longer) confirm: no such entry, or its window passed. */
export type ConfirmResult = Result<"unknown" | "expired">;

/** The columns offers and requests share. */
interface EntryColumns {
  id: string;
  hub_id: HubId;
  email: string;
  locale: Locale;
  created_at: string;
}

export interface ResaleDeps {
  db: Db;
  clock: Clock;
  config: Config;
  content: ContentStore;
  ibanCipher: IbanCipher;
  mail: MailQueue;
}

/**
 * An offer from the form: always with an order code; without one (offers made before the code
 * was asked for), the ticket is not looked up or re-issued at the shop.
 */
type OfferInput = Omit<ResaleOfferBody, "orderCode"> & {
  orderCode?: string;
  hubId: HubId;
  locale: Locale;
};

const site = ({ content }: ResaleDeps, hubId: HubId, locale: Locale) =>
  content[hubId].hub.signTitle[locale];

/**
 * A new offer or request: `store` inserts the row from its common columns, together with the
 * confirmation mail (one commit); then the delivery job is nudged. Answers the new id, or
 * `too-many-mails` (nothing stored) when the inbox has had its mails for the hour.
 */
async function create(
  { db, clock, config, mail }: ResaleDeps,
  entry: { email: string; hubId: HubId; locale: Locale },
  store: (trx: Transaction<Database>, row: EntryColumns) => Promise<unknown>,
  confirmation: (confirmUrlFor: (path: string) => string) => Omit<OutgoingMail, "to">,
): Promise<WithinMailBudget<{ id: string }>> {
  const id = randomBytes(16).toString("hex");
  const email = entry.email.trim().toLowerCase();
  const row = {
    id,
    hub_id: entry.hubId,
    email,
    locale: entry.locale,
    created_at: clock.now().toISOString(),
  };
  const mailed = {
    to: email,
    ...confirmation((path) => pageLink(hubSiteUrl(config, entry.hubId), path, { id })),
  };
  const created = await requestedMailTransaction(
    { db, outbox: mail, clock, config },
    async (trx, requestMail) => {
      await store(trx, row);
      await requestMail(mailed);
      return { ok: true as const, id };
    },
  );
  if (created.ok) mail.nudge();
  return created;
}

async function confirm(
  { db, clock }: ResaleDeps,
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

/**
 * Whether the city's exchange holds a confirmed offer of this ticket (order code and position;
 * no position is the first) that is not handed over yet: one ticket is sold once. Unconfirmed
 * offers do not count, so a typo in someone else's offer cannot block the ticket's owner.
 */
async function openOfferOf(
  { db }: ResaleDeps,
  hubId: HubId,
  orderCode: string,
  positionNumber = 1,
) {
  const found = await db
    .selectFrom("resale_offers")
    .select("id")
    .where("hub_id", "=", hubId)
    .where((eb) => eb(eb.fn<string>("upper", ["order_code"]), "=", orderCode.toUpperCase()))
    .where((eb) => eb(eb.fn.coalesce("position_number", eb.val(1)), "=", positionNumber))
    .where("confirmed_at", "is not", null)
    .where("payed_receiver_at", "is", null)
    .executeTakeFirst();
  return found !== undefined;
}

/** `iban` in electronic format (validated by core's ibanSchema); stored encrypted only. */
async function createOffer(
  deps: ResaleDeps,
  offer: OfferInput,
): Promise<WithinMailBudget<{ id: string }> | Refused<"already-offered" | "unknown-package">> {
  const { content, ibanCipher } = deps;
  const pkg = resalePackage(content[offer.hubId], offer.packageId);
  if (!pkg) return refusedFor("unknown-package");
  if (
    offer.orderCode &&
    (await openOfferOf(deps, offer.hubId, offer.orderCode, offer.positionNumber))
  ) {
    return refusedFor("already-offered");
  }
  // The team's lists show the ticket as the shop's mail and ticket print it (ABC12-2).
  const ticketId = ticketLabel(offer.orderCode ?? "", offer.positionNumber);
  const store = (trx: Transaction<Database>, row: EntryColumns) =>
    trx
      .insertInto("resale_offers")
      .values({
        ...row,
        ticket_id: ticketId,
        package_id: pkg.id,
        order_code: offer.orderCode ?? null,
        position_number: offer.positionNumber ?? null,
        name: offer.name,
        iban_encrypted: ibanCipher.encrypt(offer.iban),
        iban_masked: maskIban(offer.iban),
      })
      .execute();
  return create(deps, offer, store, (confirmUrlFor) =>
    resaleOfferConfirmMail(offer.locale, {
      ticketId,
      ticket: packageTicket(pkg, offer.locale),
      site: site(deps, offer.hubId, offer.locale),
      confirmUrl: confirmUrlFor("/ticket/confirm-offer"),
    }),
  );
}

async function createRequest(
  deps: ResaleDeps,
  request: ResaleRequestBody & { hubId: HubId; locale: Locale },
): Promise<WithinMailBudget<{ id: string }> | Refused<"unknown-package">> {
  const { content } = deps;
  const pkg = resalePackage(content[request.hubId], request.packageId);
  if (!pkg) return refusedFor("unknown-package");
  const store = (trx: Transaction<Database>, row: EntryColumns) =>
    trx
      .insertInto("resale_requests")
      .values({ ...row, amount: request.amount, package_id: pkg.id })
      .execute();
  return create(deps, request, store, (confirmUrlFor) =>
    resaleRequestConfirmMail(request.locale, {
      amount: request.amount,
      ticket: pkg.title[request.locale],
      days: packageDays(pkg, request.locale),
      site: site(deps, request.hubId, request.locale),
      confirmUrl: confirmUrlFor("/ticket/confirm-request"),
    }),
  );
}

/** Deletes offers and requests that were never confirmed (they hold an IBAN or an address). */
async function purgeUnconfirmed({ db, clock }: ResaleDeps): Promise<number> {
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
}

/**
 * Ticket resale: visitors offer tickets or ask for them; each entry needs its e-mail address
 * confirmed before the team sees it (team screens list only rows with confirmed_at).
 */
export function resaleService(deps: ResaleDeps) {
  return {
    /** `iban` in electronic format (validated by core's ibanSchema); stored encrypted only. */
    createOffer: (offer: OfferInput) => createOffer(deps, offer),
    createRequest: (request: ResaleRequestBody & { hubId: HubId; locale: Locale }) =>
      createRequest(deps, request),
    /** For the team's payout: the whole IBAN of an offer (never logged, never mailed). */
    readIban: (encrypted: string) => deps.ibanCipher.decrypt(encrypted),
    confirmOffer: (id: string) => confirm(deps, "resale_offers", id),
    confirmRequest: (id: string) => confirm(deps, "resale_requests", id),
    purgeUnconfirmed: () => purgeUnconfirmed(deps),
  };
}

export type ResaleService = ReturnType<typeof resaleService>;
