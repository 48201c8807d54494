/**
 * The simulated shop's records, shaped as pretix's API documentation shows them: apart from the
 * shop (simulated-pretix.ts) so that its parts (vouchers, …) share them without an import cycle.
 */

export interface SimulatedQuota {
  id: number;
  name: string;
  /** null: unlimited. */
  size: number | null;
  paid_orders: number;
  pending_orders: number;
}

/** A product (pretix: item, doc/api/resources/items.rst); the shop page lists them. */
export interface SimulatedItem {
  id: number;
  name: string;
  /** Price in euros. */
  price: number;
  /** pretix: hidden and not sold when false (true when not given). */
  active?: boolean;
  /** pretix: the product's own sale window, ISO 8601 instants or null (none). */
  available_from?: string | null;
  available_until?: string | null;
  /** pretix: only with a voucher that applies to it (the waiting room's sale start). */
  require_voucher?: boolean;
  /** pretix: listed only while redeeming a voucher that applies to it. */
  hide_without_voucher?: boolean;
}

export interface SimulatedEvent {
  slug: string;
  name: string;
  items: SimulatedItem[];
  live: boolean;
  /** ISO 8601 instants or null, as pretix sends them. */
  presale_start: string | null;
  presale_end: string | null;
  quotas: SimulatedQuota[];
  /**
   * The languages an order may be in (pretix: the event's `locales` setting, which
   * OrderSerializer.validate_locale checks); German and English when not given.
   */
  locales?: string[];
}

export interface SimulatedVoucher {
  id: number;
  code: string;
  max_usages: number;
  redeemed: number;
  valid_until: string | null;
  block_quota: boolean;
  allow_ignore_quota: boolean;
  price_mode: string;
  value: string | null;
  /** The product it is restricted to, or null. */
  item: number | null;
  tag: string;
  comment: string;
}

/** A ticket or add-on of an order (pretix: order position resource, orders.rst). */
export interface SimulatedPosition {
  id: number;
  positionid: number;
  item: number;
  /** In euros. */
  price: number;
  attendee_name: string | null;
  attendee_email: string | null;
  secret: string;
  addon_to: number | null;
  canceled: boolean;
  checkins: { list: number; datetime: string }[];
}

/** An order (pretix: order resource, orders.rst). */
export interface SimulatedOrder {
  code: string;
  /** pretix's status letters: n pending, p paid, e expired, c canceled. */
  status: "n" | "p" | "e" | "c";
  email: string;
  locale: string;
  /** The secret in the customer's order link. */
  secret: string;
  positions: SimulatedPosition[];
  /** In euros: the positions' prices (the simulation has no fees). */
  total: number;
  /** Confirmed payments less refunds, in euros: what a split can carry over to its new order. */
  paid: number;
}
