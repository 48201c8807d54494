import { refusedFor, succeeded, type Result } from "../result.ts";
import { isValidIBAN } from "ibantools";
import type {
  Expression,
  ExpressionBuilder,
  SelectQueryBuilder,
  Selectable,
  SqlBool,
  Transaction,
} from "kysely";
import type { HubId } from "../../core/content/common.ts";
import { packageTicket, type ResalePackage } from "../../core/resale-packages.ts";
import {
  paymentReady,
  type AdminOffer,
  type AdminRequest,
  type OfferStep,
  type RequestStep,
} from "../../core/api/admin.ts";
import { isLocale } from "../../core/locale.ts";
import type { Clock } from "../clock.ts";
import type { Database, Db } from "../db/schema.ts";
import type { MailQueue } from "../outbox/worker.ts";
import type { ShopTicket, TicketLookupRefusal, TicketReissuer } from "../tickets/shop-port.ts";
import { TicketShopUnavailableError } from "../tickets/shop-port.ts";
import type { ResaleReissues } from "./reissue.ts";
import { pairsAwaitingPayment, paidPairs, type ResaleMatching } from "./matching.ts";
import { readSettings } from "./settings.ts";
import { requestNotifiedMail } from "./mails.ts";

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

type StepTable = "resale_offers" | "resale_requests";
type Step = (typeof offerColumns)[OfferStep] | (typeof requestColumns)[RequestStep];
type Executor = Db | Transaction<Database>;

/**
 * Offers or requests of a hub that the team sees (those with a confirmed e-mail address); with
 * `id`, just that one.
 */
function confirmedIn<T extends StepTable>(db: Executor, table: T, hubId: HubId, id?: string) {
  let query = db
    .selectFrom(table as StepTable)
    .selectAll()
    .where("hub_id", "=", hubId)
    .where("confirmed_at", "is not", null);
  if (id !== undefined) query = query.where("id", "=", id);
  // Kysely types a query on a union of tables as if it joined them: name the one table's rows.
  return query as unknown as SelectQueryBuilder<Database, T, Selectable<Database[T]>>;
}

/** A condition on the row a step changes, checked in its UPDATE. */
type RowCondition<T extends StepTable> = (
  eb: ExpressionBuilder<Database, T>,
) => Expression<SqlBool>;

/** Whether an entry's condition holds now: a step's `refuse` says why it cannot be taken yet. */
async function holds<T extends StepTable>(
  db: Executor,
  table: T,
  id: string,
  condition: RowCondition<T>,
): Promise<boolean> {
  const row = await db
    .selectFrom(table as StepTable)
    .select("id")
    .where("id", "=", id)
    .where(condition as RowCondition<StepTable>)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Sets a step's instant with one conditional UPDATE (previous step done, this one not, and the
 * step's own condition), so two team members clicking at once, or a pair ending meanwhile,
 * cannot skip or repeat a step. True when this call set it.
 */
async function markStep(
  db: Executor,
  table: StepTable,
  id: string,
  step: Step,
  at: string,
  condition?: RowCondition<StepTable>,
): Promise<boolean> {
  const { ref } = db.dynamic;
  let update = db
    .updateTable(table)
    .set(ref(step.column), at)
    .where("id", "=", id)
    .where(ref(step.column), "is", null);
  if (step.after) update = update.where(ref(step.after), "is not", null);
  if (condition) update = update.where(condition);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type StepResult = Result<StepRefusal, object, TicketUnknown>;
export type StepRefusal =
  | "not-found"
  | "out-of-order"
  | "invalid-iban"
  | "awaiting-payment"
  | "shop-unavailable"
  | "no-payment";
/** The shop has no ticket to resell under the offer's order code and position number. */
export interface TicketUnknown {
  reason: "ticket-unknown";
  lookup: TicketLookupRefusal;
}

export interface ResaleAdminDeps {
  db: Db;
  clock: Clock;
  /** Decrypts a stored IBAN (the team needs it to pay the seller). */
  readIban(encrypted: string): string;
  /** Site name and ticket page of a hub, for the 'notified' mail. */
  site(hubId: HubId, locale: "de" | "en"): { name: string; ticketPageUrl: string };
  /** Queues the 'notified' mail; nudged after the commit. */
  mail: MailQueue;
  /** Pairs an approved offer with the next request, in the approval's transaction. */
  matching: Pick<ResaleMatching, "matchOffer">;
  /**
   * The shop that finds an offer's ticket before approval, the events of a city's packages, and
   * where its resale packages sell (an offer's package names its event and product).
   */
  shop: {
    reissuer: Pick<TicketReissuer, "findTicket">;
    ticketShopIds(hubId: HubId): number[];
    resalePackages(hubId: HubId): ResalePackage[];
  };
  /** Queues the re-issue at the handover; nudge() runs its job after the commit. */
  reissues: Pick<ResaleReissues, "enqueue" | "retry"> & { nudge(): void };
}

function readable(iban: string): string {
  return iban.replace(/(.{4})/g, "$1 ").trim();
}

/** A stored IBAN in clear, or "" when it cannot be read (the team then sees the masked one). */
function decrypt({ readIban }: Pick<ResaleAdminDeps, "readIban">, encrypted: string): string {
  try {
    return readIban(encrypted);
  } catch {
    return "";
  }
}

/** What one step of an offer or request may check and do besides setting its instant. */
interface StepHooks<T extends StepTable> {
  refuse?(
    trx: Transaction<Database>,
    row: Selectable<Database[T]>,
  ): Promise<StepRefusal | undefined>;
  requires?: RowCondition<T>;
  after?(trx: Transaction<Database>, row: Selectable<Database[T]>): Promise<void>;
}

/**
 * One step of an offer or request: finds the confirmed entry, lets `refuse` veto the step, sets
 * it (only while `requires` holds: `refuse` says why not, the UPDATE checks it again under
 * races) and runs `after` (e.g. queueing a mail) in the same transaction.
 */
function advance<T extends StepTable>(
  { db, clock }: Pick<ResaleAdminDeps, "db" | "clock">,
  table: T,
  hubId: HubId,
  id: string,
  step: Step,
  hooks: StepHooks<T> = {},
): Promise<StepResult> {
  return db.transaction().execute(async (trx): Promise<StepResult> => {
    const row = await confirmedIn(trx, table, hubId, id).executeTakeFirst();
    if (!row) return refusedFor("not-found");
    const refusal = await hooks.refuse?.(trx, row);
    if (refusal) return refusedFor(refusal);
    const at = clock.now().toISOString();
    // The update names one table; its condition was written for that table.
    const requires = hooks.requires as RowCondition<StepTable> | undefined;
    if (!(await markStep(trx, table, id, step, at, requires))) {
      return refusedFor("out-of-order");
    }
    await hooks.after?.(trx, row);
    return succeeded;
  });
}

/**
 * Before an approval (which may pair the offer and ask a buyer for money): the shop must know the
 * ticket behind the offer's order code. Offers made before the code was asked for pass as they are.
 */
async function shopTicketOf(
  { db, shop }: Pick<ResaleAdminDeps, "db" | "shop">,
  hubId: HubId,
  id: string,
): Promise<Result<StepRefusal, { ticket?: ShopTicket }, TicketUnknown>> {
  const offer = await confirmedIn(db, "resale_offers", hubId, id).executeTakeFirst();
  if (!offer?.order_code || offer.approved_at) return { ok: true };
  const pkg = shop.resalePackages(hubId).find(({ id }) => id === offer.package_id);
  try {
    const found = await shop.reissuer.findTicket(
      pkg ? [pkg.ticketShopId] : shop.ticketShopIds(hubId),
      offer.order_code,
      offer.position_number,
      pkg?.ticketShopItemId ?? null,
    );
    return found.ok ? found : refusedFor("ticket-unknown", { lookup: found.reason });
  } catch (error) {
    if (error instanceof TicketShopUnavailableError) return refusedFor("shop-unavailable");
    throw error;
  }
}

/** A city's confirmed offers as the team's list shows them. */
async function offers(deps: ResaleAdminDeps, hubId: HubId): Promise<AdminOffer[]> {
  const rows = await confirmedIn(deps.db, "resale_offers", hubId)
    .select((eb) => eb.exists(paidPairs(eb)).as("buyer_paid"))
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    ticket: { ticketId: row.ticket_id },
    name: row.name,
    email: row.email,
    iban: readable(decrypt(deps, row.iban_encrypted)) || row.iban_masked,
    approved: row.approved_at !== null,
    payedOffer: row.payed_offer_at !== null,
    payedReceiver: row.payed_receiver_at !== null,
    createdAt: row.created_at,
    buyerPaid: Boolean(row.buyer_paid),
    packageId: row.package_id,
  }));
}

/** A city's confirmed requests as the team's list shows them. */
async function requests({ db }: ResaleAdminDeps, hubId: HubId): Promise<AdminRequest[]> {
  const rows = await confirmedIn(db, "resale_requests", hubId)
    .select((eb) => eb.exists(pairsAwaitingPayment(eb)).as("awaiting_payment"))
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    amount: row.amount,
    email: row.email,
    notified: row.notified_at !== null,
    fulfilled: row.fulfilled_at !== null,
    createdAt: row.created_at,
    packageId: row.package_id,
    lapsed: row.lapsed_at !== null,
    awaitingPayment: Boolean(row.awaiting_payment),
  }));
}

async function advanceOffer(
  deps: ResaleAdminDeps,
  hubId: HubId,
  id: string,
  step: OfferStep,
): Promise<StepResult> {
  const { clock, mail, matching, reissues } = deps;
  // The money moves in order: the buyer pays, the team notes it on the pair, then pays the
  // seller out and hands the ticket over (payedReceiver follows payedOffer).
  const buyerPaid: RowCondition<"resale_offers"> = (eb) => eb.exists(paidPairs(eb));
  // The shop is asked outside the transaction: its answer may take seconds.
  const checked = step === "approved" ? await shopTicketOf(deps, hubId, id) : { ok: true as const };
  if (!checked.ok) return checked;
  const result = await advance(deps, "resale_offers", hubId, id, offerColumns[step], {
    async refuse(trx, offer) {
      // Approving means the payout account is valid: check the stored IBAN again.
      if (step === "approved" && !isValidIBAN(decrypt(deps, offer.iban_encrypted))) {
        return "invalid-iban";
      }
      // Approving matches: the buyer's mail must be able to say what to pay and how.
      if (step === "approved" && !offer.approved_at) {
        if (!paymentReady(await readSettings(trx, hubId))) return "no-payment";
      }
      if (step === "payedOffer" && offer.approved_at && !offer.payed_offer_at) {
        if (!(await holds(trx, "resale_offers", offer.id, buyerPaid))) return "awaiting-payment";
      }
      return undefined;
    },
    requires: step === "payedOffer" ? buyerPaid : undefined,
    // An approved offer goes to the next request in line, in the same transaction.
    after: async (trx, offer) => {
      if (step === "approved" && "ticket" in checked && checked.ticket) {
        await trx
          .updateTable("resale_offers")
          .set({
            shop_event: checked.ticket.ticketShopId,
            shop_position_id: checked.ticket.positionId,
          })
          .where("id", "=", offer.id)
          .execute();
      }
      if (step === "approved") await matching.matchOffer(trx, offer.id, clock.now());
      // Handed over: the ticket becomes the buyer's alone (re-issued by the shop).
      if (step === "payedReceiver") await reissues.enqueue(trx, offer.id, clock.now());
    },
  });
  if (result.ok && step === "approved") mail.nudge();
  if (result.ok && step === "payedReceiver") reissues.nudge();
  return result;
}

async function advanceRequest(
  deps: ResaleAdminDeps,
  hubId: HubId,
  id: string,
  step: RequestStep,
): Promise<StepResult> {
  const { site, mail, shop } = deps;
  // A request in the exchange is fulfilled by noting its pairs' payments, never while one waits.
  const noPairWaiting: RowCondition<"resale_requests"> = (eb) =>
    eb.not(eb.exists(pairsAwaitingPayment(eb)));
  const result = await advance(deps, "resale_requests", hubId, id, requestColumns[step], {
    async refuse(trx, request) {
      if (step !== "fulfilled" || !request.notified_at || request.fulfilled_at) return undefined;
      const free = await holds(trx, "resale_requests", request.id, noPairWaiting);
      return free ? undefined : "awaiting-payment";
    },
    requires: step === "fulfilled" ? noPairWaiting : undefined,
    async after(trx, request) {
      if (step !== "notified") return;
      // Same transaction as the state: the person is told exactly once, even after a crash.
      const locale = isLocale(request.locale) ? request.locale : "de";
      const { name, ticketPageUrl } = site(hubId, locale);
      const pkg = shop.resalePackages(hubId).find(({ id }) => id === request.package_id);
      const notice = requestNotifiedMail(locale, {
        amount: request.amount,
        ticket: pkg ? packageTicket(pkg, locale) : null,
        site: name,
        ticketPageUrl,
      });
      await mail.enqueue(trx, { to: request.email, ...notice });
    },
  });
  if (result.ok && step === "notified") mail.nudge();
  return result;
}

/** A failed re-issue started again by a team member (named on the row); false: none failed. */
async function retryReissue(
  { reissues }: ResaleAdminDeps,
  hubId: HubId,
  offerId: string,
  by: string,
): Promise<boolean> {
  const retried = await reissues.retry(hubId, offerId, by);
  if (retried) reissues.nudge();
  return retried;
}

/** The team's side of the ticket exchange: lists of confirmed entries and their steps. */
export function resaleAdmin(deps: ResaleAdminDeps) {
  return {
    retryReissue: (hubId: HubId, offerId: string, by: string) =>
      retryReissue(deps, hubId, offerId, by),
    offers: (hubId: HubId) => offers(deps, hubId),
    requests: (hubId: HubId) => requests(deps, hubId),
    advanceOffer: (hubId: HubId, id: string, step: OfferStep) =>
      advanceOffer(deps, hubId, id, step),
    advanceRequest: (hubId: HubId, id: string, step: RequestStep) =>
      advanceRequest(deps, hubId, id, step),
  };
}

export type ResaleAdmin = ReturnType<typeof resaleAdmin>;
