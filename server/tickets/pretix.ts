import { z } from "zod";
import type { Clock } from "../clock.ts";
import { pretixApi, type PretixConnection } from "./pretix-api.ts";

type PretixApi = ReturnType<typeof pretixApi>;
import { allPages, type PretixCall } from "./pretix-pages.ts";
import {
  availabilitySchema,
  pretixVouchers,
  quotaSold,
  voucherRedeemUrl,
} from "./pretix-vouchers.ts";
import { bothOf, shopCache } from "./shop-cache.ts";
import {
  ShopCallWithheldError,
  type CallPriority,
  type ProductQuery,
  type Quota,
  type ShopAvailability,
  type ShopVouchers,
  type TicketShop,
} from "./shop-port.ts";

/** Fields of pretix's event resource we use (GET /api/v1/organizers/{o}/events/{e}/). */
const eventSchema = z.object({
  slug: z.string(),
  live: z.boolean(),
  presale_start: z.string().nullable(),
  presale_end: z.string().nullable(),
  /** Newer pretix versions name the shop's address; older ones do not. */
  public_url: z.string().optional(),
});

/** A product's own sale state (GET …/items/, doc/api/resources/items.rst). */
const itemSchema = z.object({
  id: z.number().int(),
  active: z.boolean(),
  available_from: z.string().nullable(),
  available_until: z.string().nullable(),
  require_voucher: z.boolean(),
});

/** GET …/quotas/?with_availability=true (pretix 4.1): each quota with what it has free. */
const quotaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int().nullable(),
  /** The products it counts (the waiting room asks whether its products are sold out). */
  items: z.array(z.number().int()).optional(),
  ignore_for_event_availability: z.boolean().optional(),
  available: z.boolean(),
  available_number: z.number().int().nullable(),
});

/** POST …/vouchers/ answers the created voucher. */
const voucherSchema = z.object({ code: z.string().min(1) });

/** What changes seldom: the event's window and address, and its products' own windows. */
interface EventFacts {
  live: boolean;
  presaleStart: Date | null;
  presaleEnd: Date | null;
  shopUrl: string;
  items: Map<number, z.output<typeof itemSchema>>;
}

/** What changes by the second on sale day: each quota's free tickets. */
interface QuotaState {
  id: number;
  name: string;
  size: number | null;
  available: boolean;
  availableNumber: number | null;
  countsForEvent: boolean;
  items: number[];
}

export interface PretixOptions extends PretixConnection {
  /** Event slugs; the index is the packages' ticketShopId. */
  events: string[];
  /**
   * How long an answer on the quotas' free tickets is reused; the event, its products and a
   * full quota's orders change seldom and are kept twelve times as long.
   */
  cacheMs: number;
  /** After a failed refresh, an answer this old is still used rather than failing the visitor. */
  staleMs?: number;
  clock: Clock;
  log?: Pick<Console, "error">;
}

/**
 * The shop's front page opened at one product: pretix filters its product list by `item`
 * (docs/decisions/0026-package-links-and-sale-bar.md).
 */
export function productUrl(shopUrl: string, product?: Pick<ProductQuery, "itemId">): string {
  if (!product) return shopUrl;
  const url = new URL(shopUrl);
  url.searchParams.set("item", String(product.itemId));
  return url.href;
}

const instant = (value: string | null) => (value === null ? null : new Date(value));

/**
 * A product's own state at `now`, before its quotas (pretix: Item.is_available, both ends of its
 * window inside it); null when it is for sale as far as the product goes.
 */
function productState(
  item: z.output<typeof itemSchema>,
  now: number,
  saleStart: Date | null,
): ShopAvailability | null {
  if (!item.active) return { status: "unavailable", saleStart };
  const from = instant(item.available_from);
  if (from && now < from.getTime()) return { status: "not-yet", saleStart: from };
  const until = instant(item.available_until);
  if (until && now > until.getTime()) return { status: "sale-over", saleStart };
  if (item.require_voucher) return { status: "voucher-only", saleStart };
  return null;
}

/** What the adapter's calls read: pretix's API and the cached answers, by event. */
interface PretixData {
  clock: Clock;
  call: PretixApi["call"];
  eventApi(event: string): string;
  /** The event slug of a package's ticketShopId. */
  eventOf(ticketShopId: number): string | undefined;
  /** A fresh answer as it is, else a promise of the next (shop-cache.ts). */
  factsOf(event: string): EventFacts | Promise<EventFacts>;
  quotasOf(event: string): QuotaState[] | Promise<QuotaState[]>;
  /** Whether a quota's tickets are all sold (its orders, asked only once nothing is free). */
  soldOf(event: string, quotaId: number): boolean | Promise<boolean>;
}

/** Nothing free in these quotas: sold out when `sold` holds for them, else only held. */
async function noneFree(
  { soldOf }: PretixData,
  event: string,
  quotas: readonly QuotaState[],
  sold: (answers: boolean[]) => boolean,
  saleStart: Date | null,
): Promise<ShopAvailability> {
  const answers = await Promise.all(quotas.map((quota) => soldOf(event, quota.id)));
  return { status: sold(answers) ? "sold-out" : "reserved", saleStart };
}

/** The voucher calls, each spent from the budget at `priority`. */
function vouchersAt(data: PretixData, priority: CallPriority): ShopVouchers {
  const { call, eventApi, eventOf, factsOf, quotasOf, soldOf } = data;
  return pretixVouchers({
    call: (url, schema, init) => call(url, schema, init, priority),
    eventApi: (ticketShopId) => {
      const event = eventOf(ticketShopId);
      return event === undefined ? null : eventApi(event);
    },
    shopUrl: async (ticketShopId) => {
      const event = eventOf(ticketShopId);
      return event === undefined ? null : (await factsOf(event)).shopUrl;
    },
    quotas: async (ticketShopId) => {
      const event = eventOf(ticketShopId);
      return event === undefined ? [] : quotasOf(event);
    },
    quotaSold: async (ticketShopId, quotaId) => {
      const event = eventOf(ticketShopId);
      return event !== undefined && soldOf(event, quotaId);
    },
  });
}

/** A package's (or, without `product`, the event's) sale state now. */
function availability(
  data: PretixData,
  ticketShopId: number,
  product?: ProductQuery,
): ShopAvailability | Promise<ShopAvailability> {
  const { eventOf, factsOf, quotasOf } = data;
  const event = eventOf(ticketShopId);
  if (event === undefined) return { status: "unknown-shop" };
  const both = bothOf(factsOf(event), quotasOf(event));
  // Both answers kept and fresh (every click at the sale start): decided without a promise.
  return both instanceof Promise
    ? both.then(([shop, quotas]) => availabilityOf(data, event, shop, quotas, product))
    : availabilityOf(data, event, both[0], both[1], product);
}

/** The shop's state from its event's facts and quotas (availability). */
function availabilityOf(
  data: PretixData,
  event: string,
  shop: EventFacts,
  quotas: readonly QuotaState[],
  product: ProductQuery | undefined,
): ShopAvailability | Promise<ShopAvailability> {
  const now = data.clock.now().getTime();
  const saleStart = shop.presaleStart;
  if (saleStart && now < saleStart.getTime() && !product?.ignoreSaleStart) {
    return { status: "not-yet", saleStart };
  }
  if (shop.presaleEnd && now >= shop.presaleEnd.getTime()) {
    return { status: "sale-over", saleStart };
  }
  if (!shop.live) return { status: "not-yet", saleStart };
  const onSale = {
    status: "on-sale",
    ticketUrl: productUrl(shop.shopUrl, product),
    saleStart,
  } as const;
  if (!product) {
    // The event sells while one of its quotas has a ticket; it is sold out once all are.
    if (quotas.some((quota) => quota.countsForEvent && quota.available)) return onSale;
    const relevant = quotas.filter((quota) => quota.countsForEvent);
    return noneFree(data, event, relevant, (sold) => sold.every(Boolean), saleStart);
  }
  const item = shop.items.get(product.itemId);
  const own = item ? productState(item, now, saleStart) : null;
  if (own) return own;
  // A product sells while every quota counting it has a ticket; none counting it: not sold.
  const counting = quotas.filter((quota) => quota.items.includes(product.itemId));
  if (counting.length === 0) return { status: "unavailable", saleStart };
  const full = counting.filter((quota) => !quota.available);
  if (full.length === 0) return onSale;
  return noneFree(data, event, full, (sold) => sold.some(Boolean), saleStart);
}

/** The quotas of these events, named by event when there are several. */
async function quotas(
  { eventOf, quotasOf }: PretixData,
  ticketShopIds: readonly number[],
): Promise<Quota[]> {
  const listed = [...new Set(ticketShopIds)].flatMap((id) => eventOf(id) ?? []);
  const states = await Promise.all(listed.map((event) => quotasOf(event)));
  return states.flatMap((quotas, index) =>
    quotas.map((quota) => ({
      name: listed.length > 1 ? `${listed[index]}: ${quota.name}` : quota.name,
      size: quota.size,
      available_number: quota.availableNumber,
    })),
  );
}

/** A voucher for one team purchase, a day valid, ignoring the quotas: its redeem link. */
async function teamVoucherUrl(
  { eventOf, factsOf, call, eventApi, clock }: PretixData,
  ticketShopId: number,
): Promise<string | null> {
  const event = eventOf(ticketShopId);
  if (event === undefined) return null;
  const shop = await factsOf(event);
  const validUntil = new Date(clock.now().getTime() + 86_400_000).toISOString();
  const voucher = await call(`${eventApi(event)}/vouchers/`, voucherSchema, {
    method: "POST",
    body: JSON.stringify({
      max_usages: 1,
      allow_ignore_quota: true,
      block_quota: false,
      price_mode: "none",
      valid_until: validUntil,
      comment: "Team purchase (website)",
    }),
  });
  return voucherRedeemUrl(shop.shopUrl, voucher.code);
}

/**
 * The pretix adapter. Sale state is computed per call from the app clock, but pretix's data is
 * cached with single flight (however many visitors arrive at the sale start, pretix sees one
 * refresh per event and period): the quotas with their free tickets, one list call, for
 * `cacheMs`; the event with its products, and the orders of a quota with nothing free (sold, or
 * only held?), twelve times as long.
 */
export function pretixShop(options: PretixOptions): TicketShop & {
  apiCalls(): number;
  /** The voucher calls spent at another priority than admission's (the wait lists: low). */
  vouchersAt(priority: CallPriority): ShopVouchers;
} {
  const { organizer, events, cacheMs, staleMs = 5 * 60_000, clock, log = console } = options;
  const { root, call, eventApi, apiCalls } = pretixApi(options);
  const cacheOptions = {
    staleMs,
    clock,
    onFailure: (key: string, error: unknown) => {
      // A call the budget held back is not a failure of the shop (the budget logs its own).
      if (!(error instanceof ShopCallWithheldError))
        log.error(`Ticket shop: refreshing ${key} from pretix failed:`, error);
    },
  };
  /** The sale data visitors see: spent from the budget after admissions, before the rest. */
  const availabilityCall: PretixCall = (url, schema, init) =>
    call(url, schema, init, "availability");
  const factsCache = shopCache<EventFacts>({ ...cacheOptions, ttlMs: cacheMs * 12 });
  const quotasCache = shopCache<QuotaState[]>({ ...cacheOptions, ttlMs: cacheMs });
  const soldCache = shopCache<boolean>({ ...cacheOptions, ttlMs: cacheMs * 12 });

  // The loaders are made once: a cached answer is read on every click of the sale start.
  const loadFacts = async (event: string): Promise<EventFacts> => {
    const [info, items] = await Promise.all([
      availabilityCall(`${eventApi(event)}/`, eventSchema),
      allPages(availabilityCall, `${eventApi(event)}/items/`, itemSchema),
    ]);
    return {
      live: info.live,
      presaleStart: instant(info.presale_start),
      presaleEnd: instant(info.presale_end),
      shopUrl:
        info.public_url ?? `${root}/${encodeURIComponent(organizer)}/${encodeURIComponent(event)}/`,
      items: new Map(items.map((item) => [item.id, item])),
    };
  };
  const factsOf = (event: string) => factsCache.get(event, loadFacts);

  const loadQuotas = async (event: string): Promise<QuotaState[]> => {
    const listed = await allPages(
      availabilityCall,
      `${eventApi(event)}/quotas/?with_availability=true`,
      quotaSchema,
    );
    return listed.map((quota) => ({
      id: quota.id,
      name: quota.name,
      size: quota.size,
      available: quota.available,
      availableNumber: quota.available_number,
      countsForEvent: !quota.ignore_for_event_availability,
      items: quota.items ?? [],
    }));
  };
  const quotasOf = (event: string) => quotasCache.get(event, loadQuotas);

  /** Whether a quota's tickets are all sold (its orders, asked only once nothing is free). */
  const soldOf = (event: string, quotaId: number) =>
    soldCache.get(`${event} quota ${quotaId}`, async () =>
      quotaSold(
        await availabilityCall(
          `${eventApi(event)}/quotas/${quotaId}/availability/`,
          availabilitySchema,
        ),
      ),
    );

  const data: PretixData = {
    clock,
    call,
    eventApi,
    eventOf: (ticketShopId) => events[ticketShopId],
    factsOf,
    quotasOf,
    soldOf,
  };
  return {
    availability: (ticketShopId, product) => availability(data, ticketShopId, product),
    quotas: (ticketShopIds) => quotas(data, ticketShopIds),
    teamVoucherUrl: (ticketShopId) => teamVoucherUrl(data, ticketShopId),
    /** The voucher calls of the waiting room (admission), each spent from the budget there. */
    ...vouchersAt(data, "admission"),
    vouchersAt: (priority) => vouchersAt(data, priority),
    apiCalls,
  };
}
