import { z } from "zod";
import type { Clock } from "../clock.ts";
import { pretixApi, type PretixConnection } from "./pretix-api.ts";
import { availabilitySchema, pretixVouchers, voucherRedeemUrl } from "./pretix-vouchers.ts";
import {
  ShopCallWithheldError,
  type CallPriority,
  type ProductQuery,
  type Quota,
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

/** GET …/quotas/ (paginated). */
const quotaPageSchema = z.object({
  next: z.string().nullable(),
  results: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      size: z.number().int().nullable(),
      /** The products it counts (the waiting room asks whether its products are sold out). */
      items: z.array(z.number().int()).optional(),
      ignore_for_event_availability: z.boolean().optional(),
    }),
  ),
});

/** POST …/vouchers/ answers the created voucher. */
const voucherSchema = z.object({ code: z.string().min(1) });

interface EventSnapshot {
  live: boolean;
  presaleStart: Date | null;
  presaleEnd: Date | null;
  shopUrl: string;
  quotas: {
    id: number;
    name: string;
    size: number | null;
    available: boolean;
    availableNumber: number | null;
    countsForEvent: boolean;
    items: number[];
  }[];
}

export interface PretixOptions extends PretixConnection {
  /** Event slugs; the index is the packages' ticketShopId. */
  events: string[];
  /** How long one answer of pretix is reused. */
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

/**
 * The pretix adapter. Sale state is computed per call from the app clock, but pretix's data (the
 * event's presale window and the quotas' availability) is cached for `cacheMs` with single flight:
 * however many visitors arrive at the sale start, pretix sees one refresh per event and period.
 */
export function pretixShop(options: PretixOptions): TicketShop & {
  apiCalls(): number;
  /** The voucher calls spent at another priority than admission's (the wait lists: low). */
  vouchersAt(priority: CallPriority): ShopVouchers;
} {
  const { organizer, events, cacheMs, staleMs = 5 * 60_000, clock, log = console } = options;
  const { root, call, eventApi, apiCalls } = pretixApi(options);

  async function fetchSnapshot(event: string): Promise<EventSnapshot> {
    const info = await call(`${eventApi(event)}/`, eventSchema, {}, "availability");
    const quotas: z.output<typeof quotaPageSchema>["results"] = [];
    let next: string | null = `${eventApi(event)}/quotas/`;
    while (next) {
      const page: z.output<typeof quotaPageSchema> = await call(
        next,
        quotaPageSchema,
        {},
        "availability",
      );
      quotas.push(...page.results);
      next = page.next;
    }
    const availability = await Promise.all(
      quotas.map((quota) =>
        call(
          `${eventApi(event)}/quotas/${quota.id}/availability/`,
          availabilitySchema,
          {},
          "availability",
        ),
      ),
    );
    return {
      live: info.live,
      presaleStart: info.presale_start ? new Date(info.presale_start) : null,
      presaleEnd: info.presale_end ? new Date(info.presale_end) : null,
      shopUrl:
        info.public_url ?? `${root}/${encodeURIComponent(organizer)}/${encodeURIComponent(event)}/`,
      quotas: quotas.map((quota, index) => {
        const state = availability[index]!;
        return {
          id: quota.id,
          name: quota.name,
          size: quota.size,
          available: state.available,
          availableNumber: state.available_number,
          countsForEvent: !quota.ignore_for_event_availability,
          items: quota.items ?? [],
        };
      }),
    };
  }

  const cache = new Map<
    string,
    {
      value?: EventSnapshot;
      fetchedAt: number;
      inflight?: Promise<EventSnapshot>;
      /** After a failure pretix is left alone for one cache period (no hammering while down). */
      failure?: { until: number; error: unknown };
    }
  >();

  async function snapshot(event: string): Promise<EventSnapshot> {
    const entry = cache.get(event) ?? { fetchedAt: 0 };
    cache.set(event, entry);
    const now = Date.now();
    const age = now - entry.fetchedAt;
    if (entry.value && age < cacheMs) return entry.value;
    const staleOrThrow = (error: unknown): EventSnapshot => {
      if (entry.value && age < staleMs) return entry.value;
      throw error;
    };
    if (entry.failure && now < entry.failure.until) return staleOrThrow(entry.failure.error);
    entry.inflight ??= fetchSnapshot(event)
      .then((value) => {
        entry.value = value;
        entry.fetchedAt = Date.now();
        entry.failure = undefined;
        return value;
      })
      .catch((error: unknown) => {
        entry.failure = { until: Date.now() + Math.max(cacheMs, 1000), error };
        // A call the budget held back is not a failure of the shop (the budget logs its own).
        if (!(error instanceof ShopCallWithheldError))
          log.error(`Ticket shop: refreshing ${event} from pretix failed:`, error);
        throw error;
      })
      .finally(() => {
        entry.inflight = undefined;
      });
    try {
      return await entry.inflight;
    } catch (error) {
      return staleOrThrow(error);
    }
  }

  /** The voucher calls, each spent from the budget at `priority`. */
  const vouchersAt = (priority: CallPriority) =>
    pretixVouchers({
      call: (url, schema, init) => call(url, schema, init, priority),
      eventApi: (ticketShopId) => {
        const event = events[ticketShopId];
        return event === undefined ? null : eventApi(event);
      },
      shopUrl: async (ticketShopId) => {
        const event = events[ticketShopId];
        return event === undefined ? null : (await snapshot(event)).shopUrl;
      },
      quotas: async (ticketShopId) => {
        const event = events[ticketShopId];
        return event === undefined ? [] : (await snapshot(event)).quotas;
      },
    });

  return {
    async availability(ticketShopId, product) {
      const event = events[ticketShopId];
      if (event === undefined) return { status: "unknown-shop" };
      const shop = await snapshot(event);
      const now = clock.now().getTime();
      const saleStart = shop.presaleStart;
      if (saleStart && now < saleStart.getTime() && !product?.ignoreSaleStart) {
        return { status: "not-yet", saleStart };
      }
      if (shop.presaleEnd && now >= shop.presaleEnd.getTime()) {
        return { status: "sale-over", saleStart };
      }
      if (!shop.live) return { status: "not-yet", saleStart };
      const relevant = shop.quotas.filter((quota) => quota.countsForEvent);
      if (!relevant.some((quota) => quota.available)) return { status: "sold-out", saleStart };
      return { status: "on-sale", ticketUrl: productUrl(shop.shopUrl, product), saleStart };
    },

    async quotas(ticketShopIds): Promise<Quota[]> {
      const listed = [...new Set(ticketShopIds)].flatMap((id) => events[id] ?? []);
      const snapshots = await Promise.all(listed.map((event) => snapshot(event)));
      return snapshots.flatMap((shop, index) =>
        shop.quotas.map((quota) => ({
          name: listed.length > 1 ? `${listed[index]}: ${quota.name}` : quota.name,
          size: quota.size,
          available_number: quota.availableNumber,
        })),
      );
    },

    async teamVoucherUrl(ticketShopId) {
      const event = events[ticketShopId];
      if (event === undefined) return null;
      const shop = await snapshot(event);
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
    },

    ...vouchersAt("admission"),
    vouchersAt,
    apiCalls,
  };
}
