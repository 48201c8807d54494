/**
 * The ticket shop as the site needs it. The pretix adapter (pretix.ts) implements it; the team
 * area reads quotas and creates team vouchers through it.
 */
export type ShopAvailability =
  | { status: "on-sale"; ticketUrl: string; saleStart: Date | null }
  | { status: "not-yet"; saleStart: Date | null }
  | { status: "sold-out"; saleStart: Date | null }
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
  availability(ticketShopId: number, product?: ProductQuery): Promise<ShopAvailability>;
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

/*
 * Vouchers for the waiting room (docs/decisions/0037-waiting-room.md), after pretix's voucher
 * API: single-use, bound to one product, valid until a given instant, tagged per sale.
 */

/** One admitted visitor's voucher. */
export interface AdmissionVoucher {
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
  /** Whether every quota that counts these products (pretix items) has nothing left. */
  soldOut(ticketShopId: number, itemIds: readonly number[]): Promise<boolean>;
  /** Where a voucher is redeemed ({shop}/redeem?voucher=CODE); null for an unknown shop. */
  redeemUrl(ticketShopId: number, code: string): Promise<string | null>;
  /** The codes of this tag's vouchers that were redeemed. */
  redeemedCodes(ticketShopId: number, tag: string): Promise<Set<string>>;
}
