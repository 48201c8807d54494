import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import { paymentReady, type ResaleSettings } from "../../core/api/admin.ts";
import type { HubId } from "../../core/content/common.ts";
import { isLocale, type Locale } from "../../core/locale.ts";
import { wallClockAt } from "../../core/time.ts";
import type { Database } from "../db/schema.ts";
import type { MailQueue } from "../outbox/worker.ts";
import { refusedFor, succeeded, type Result } from "../result.ts";
import { packageTicket, type ResalePackage } from "../../core/resale-packages.ts";
import {
  offerMatchedMail,
  requestMatchedMail,
  type PairTicket,
  type PaymentAccount,
} from "./mails.ts";
import { activePairs, paymentReference, undoneRequestsOf } from "./pairs.ts";
import { readSettings } from "./settings.ts";

const hourMs = 3_600_000;

export interface PairingDeps {
  /** Site name and time zone of a hub, for the mails. */
  site(hubId: HubId, locale: Locale): { name: string; timeZone: string };
  /** Queues the mails in the caller's transaction. */
  mail: MailQueue;
  /** Whether to lock the rows taken: PostgreSQL; SQLite runs one writer at a time anyway. */
  locking: boolean;
  /** Where buyers pay. */
  payment: { account: PaymentAccount };
  /** The city's packages of the exchange (core/resale-packages.ts). */
  resalePackages(hubId: HubId): ResalePackage[];
}

/**
 * Pairing an offer: `closed` when the offer is not approved, paid out or already in a pair;
 * `no-request` when no request of its city is waiting (the offer stays waiting); `no-payment`
 * while the city's ticket price or payment notes are not set (the mail could not say them).
 */
export type MatchAttempt = Result<"closed" | "no-request" | "no-payment">;

type Trx = Transaction<Database>;
interface Offer {
  id: string;
  hub_id: string;
  ticket_id: string;
  email: string;
  locale: string;
  package_id: string | null;
  iban_masked: string;
}
interface Request {
  id: string;
  email: string;
  locale: string;
  amount: number;
}

interface NewPair {
  hubId: HubId;
  offer: Offer;
  request: Request;
  id: string;
  payBy: Date;
  settings: ResaleSettings;
  /** The offer's package (undefined: an offer made before packages) and the price, in euros. */
  pkg: ResalePackage | undefined;
  price: number;
}

/** Until the buyer's payment has reached us, then this many days for the seller's payout. */
export const payoutDays = 7;

/** The package of an offer, if it has one the city still sells. */
function packageOf(deps: Pick<PairingDeps, "resalePackages">, hubId: HubId, id: string | null) {
  return id === null ? undefined : deps.resalePackages(hubId).find((pkg) => pkg.id === id);
}

/** What the buyer pays: the team's price if it set one, else the package's. */
const priceOf = (settings: ResaleSettings, pkg: ResalePackage | undefined) =>
  settings.ticketPrice ?? pkg?.price ?? null;

/** The ticket as the pair's mails name it (null: entries made before packages). */
const pairTicket = (pkg: ResalePackage | undefined, locale: Locale): PairTicket | null =>
  pkg ? packageTicket(pkg, locale) : null;

/** The team's note in both languages, for the mail to pick the buyer's. */
const teamNotes = (settings: ResaleSettings) => ({
  de: settings.paymentInstructions,
  en: settings.paymentInstructionsEn,
});

const localeOf = (stored: string): Locale => (isLocale(stored) ? stored : "de");

/**
 * The match mail as a requester would get it now, for the team to read before approving: for the
 * city's first package of the exchange, in the team member's language.
 */
export function previewRequestMail(
  { site, payment, resalePackages }: Pick<PairingDeps, "site" | "payment" | "resalePackages">,
  hubId: HubId,
  locale: Locale,
  settings: ResaleSettings,
  now: Date,
): { subject: string; text: string } | null {
  const pkg = resalePackages(hubId)[0];
  const price = priceOf(settings, pkg);
  if (!paymentReady(settings) || price === null) return null;
  const { name, timeZone } = site(hubId, locale);
  const payBy = new Date(now.getTime() + settings.paymentWindowHours * hourMs);
  const { subject, text } = requestMatchedMail(locale, {
    site: name,
    ticket: pairTicket(pkg, locale),
    payBy: wallClockAt(payBy, timeZone),
    reference: paymentReference("0".repeat(32)),
    amount: price,
    account: payment.account,
    instructions: teamNotes(settings),
  });
  return { subject, text };
}

/**
 * Pairs an offer with the next request in line, within the caller's transaction, and queues
 * both mails there. The offer must be approved, not yet paid out and in no pair (checked under
 * a row lock on PostgreSQL); it never goes to a request the team undid it from. A request for
 * several tickets takes one offer per ticket.
 */
export async function matchOffer(
  deps: PairingDeps,
  trx: Trx,
  offerId: string,
  now: Date,
): Promise<MatchAttempt> {
  const offer = await pairableOffer(deps, trx, offerId);
  if (!offer) return refusedFor("closed");
  const hubId = offer.hub_id as HubId;
  const settings = await readSettings(trx, hubId);
  const pkg = packageOf(deps, hubId, offer.package_id);
  const price = priceOf(settings, pkg);
  if (!paymentReady(settings) || price === null) return refusedFor("no-payment");
  const tried = await undoneRequestsOf(trx, offer.id);
  for (;;) {
    const request = await nextRequest(deps, trx, offer, tried);
    if (!request) return refusedFor("no-request");
    tried.push(request.id);
    if (!(await takeRequest(trx, request, now))) continue;
    await openPair(deps, trx, { offer, request, settings, pkg, price }, now);
    return succeeded;
  }
}

/** The offer if it is approved, not paid out and in no pair; locked on PostgreSQL. */
async function pairableOffer(deps: PairingDeps, trx: Trx, offerId: string) {
  let query = trx
    .selectFrom("resale_offers")
    .select(["id", "hub_id", "ticket_id", "email", "locale", "package_id", "iban_masked"])
    .where("id", "=", offerId)
    .where("approved_at", "is not", null)
    .where("payed_offer_at", "is", null);
  if (deps.locking) query = query.forUpdate();
  const offer = await query.executeTakeFirst();
  if (!offer || (await activePairs(trx, "offer_id", offer.id)) > 0) return undefined;
  return offer;
}

/**
 * The next request in line for the offer's package that this transaction may take, locked on
 * PostgreSQL: confirmed,
 * not fulfilled or lapsed, with fewer pairs (open or paid) than tickets asked for, and not
 * notified by hand (a request the team notified outside matching has no pair).
 */
function nextRequest(deps: PairingDeps, trx: Trx, offer: Offer, skip: readonly string[]) {
  let query = trx
    .selectFrom("resale_requests")
    .select(["id", "email", "locale", "amount"])
    .where("hub_id", "=", offer.hub_id)
    // Only a request for the offer's package (entries made before packages pair among themselves).
    .where("package_id", offer.package_id === null ? "is" : "=", offer.package_id)
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
  return (deps.locking ? query.forUpdate().skipLocked() : query).executeTakeFirst();
}

/**
 * Marks the request notified and out of the front of the line, if it still has a ticket to pair.
 * Under the request's lock (or SQLite's single writer) the count is current; the UPDATE still
 * checks the request is open, so whoever changed it first wins.
 */
async function takeRequest(trx: Trx, request: Request, now: Date): Promise<boolean> {
  if ((await activePairs(trx, "request_id", request.id)) >= request.amount) return false;
  const at = now.toISOString();
  const taken = await trx
    .updateTable("resale_requests")
    .set((eb) => ({ notified_at: eb.fn.coalesce("notified_at", eb.val(at)), front_of_line: 0 }))
    .where("id", "=", request.id)
    .where("fulfilled_at", "is", null)
    .where("lapsed_at", "is", null)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Stores the pair with its payment deadline and queues the mails to both sides. */
async function openPair(
  deps: PairingDeps,
  trx: Trx,
  pair: Pick<NewPair, "offer" | "request" | "settings" | "pkg" | "price">,
  now: Date,
) {
  const { offer, request, settings } = pair;
  const hubId = offer.hub_id as HubId;
  const payBy = new Date(now.getTime() + settings.paymentWindowHours * hourMs);
  const id = randomBytes(16).toString("hex");
  await trx
    .insertInto("resale_matches")
    .values({
      id,
      hub_id: hubId,
      offer_id: offer.id,
      request_id: request.id,
      matched_at: now.toISOString(),
      pay_by: payBy.toISOString(),
      paid_at: null,
      ended_at: null,
      end_reason: null,
    })
    .execute();
  await mailPair(deps, trx, { ...pair, hubId, id, payBy });
}

/**
 * The requester learns which ticket, where and by when to pay, and how the ticket arrives; the
 * offerer that a buyer was found, the amount, the account and when the payout follows.
 */
async function mailPair({ site, mail, payment }: PairingDeps, trx: Trx, pair: NewPair) {
  const requesterLocale = localeOf(pair.request.locale);
  const requesterSite = site(pair.hubId, requesterLocale);
  await mail.enqueue(trx, {
    to: pair.request.email,
    ...requestMatchedMail(requesterLocale, {
      site: requesterSite.name,
      ticket: pairTicket(pair.pkg, requesterLocale),
      payBy: wallClockAt(pair.payBy, requesterSite.timeZone),
      reference: paymentReference(pair.id),
      amount: pair.price,
      account: payment.account,
      instructions: teamNotes(pair.settings),
    }),
  });
  const offererLocale = localeOf(pair.offer.locale);
  const offererSite = site(pair.hubId, offererLocale);
  await mail.enqueue(trx, {
    to: pair.offer.email,
    ...offerMatchedMail(offererLocale, {
      ticketId: pair.offer.ticket_id,
      ticket: pairTicket(pair.pkg, offererLocale),
      site: offererSite.name,
      amount: pair.price,
      ibanEnding: pair.offer.iban_masked.replace(/\s+/g, "").slice(-4),
      payBy: wallClockAt(pair.payBy, offererSite.timeZone),
      payoutDays,
    }),
  });
}
