import { z } from "zod";
import {
  TicketShopRefusedError,
  TicketShopUnavailableError,
  type ShopVouchers,
} from "./shop-port.ts";

/** The voucher fields the waiting room reads (pretix: doc/api/resources/vouchers.rst). */
const voucherListSchema = z.object({
  next: z.string().nullable(),
  results: z.array(z.object({ code: z.string(), redeemed: z.number().int() })),
});

/** GET …/quotas/{id}/availability/. total_size and available_number are null when unlimited. */
export const availabilitySchema = z.object({
  available: z.boolean(),
  available_number: z.number().int().nullable(),
  total_size: z.number().int().nullable(),
});

/** pretix's answer to batch_create: the created vouchers. */
const createdSchema = z.array(z.object({ code: z.string() }));

/**
 * Which vouchers of a batch pretix refused: the non-empty entries of its per-voucher answer, or
 * all when the answer is not such a list.
 */
function refusedEntries(answer: unknown, count: number): number[] {
  const all = Array.from({ length: count }, (_, index) => index);
  if (!Array.isArray(answer) || answer.length !== count) return all;
  return all.filter((index) => {
    const entry: unknown = answer[index];
    return !(entry && typeof entry === "object" && Object.keys(entry).length === 0);
  });
}

/** What the adapter lends the voucher calls: its authorised call, and where each shop is. */
export interface PretixVoucherDeps {
  call<T extends z.ZodType>(url: string, schema: T, init?: RequestInit): Promise<z.output<T>>;
  /** The event's API root, …/organizers/{o}/events/{e}; null for an unknown shop. */
  eventApi(ticketShopId: number): string | null;
  shopUrl(ticketShopId: number): Promise<string | null>;
  /** The shop's quotas (cached with its other data): the products each counts, whether any is left. */
  quotas(ticketShopId: number): Promise<{ id: number; items: number[]; available: boolean }[]>;
}

/** pretix's page that redeems a voucher: {shop}/redeem?voucher=CODE. */
export function voucherRedeemUrl(shopUrl: string, code: string): string {
  const url = new URL("redeem", shopUrl);
  url.searchParams.set("voucher", code);
  return url.href;
}

/** The voucher calls of the waiting room and the wait lists, as pretix documents them. */
export function pretixVouchers({
  call,
  eventApi,
  shopUrl,
  quotas,
}: PretixVoucherDeps): ShopVouchers {
  const apiOf = (ticketShopId: number) => {
    const api = eventApi(ticketShopId);
    if (api === null) throw new TicketShopUnavailableError(`no shop ${ticketShopId}`);
    return api;
  };

  /** Vouchers as pretix's batch_create takes them: one use, one product, quota held meanwhile. */
  const batchCreate = (api: string, vouchers: Parameters<ShopVouchers["createVouchers"]>[1]) =>
    call(`${api}/vouchers/batch_create/`, createdSchema, {
      method: "POST",
      body: JSON.stringify(
        vouchers.map((voucher) => ({
          code: voucher.code,
          max_usages: 1,
          valid_until: voucher.validUntil.toISOString(),
          // The admitted visitor's ticket is held for them until the voucher lapses.
          block_quota: true,
          allow_ignore_quota: false,
          price_mode: "none",
          item: voucher.itemId,
          tag: voucher.tag,
          comment: "Waiting room (website)",
        })),
      ),
    });

  /** Whether the shop has this code; pretix keeps codes upper-cased and finds them in any case. */
  const existing = async (api: string, code: string) => {
    const page = await call(`${api}/vouchers/?code=${encodeURIComponent(code)}`, voucherListSchema);
    return page.results.some((voucher) => voucher.code.toUpperCase() === code.toUpperCase());
  };

  return {
    async createVouchers(ticketShopId, vouchers) {
      if (vouchers.length === 0) return;
      const api = apiOf(ticketShopId);
      try {
        await batchCreate(api, vouchers);
      } catch (error) {
        // 400: refused as a whole, with one entry per voucher ({} for those it would take). When
        // each refused one is a code the shop already has (an earlier answer lost on the way),
        // only the others are created; any other refusal stands.
        if (!(error instanceof TicketShopRefusedError) || error.status !== 400) throw error;
        const refused = refusedEntries(error.answer, vouchers.length);
        const known = await Promise.all(
          refused.map((index) => existing(api, vouchers[index]!.code)),
        );
        if (!known.every(Boolean)) throw error;
        const missing = vouchers.filter((_, index) => !refused.includes(index));
        if (missing.length > 0) await batchCreate(api, missing);
      }
    },

    async soldOut(ticketShopId, itemIds) {
      const counting = (await quotas(ticketShopId)).filter((quota) =>
        quota.items.some((item) => itemIds.includes(item)),
      );
      return counting.length > 0 && counting.every((quota) => !quota.available);
    },

    async redeemUrl(ticketShopId, code) {
      const shop = await shopUrl(ticketShopId);
      return shop === null ? null : voucherRedeemUrl(shop, code);
    },

    async redeemedCodes(ticketShopId, tag) {
      const codes = new Set<string>();
      let next: string | null = `${apiOf(ticketShopId)}/vouchers/?tag=${encodeURIComponent(tag)}`;
      while (next) {
        const page: z.output<typeof voucherListSchema> = await call(next, voucherListSchema);
        for (const voucher of page.results) if (voucher.redeemed > 0) codes.add(voucher.code);
        next = page.next;
      }
      return codes;
    },

    async ticketsLeft(ticketShopId, itemId) {
      const api = apiOf(ticketShopId);
      const counting = (await quotas(ticketShopId)).filter((quota) => quota.items.includes(itemId));
      // Asked now rather than from the cache: a voucher made a moment ago must already count.
      const answers = await Promise.all(
        counting.map((quota) =>
          call(`${api}/quotas/${quota.id}/availability/`, availabilitySchema),
        ),
      );
      const limits = answers.flatMap((answer) => answer.available_number ?? []);
      return limits.length === 0 ? null : Math.max(0, Math.min(...limits));
    },
  };
}
