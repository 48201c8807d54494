import { randomBytes } from "node:crypto";
import type { Context, Hono } from "hono";
import { escapeHtml } from "../xml.ts";
import { listPage, notFound } from "./simulated-list.ts";
import type { SimulatedEvent, SimulatedItem, SimulatedVoucher } from "./simulated-model.ts";

/*
 * The simulated shop's vouchers and checkout, after pretix's documentation
 * (doc/api/resources/vouchers.rst, items.rst): batch_create, which refuses a voucher that would
 * block a ticket its quota does not have, the voucher list with the filters of pretix's
 * VoucherFilter that the site uses, and a cart that applies the products' windows and the
 * redemption rules, so that the waiting room's whole path can be tried without a real shop. As in
 * pretix, codes are kept upper-cased (Voucher.save) and matched whatever their case (the `code`
 * filter, the redeem page, the code check).
 */

export interface SimulatedVoucherDeps {
  /** Results per page of the voucher list. */
  pageSize: number;
  vouchers: Map<string, SimulatedVoucher[]>;
  nextId(): number;
  /** The shop's clock (pretix: its own time); vouchers lapse by it. */
  now(): Date;
  findEvent(c: Context): SimulatedEvent | undefined;
  /** Tickets the quota counting this product has available now; null when none limits it. */
  ticketsLeft(event: SimulatedEvent, itemId: number): number | null;
}

/** pretix's answer to a voucher that would block a ticket the quota does not have. */
const soldOutRefusal =
  "You cannot create a voucher that blocks quota as the selected product or quota is currently " +
  "sold out or completely reserved.";

/**
 * Whether pretix refuses the voucher for want of tickets (Voucher.clean_quota_check): one that
 * blocks its product's quota needs a ticket left for each of its uses. A voucher that ignores
 * quotas, or is no longer valid, blocks none.
 */
function lacksTickets(
  voucher: SimulatedVoucher,
  event: SimulatedEvent,
  { ticketsLeft, now }: Pick<SimulatedVoucherDeps, "ticketsLeft" | "now">,
): boolean {
  if (!voucher.block_quota || voucher.allow_ignore_quota || voucher.item === null) return false;
  if (voucher.valid_until && Date.parse(voucher.valid_until) < now().getTime()) return false;
  const left = ticketsLeft(event, voucher.item);
  return left !== null && left < voucher.max_usages;
}

/** pretix's answer to a code the event already has (Voucher.clean_voucher_code). */
const codeTaken = "A voucher with this code already exists.";

/** The voucher of this code, whatever its case, as pretix finds one (code__iexact). */
export function voucherByCode(
  vouchers: readonly SimulatedVoucher[] | undefined,
  code: string,
): SimulatedVoucher | undefined {
  return vouchers?.find((voucher) => voucher.code === code.toUpperCase());
}

/** A voucher from a request body, as pretix reads one (unknown fields are ignored). */
export function voucherFrom(body: Record<string, unknown>, id: number): SimulatedVoucher {
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  const number = (value: unknown) => (typeof value === "number" ? value : null);
  return {
    id,
    code: (text(body.code) || randomBytes(8).toString("hex")).toUpperCase(),
    max_usages: number(body.max_usages) ?? 1,
    redeemed: 0,
    valid_until: text(body.valid_until),
    block_quota: body.block_quota === true,
    allow_ignore_quota: body.allow_ignore_quota === true,
    price_mode: text(body.price_mode) ?? "none",
    value: null,
    item: number(body.item),
    tag: text(body.tag) ?? "",
    comment: text(body.comment) ?? "",
  };
}

/**
 * Whether a product is sold at `now`, as pretix's Item.is_available: active, and within its own
 * window (available_from and available_until both count as inside it).
 */
export function itemOnSale(item: SimulatedItem, now: Date): boolean {
  const from = item.available_from ? Date.parse(item.available_from) : null;
  const until = item.available_until ? Date.parse(item.available_until) : null;
  return (
    (item.active ?? true) &&
    (from === null || from <= now.getTime()) &&
    (until === null || until >= now.getTime())
  );
}

/**
 * pretix's VoucherFilter (src/pretix/api/views/voucher.py) for the fields the site filters on:
 * `code` case-insensitively (lookup_expr iexact), `tag` and `redeemed` exactly.
 */
function voucherFilter(query: (name: string) => string | undefined) {
  const code = query("code")?.toUpperCase();
  const tag = query("tag");
  const redeemed = query("redeemed");
  return (voucher: SimulatedVoucher) =>
    (code === undefined || voucher.code.toUpperCase() === code) &&
    (tag === undefined || voucher.tag === tag) &&
    (redeemed === undefined || String(voucher.redeemed) === redeemed);
}

/** Why a voucher cannot be used for an item now, or null when it can. */
export function voucherRefusal(
  voucher: SimulatedVoucher | undefined,
  item: SimulatedItem,
  now: Date,
): string | null {
  if (!voucher) return "This voucher code is not known.";
  if (voucher.redeemed >= voucher.max_usages) return "This voucher has already been used.";
  if (voucher.valid_until && Date.parse(voucher.valid_until) <= now.getTime())
    return "This voucher is expired.";
  if (voucher.item !== null && voucher.item !== item.id)
    return "This voucher is not valid for this product.";
  return null;
}

/** The voucher API routes beside the simulated shop's others. */
export function simulatedVoucherApi(api: Hono, deps: SimulatedVoucherDeps): void {
  const { vouchers, nextId, findEvent, pageSize } = deps;
  const add = (event: SimulatedEvent, created: SimulatedVoucher[]) =>
    vouchers.set(event.slug, [...(vouchers.get(event.slug) ?? []), ...created]);
  const taken = (event: SimulatedEvent, code: string) =>
    voucherByCode(vouchers.get(event.slug), code) !== undefined;
  /** Why pretix refuses this voucher, one field's messages (VoucherSerializer.validate), or null. */
  const refusal = (event: SimulatedEvent, voucher: SimulatedVoucher) =>
    lacksTickets(voucher, event, deps)
      ? { non_field_errors: [soldOutRefusal] }
      : taken(event, voucher.code)
        ? { non_field_errors: [codeTaken] }
        : null;

  // vouchers.rst, “Endpoints”: the list, filtered as pretix's VoucherFilter, paged.
  api.get("/organizers/:organizer/events/:event/vouchers/", (c) => {
    const event = findEvent(c);
    if (!event) return notFound(c);
    const results = (vouchers.get(event.slug) ?? []).filter(voucherFilter((n) => c.req.query(n)));
    return listPage(c, results, pageSize);
  });
  // vouchers.rst, “Endpoints”: creating one voucher.
  api.post("/organizers/:organizer/events/:event/vouchers/", async (c) => {
    const event = findEvent(c);
    if (!event) return notFound(c);
    const body: unknown = await c.req.json().catch(() => null);
    if (!body || typeof body !== "object" || Array.isArray(body))
      return c.json({ detail: "JSON parse error" }, 400);
    const voucher = voucherFrom(body as Record<string, unknown>, nextId());
    const refused = refusal(event, voucher);
    if (refused) return c.json(refused, 400);
    add(event, [voucher]);
    return c.json(voucher, 201);
  });
  // vouchers.rst, “Endpoints”: batch_create, all or none.
  api.post("/organizers/:organizer/events/:event/vouchers/batch_create/", async (c) => {
    const event = findEvent(c);
    if (!event) return notFound(c);
    const body: unknown = await c.req.json().catch(() => null);
    if (!Array.isArray(body) || body.some((entry) => !entry || typeof entry !== "object")) {
      const got = Array.isArray(body) ? "list" : body === null ? "null" : typeof body;
      return c.json({ non_field_errors: [`Expected a list of items but got type "${got}".`] }, 400);
    }
    const created = (body as Record<string, unknown>[]).map((entry) =>
      voucherFrom(entry, nextId()),
    );
    // pretix checks each voucher against the quota and the codes as they are before the batch
    // (none is saved until all are valid): a batch may block more tickets than are left, as long
    // as each finds enough for itself. Its answer has one entry per voucher, {} for the good ones.
    const refused = created.map((voucher) => refusal(event, voucher));
    if (refused.some(Boolean))
      return c.json(
        refused.map((entry) => entry ?? {}),
        400,
      );
    const codes = created.map((voucher) => voucher.code);
    if (codes.some((code, index) => codes.indexOf(code) !== index)) {
      const repeated = codes.map((code, index) =>
        codes.indexOf(code) !== index ? { code: ["Duplicate voucher code in request."] } : {},
      );
      return c.json(repeated, 400);
    }
    add(event, created);
    return c.json(created, 201);
  });
}

/**
 * The cart: POST …/checkout with item_<id> quantities and the voucher. A product that requires a
 * voucher is refused without one that applies; an unknown, used or expired voucher is refused, and
 * so is a quantity the quota has no tickets left for. A successful order counts as paid in the
 * product's quota and redeems the voucher.
 */
export function simulatedCheckout(
  app: Hono,
  deps: SimulatedVoucherDeps & { page(title: string, body: string, status?: 200 | 400): Response },
): void {
  const { vouchers, now, findEvent, page, ticketsLeft } = deps;
  app.post("/:organizer/:event/checkout", async (c) => {
    const event = findEvent(c);
    if (!event) return c.text("Simulated ticket shop — unknown event", 404);
    const form = await c.req.parseBody();
    const code = typeof form.voucher === "string" && form.voucher ? form.voucher : undefined;
    const voucher = code ? voucherByCode(vouchers.get(event.slug), code) : undefined;
    const lines = event.items
      .map((item) => ({ item, quantity: Number(form[`item_${item.id}`] ?? 0) || 0 }))
      .filter((line) => line.quantity > 0);
    const refuse = (reason: string) =>
      page(
        "Not possible",
        `<p role="alert" data-testid="shop-refusal">${escapeHtml(reason)}</p>`,
        400,
      );
    if (lines.length === 0) return refuse("Your cart is empty.");
    // pretix's cart: a product that is inactive or outside its own window is not sold.
    if (lines.some(({ item }) => !itemOnSale(item, now())))
      return refuse("Some of the products you selected are no longer available.");
    for (const { item } of lines) {
      if (code) {
        const refusal = voucherRefusal(voucher, item, now());
        if (refusal) return refuse(refusal);
      } else if (item.require_voucher) {
        return refuse("This product can only be bought using a voucher.");
      }
    }
    // As pretix, no order beyond the quota: a voucher that holds a ticket (or may pass the quota)
    // brings its own for the one position it redeems; every other needs one left.
    for (const { item, quantity } of lines) {
      const left = ticketsLeft(event, item.id);
      const applies = voucher && (voucher.item === null || voucher.item === item.id);
      const held = applies && (voucher.block_quota || voucher.allow_ignore_quota) ? 1 : 0;
      if (left !== null && left < quantity - held)
        return refuse("Some of the products you selected are no longer available.");
    }
    for (const { item, quantity } of lines) {
      const quota = event.quotas.find((candidate) => candidate.id === item.id);
      if (quota) quota.paid_orders += quantity;
    }
    if (voucher) voucher.redeemed += 1;
    return page(
      "Order placed (simulation)",
      `<p data-testid="shop-order">Simulated order placed: ${lines
        .map(({ item, quantity }) => `${quantity} × ${escapeHtml(item.name)}`)
        .join(", ")}. Nothing was bought.</p>`,
    );
  });
}
