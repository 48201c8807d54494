import type { Context, Hono } from "hono";
import { listPage, notFound } from "./simulated-list.ts";
import type {
  SimulatedEvent,
  SimulatedItem,
  SimulatedQuota,
  SimulatedVoucher,
} from "./simulated-model.ts";

/** A product as pretix's API shows it (doc/api/resources/items.rst, the fields the site reads). */
function itemJson(item: SimulatedItem) {
  return {
    id: item.id,
    name: { en: item.name },
    internal_name: "",
    default_price: item.price.toFixed(2),
    category: null,
    active: item.active ?? true,
    admission: true,
    position: 0,
    available_from: item.available_from ?? null,
    available_until: item.available_until ?? null,
    require_voucher: item.require_voucher ?? false,
    hide_without_voucher: item.hide_without_voucher ?? false,
    has_variations: false,
    variations: [],
    addons: [],
  };
}

/**
 * As pretix counts a quota: its size less the paid and pending orders and the uses left of the
 * valid vouchers that block it (block_quota; the simulated quotas count the product of their id).
 */
export function quotaAvailability(
  quota: SimulatedQuota,
  vouchers: readonly SimulatedVoucher[],
  now: Date,
) {
  const blocking = vouchers
    .filter(
      (voucher) =>
        voucher.block_quota &&
        voucher.item === quota.id &&
        (voucher.valid_until === null || Date.parse(voucher.valid_until) > now.getTime()),
    )
    .reduce((sum, voucher) => sum + Math.max(0, voucher.max_usages - voucher.redeemed), 0);
  const left =
    quota.size === null
      ? null
      : Math.max(0, quota.size - quota.paid_orders - quota.pending_orders - blocking);
  return {
    available: left === null || left > 0,
    available_number: left,
    total_size: quota.size,
    pending_orders: quota.pending_orders,
    paid_orders: quota.paid_orders,
    exited_orders: 0,
    cart_positions: 0,
    blocking_vouchers: blocking,
    waiting_list: 0,
  };
}

/** What the catalog's routes read: the event of a request, and a quota's availability now. */
export interface CatalogDeps {
  findEvent(c: Context): SimulatedEvent | undefined;
  pageSize: number;
  availabilityOf(
    event: SimulatedEvent,
    quota: SimulatedQuota,
  ): ReturnType<typeof quotaAvailability>;
  /** The event's shop page (its `public_url`). */
  shopUrl(event: SimulatedEvent): string;
}

/** The event, its products and its quotas, on the stand-in's /api/v1 (its token check in front). */
export function simulatedCatalogApi(
  api: Hono,
  { findEvent, pageSize, availabilityOf, shopUrl }: CatalogDeps,
) {
  // events.rst, “Endpoints”: one event.
  api.get("/organizers/:organizer/events/:event/", (c) => {
    const event = findEvent(c);
    if (!event) return notFound(c);
    return c.json({
      name: { en: event.name },
      slug: event.slug,
      live: event.live,
      testmode: true,
      currency: "EUR",
      date_from: null,
      date_to: null,
      date_admission: null,
      is_public: true,
      presale_start: event.presale_start,
      presale_end: event.presale_end,
      location: null,
      has_subevents: false,
      meta_data: {},
      public_url: shopUrl(event),
    });
  });
  // quotas.rst, “Endpoints”: the list; with_availability=true adds each quota's `available` and
  // `available_number` (pretix 4.1), nothing of what makes them up.
  api.get("/organizers/:organizer/events/:event/quotas/", (c) => {
    const event = findEvent(c);
    if (!event) return notFound(c);
    const withAvailability = c.req.query("with_availability") === "true";
    const results = event.quotas.map((quota) => {
      const state = withAvailability ? availabilityOf(event, quota) : undefined;
      return {
        id: quota.id,
        name: quota.name,
        size: quota.size,
        // The simulated shop's quotas have the id of the one product they count.
        items: event.items.some((item) => item.id === quota.id) ? [quota.id] : [],
        variations: [],
        subevent: null,
        close_when_sold_out: false,
        closed: false,
        release_after_exit: false,
        ignore_for_event_availability: false,
        ...(state && { available: state.available, available_number: state.available_number }),
      };
    });
    return listPage(c, results, pageSize);
  });
  // items.rst, “Endpoints”: the list of products, with their own sale window.
  api.get("/organizers/:organizer/events/:event/items/", (c) => {
    const event = findEvent(c);
    if (!event) return notFound(c);
    return listPage(c, event.items.map(itemJson), pageSize);
  });
  // quotas.rst, “Endpoints”: one quota's availability, with what makes the number up.
  api.get("/organizers/:organizer/events/:event/quotas/:id/availability/", (c) => {
    const event = findEvent(c);
    const quota = event?.quotas.find((q) => String(q.id) === c.req.param("id"));
    if (!event || !quota) return notFound(c);
    return c.json(availabilityOf(event, quota));
  });
}
