import { z } from "zod";
import { allPages, type PretixCall } from "./pretix-pages.ts";
import {
  TicketShopRefusedError,
  TicketShopUnavailableError,
  type ShopVouchers,
} from "./shop-port.ts";

/** The voucher fields the waiting room reads (pretix: doc/api/resources/vouchers.rst). */
const listedVoucherSchema = z.object({ code: z.string(), redeemed: z.number().int() });

/**
 * GET …/quotas/{id}/availability/ (doc/api/resources/quotas.rst): what is free, and what makes
 * up the rest. total_size and available_number are null when unlimited.
 */
export const availabilitySchema = z.object({
  available: z.boolean(),
  available_number: z.number().int().nullable(),
  total_size: z.number().int().nullable(),
  paid_orders: z.number().int(),
  pending_orders: z.number().int(),
});

/**
 * Whether a quota has sold every ticket: paid and pending orders fill it. `available: false`
 * alone does not say so: pretix answers it too while vouchers hold the rest or carts have it.
 */
export const quotaSold = (answer: z.output<typeof availabilitySchema>): boolean =>
  answer.total_size !== null && answer.paid_orders + answer.pending_orders >= answer.total_size;

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
  call: PretixCall;
  /** The event's API root, …/organizers/{o}/events/{e}; null for an unknown shop. */
  eventApi(ticketShopId: number): string | null;
  shopUrl(ticketShopId: number): Promise<string | null>;
  /** The shop's quotas (cached with its other data): the products each counts, whether any is left. */
  quotas(ticketShopId: number): Promise<{ id: number; items: number[]; available: boolean }[]>;
  /** Whether a quota with nothing free has sold every ticket (cached, as `quotas`). */
  quotaSold(ticketShopId: number, quotaId: number): Promise<boolean>;
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
  quotaSold: soldQuota,
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
    const listed = await allPages(
      call,
      `${api}/vouchers/?code=${encodeURIComponent(code)}`,
      listedVoucherSchema,
    );
    return listed.some((voucher) => voucher.code.toUpperCase() === code.toUpperCase());
  };

  /** The shop's quotas that count a product. */
  const countingQuotas = async (ticketShopId: number, itemId: number) =>
    (await quotas(ticketShopId)).filter((quota) => quota.items.includes(itemId));

  async function ticketStock(ticketShopId: number, itemId: number) {
    const api = apiOf(ticketShopId);
    // Asked now rather than from the cache: a voucher made a moment ago must already count.
    const answers = await Promise.all(
      (await countingQuotas(ticketShopId, itemId)).map((quota) =>
        call(`${api}/quotas/${quota.id}/availability/`, availabilitySchema),
      ),
    );
    const limits = answers.flatMap((answer) => answer.available_number ?? []);
    return {
      left: limits.length === 0 ? null : Math.max(0, Math.min(...limits)),
      sold: answers.some(quotaSold),
    };
  }

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
      // A product is sold out once one quota counting it is; a quota with tickets free is not.
      const productSold = async (itemId: number) => {
        const counting = await countingQuotas(ticketShopId, itemId);
        const sold = await Promise.all(
          counting.map((quota) => !quota.available && soldQuota(ticketShopId, quota.id)),
        );
        return sold.some(Boolean);
      };
      const sold = await Promise.all(itemIds.map(productSold));
      return sold.length > 0 && sold.every(Boolean);
    },

    async redeemUrl(ticketShopId, code) {
      const shop = await shopUrl(ticketShopId);
      return shop === null ? null : voucherRedeemUrl(shop, code);
    },

    async redeemedCodes(ticketShopId, tag) {
      // Filtered by the shop (pretix's VoucherFilter): only the tag's used ones come back.
      const query = new URLSearchParams({ tag, redeemed: "1" });
      const listed = await allPages(
        call,
        `${apiOf(ticketShopId)}/vouchers/?${query}`,
        listedVoucherSchema,
      );
      return new Set(
        listed.filter((voucher) => voucher.redeemed > 0).map((voucher) => voucher.code),
      );
    },

    ticketStock,
    ticketsLeft: async (ticketShopId, itemId) => (await ticketStock(ticketShopId, itemId)).left,
  };
}
