import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import { paymentReady, type ResaleSettings } from "../../core/api/admin.ts";
import type { HubId } from "../../core/content/common.ts";
import { isLocale, type Locale } from "../../core/locale.ts";
import { wallClockAt } from "../../core/time.ts";
import type { Database } from "../db/schema.ts";
import type { MailQueue } from "../outbox/worker.ts";
import { refusedFor, succeeded, type Result } from "../result.ts";
import { offerMatchedMail, requestMatchedMail, type PaymentAccount } from "./mails.ts";
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
}

const localeOf = (stored: string): Locale => (isLocale(stored) ? stored : "de");

/** The match mail as a requester would get it now, for the team to read before approving. */
export function previewRequestMail(
  { site, payment }: Pick<PairingDeps, "site" | "payment">,
  hubId: HubId,
  locale: Locale,
  settings: ResaleSettings,
  now: Date,
): { subject: string; text: string } | null {
  if (!paymentReady(settings)) return null;
  const { name, timeZone } = site(hubId, locale);
  const payBy = new Date(now.getTime() + settings.paymentWindowHours * hourMs);
  const { subject, text } = requestMatchedMail(locale, {
    site: name,
    payBy: wallClockAt(payBy, timeZone),
    reference: paymentReference("0".repeat(32)),
    amount: settings.ticketPrice ?? 0,
    account: payment.account,
    instructions: settings.paymentInstructions,
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
  const settings = await readSettings(trx, offer.hub_id as HubId);
  if (!paymentReady(settings)) return refusedFor("no-payment");
  const tried = await undoneRequestsOf(trx, offer.id);
  for (;;) {
    const request = await nextRequest(deps, trx, offer.hub_id, tried);
    if (!request) return refusedFor("no-request");
    tried.push(request.id);
    if (!(await takeRequest(trx, request, now))) continue;
    await openPair(deps, trx, { offer, request, settings }, now);
    return succeeded;
  }
}

/** The offer if it is approved, not paid out and in no pair; locked on PostgreSQL. */
async function pairableOffer(deps: PairingDeps, trx: Trx, offerId: string) {
  let query = trx
    .selectFrom("resale_offers")
    .select(["id", "hub_id", "ticket_id", "email", "locale"])
    .where("id", "=", offerId)
    .where("approved_at", "is not", null)
    .where("payed_offer_at", "is", null);
  if (deps.locking) query = query.forUpdate();
  const offer = await query.executeTakeFirst();
  if (!offer || (await activePairs(trx, "offer_id", offer.id)) > 0) return undefined;
  return offer;
}

/**
 * The next request in line that this transaction may take, locked on PostgreSQL: confirmed,
 * not fulfilled or lapsed, with fewer pairs (open or paid) than tickets asked for, and not
 * notified by hand (a request the team notified outside matching has no pair).
 */
function nextRequest(deps: PairingDeps, trx: Trx, hubId: string, skip: readonly string[]) {
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
  { offer, request, settings }: { offer: Offer; request: Request; settings: ResaleSettings },
  now: Date,
) {
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
  await mailPair(deps, trx, { hubId, offer, request, id, payBy, settings });
}

/** The requester learns where and by when to pay; the offerer that a buyer was found. */
async function mailPair({ site, mail, payment }: PairingDeps, trx: Trx, pair: NewPair) {
  const requesterLocale = localeOf(pair.request.locale);
  const requesterSite = site(pair.hubId, requesterLocale);
  await mail.enqueue(trx, {
    to: pair.request.email,
    ...requestMatchedMail(requesterLocale, {
      site: requesterSite.name,
      payBy: wallClockAt(pair.payBy, requesterSite.timeZone),
      reference: paymentReference(pair.id),
      amount: pair.settings.ticketPrice ?? 0,
      account: payment.account,
      instructions: pair.settings.paymentInstructions,
    }),
  });
  const offererLocale = localeOf(pair.offer.locale);
  await mail.enqueue(trx, {
    to: pair.offer.email,
    ...offerMatchedMail(offererLocale, {
      ticketId: pair.offer.ticket_id,
      site: site(pair.hubId, offererLocale).name,
    }),
  });
}
