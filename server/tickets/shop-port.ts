import type { Result } from "../result.ts";

/**
 * The ticket shop as the site needs it. The pretix adapter (pretix.ts) implements it; the team
 * area reads quotas and creates team vouchers through it.
 */
export type ShopAvailability =
  | { status: "on-sale"; ticketUrl: string; saleStart: Date | null }
  /** Before the shop's sale start, or the product's own (then `saleStart` is the product's). */
  | { status: "not-yet"; saleStart: Date | null }
  /** Every ticket sold: paid and pending orders fill the quota. */
  | { status: "sold-out"; saleStart: Date | null }
  /**
   * No ticket free, but not all sold: the rest are held by vouchers or sit in carts, and come
   * back when those lapse (pretix answers `available: false` for both).
   */
  | { status: "reserved"; saleStart: Date | null }
  /** The product is not sold: switched off in the shop, or no quota counts it. */
  | { status: "unavailable"; saleStart: Date | null }
  /** The product is sold only with a voucher for it (the waiting room's, the wait list's). */
  | { status: "voucher-only"; saleStart: Date | null }
  | { status: "sale-over"; saleStart: Date | null }
  | { status: "unknown-shop" };

/**
 * One quota in the spec's shape (name, size, available_number; both null when unlimited); the
 * team's page derives the tickets sold from them (core/api/admin.ts soldOf).
 */
export interface Quota {
  name: string;
  size: number | null;
  available_number: number | null;
}

/** What the site asks about one package's product. */
export interface ProductQuery {
  /** The product the shop link opens at (pretix item id). */
  itemId: number;
  /** The package is not held back until the shop's sale start (early or registration packages). */
  ignoreSaleStart: boolean;
}

export interface TicketShop extends ShopVouchers {
  /**
   * Sale state of the shop behind a package's ticketShopId, at the app clock's now; with a
   * product, the link opens at that product.
   */
  availability(
    ticketShopId: number,
    product?: ProductQuery,
  ): ShopAvailability | Promise<ShopAvailability>;
  /**
   * The quotas of the events behind these ticketShopIds (a city's packages); names carry the
   * event's slug when more than one event is listed. Unknown ids are skipped.
   */
  quotas(ticketShopIds: readonly number[]): Promise<Quota[]>;
  /** A single-use voucher link that ignores quotas (team purchases); null for an unknown shop. */
  teamVoucherUrl(ticketShopId: number): Promise<string | null>;
}

/** pretix could not be reached (or answered nonsense) and no recent answer is cached. */
export class TicketShopUnavailableError extends Error {
  /** The shop's HTTP status, when it answered at all. */
  readonly status: number | undefined;
  constructor(message: string, options?: { cause?: unknown; status?: number }) {
    super(message, options);
    this.name = "TicketShopUnavailableError";
    this.status = options?.status;
  }
}

/**
 * pretix refused a call for good (400, 403 or 404): an unknown order or position, data it does not
 * accept. Trying again does not help; `detail` is pretix's reason, for the team, and `answer` its
 * whole answer (e.g. batch_create's list with one entry per voucher).
 */
export class TicketShopRefusedError extends TicketShopUnavailableError {
  readonly detail: string;
  readonly answer: unknown;
  constructor(status: number, detail: string, answer?: unknown) {
    super(`pretix refused (${status}): ${detail}`, { status });
    this.name = "TicketShopRefusedError";
    this.detail = detail;
    this.answer = answer;
  }
}

/**
 * A call the site held back rather than send: the shop's call budget for this part of the minute
 * is spent up to the call's priority (`budget`), or the shop answered 429 and its `Retry-After`
 * has not passed (`retry-after`; server/tickets/shop-call-budget.ts). Try again after `until`.
 */
export class ShopCallWithheldError extends TicketShopUnavailableError {
  readonly reason: "budget" | "retry-after";
  readonly until: Date;
  constructor(reason: "budget" | "retry-after", until: Date, status?: number) {
    super(
      reason === "budget"
        ? `ticket shop call held back: the call budget is spent until ${until.toISOString()}`
        : `ticket shop call held back: the shop asked for none until ${until.toISOString()}`,
      { status },
    );
    this.name = "ShopCallWithheldError";
    this.reason = reason;
    this.until = until;
  }
}

/*
 * The one budget every call to the shop is spent from (server/tickets/shop-call-budget.ts,
 * docs/decisions/0067-shop-call-budget.md).
 */

/**
 * Whom a call to the shop serves, highest first: visitors' admission vouchers (the waiting room's
 * voucher creation and the ticket counts it needs), then availability (the event and quota
 * refreshes visitors' pages read), then wait lists and resale.
 */
export type CallPriority = "admission" | "availability" | "low";

/** What the operator sees of the budget (the health endpoint, the team's waiting-room screen). */
export interface ShopCallStatus {
  perMinute: number;
  /** Calls to the shop this calendar minute, by every instance on the database. */
  usedThisMinute: number;
  /** Until when the shop asked for no calls (its 429's Retry-After); null when none is in force. */
  retryAfterUntil: Date | null;
}

/** This instance's last call to the shop: when, and its HTTP status (null: no answer at all). */
export interface LastShopCall {
  at: Date;
  status: number | null;
}

export interface ShopCallBudget {
  readonly perMinute: number;
  /**
   * Spends one call of this priority, or throws ShopCallWithheldError (the slot is spent up to
   * the priority's share, or a Retry-After is in force): a retry-later condition like the shop
   * being down. TicketShopUnavailableError when the budget cannot be read (the database).
   */
  spend(priority: CallPriority): Promise<void>;
  /** The shop answered 429: no instance calls it before the instant its header names (returned). */
  retryAfter(header: string | null): Promise<Date>;
  /** The shop's answer to this instance's last call (null: none came). */
  noteAnswer(status: number | null): void;
  /** This instance's last call; null before the first. Kept in memory: known without a database. */
  lastCall(): LastShopCall | null;
  /** The calls this minute and any Retry-After in force (the database's, on PostgreSQL). */
  status(): Promise<ShopCallStatus>;
}

// Re-issuing a resold ticket for its buyer (docs/decisions/0039-resold-tickets-reissued.md): the
// shop's calls the resale needs, apart from the sale's above (pretix-reissue.ts implements them).

/** A ticket as the shop knows it: the event (a package's ticketShopId) and the position's id. */
export interface ShopTicket {
  ticketShopId: number;
  /** pretix's internal id of the order position (not the number within the order). */
  positionId: number;
}

/**
 * Why the shop has no ticket to resell under an order code and position number: no such order,
 * no such ticket in it, several tickets and no number given, the order is not paid, or it holds
 * no ticket of the package offered.
 */
export type TicketLookupRefusal =
  "unknown-order" | "unknown-position" | "position-needed" | "not-paid" | "other-package";
export type TicketLookup = Result<TicketLookupRefusal, { ticket: ShopTicket }>;

export interface Reissue {
  ticket: ShopTicket;
  buyerEmail: string;
  /** The buyer's language on the site; the order takes it where the event has it. */
  buyerLocale: string;
  /**
   * A hash of the secret the ticket carried while its order still had the seller's address, as
   * noted by an earlier attempt; null on the first. The new secret is generated only while the
   * ticket still carries that one, so a repeated attempt (after a crash, or by another instance)
   * never makes a second new secret.
   */
  secretBefore: string | null;
  /** Notes that secret's hash before the buyer's address goes on the order; awaited. */
  noteSecret(hash: string): Promise<void>;
}

/** A re-issue the shop refused for good (its reason for the team); failures to reach it throw. */
export type ReissueResult = Result<never, object, { reason: "refused"; detail: string }>;

export interface TicketReissuer {
  /**
   * The ticket behind the seller's order code and position number (1, 2, … within the order; null
   * when the order holds one ticket, or one of the product `itemId`) in one of these events.
   * Throws TicketShopUnavailableError when the shop cannot be asked.
   */
  findTicket(
    ticketShopIds: readonly number[],
    orderCode: string,
    positionNumber: number | null,
    itemId?: number | null,
  ): Promise<TicketLookup>;
  /**
   * Makes the ticket the buyer's alone: it gets its own order (split off with its add-ons when the
   * seller's order holds more), the buyer as the order's and attendee's address (and language),
   * then new secrets (the seller's QR code and order link stop working), and the shop mails the
   * buyer the order link. Safe to repeat after a failure at any step.
   */
  reissue(order: Reissue): Promise<ReissueResult>;
}

/*
 * Vouchers for the waiting room (docs/decisions/0037-waiting-room.md), after pretix's voucher
 * API: single-use, bound to one product, valid until a given instant, tagged per sale.
 */

/** Tickets of one product the shop has, asked afresh. */
export interface TicketStock {
  /** Tickets free now (vouchers that hold one and carts already taken off); null: unlimited. */
  left: number | null;
  /** Every ticket sold: a quota counting the product is full of paid and pending orders. */
  sold: boolean;
}

/** One admitted visitor's voucher. */
export interface AdmissionVoucher {
  /** In capitals: pretix keeps codes upper-cased, and lists and matches them so. */
  code: string;
  /** The product (pretix item) it is for. */
  itemId: number;
  validUntil: Date;
  /** Groups a sale's vouchers (pretix: tag). */
  tag: string;
}

export interface ShopVouchers {
  /**
   * Creates these vouchers in the shop, all or none (pretix: vouchers/batch_create); codes the
   * shop already has (an earlier call whose answer was lost) are not created again.
   */
  createVouchers(ticketShopId: number, vouchers: readonly AdmissionVoucher[]): Promise<void>;
  /**
   * Whether the shop has sold every ticket of each of these products (pretix items): a quota
   * counting it is full of paid and pending orders. Tickets held by vouchers or in carts are not
   * sold: they come back when those lapse. From the shop's cached answers.
   */
  soldOut(ticketShopId: number, itemIds: readonly number[]): Promise<boolean>;
  /** Where a voucher is redeemed ({shop}/redeem?voucher=CODE); null for an unknown shop. */
  redeemUrl(ticketShopId: number, code: string): Promise<string | null>;
  /**
   * The codes of this tag's vouchers that were redeemed, listed by the shop (pretix: vouchers/
   * ?tag=…&redeemed=1); the site's vouchers are all single-use.
   */
  redeemedCodes(ticketShopId: number, tag: string): Promise<Set<string>>;
  /**
   * The tickets of this product (pretix item) right now, asked afresh (pretix:
   * quotas/{id}/availability/ of each quota counting it: the least left, and whether any is sold
   * out).
   */
  ticketStock(ticketShopId: number, itemId: number): Promise<TicketStock>;
  /** ticketStock's `left`: null when no quota limits the product. */
  ticketsLeft(ticketShopId: number, itemId: number): Promise<number | null>;
}
