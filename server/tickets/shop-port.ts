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

export interface TicketShop {
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
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "TicketShopUnavailableError";
  }
}
