import { describe, expect, it } from "vitest";
import { createSimulatedPretix } from "./simulated-pretix.ts";

const base = "http://shop.example/simulated-shop";
const api = `${base}/api/v1/organizers/pamperplay/events/pp25`;

/** 120 products with a quota of 3 each (every third sold out), and 120 vouchers of which every third is used. */
function bigShop() {
  const ids = Array.from({ length: 120 }, (_, n) => n + 1);
  const shop = createSimulatedPretix({
    organizer: "pamperplay",
    token: "secret-token",
    publicBaseUrl: base,
    events: [
      {
        slug: "pp25",
        name: "PamperPlay 2025",
        live: true,
        presale_start: null,
        presale_end: null,
        items: ids.map((id) => ({ id, name: `Product ${id}`, price: 10 })),
        quotas: ids.map((id) => ({
          id,
          name: `Quota ${id}`,
          size: 3,
          paid_orders: id % 3 === 0 ? 3 : id % 3,
          pending_orders: 0,
        })),
      },
    ],
  });
  shop.vouchers.set(
    "pp25",
    ids.map((id) => ({
      id,
      code: `CODE${String(id).padStart(12, "0")}`,
      max_usages: 1,
      redeemed: id % 3 === 0 ? 1 : 0,
      valid_until: null,
      block_quota: false,
      allow_ignore_quota: false,
      price_mode: "none",
      value: null,
      item: 1,
      tag: id <= 60 ? "first" : "second",
      comment: "",
    })),
  );
  const get = async (url: string) => {
    const response = await shop.fetch(url, { headers: { Authorization: "Token secret-token" } });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { get };
}

type Page = { count: number; next: string | null; previous: string | null; results: unknown[] };

/** pretix's list answers (doc/api/fundamentals.rst, "Pagination"), as the stand-in gives them. */
describe("the simulated shop's lists", () => {
  it("page quotas, products and vouchers at 50, linking the next page absolutely", async () => {
    const { get } = bigShop();
    for (const list of ["quotas", "items", "vouchers"]) {
      const first = (await get(`${api}/${list}/`)).body as Page;
      expect(first).toMatchObject({ count: 120, previous: null });
      expect(first.results).toHaveLength(50);
      expect(first.next).toBe(`${api}/${list}/?page=2`);
      const third = (await get(`${api}/${list}/?page=3`)).body as Page;
      expect(third.results).toHaveLength(20);
      expect(third).toMatchObject({ next: null, previous: `${api}/${list}/?page=2` });
      expect((await get(`${api}/${list}/?page=2`)).body.previous).toBe(`${api}/${list}/`);
      expect(await get(`${api}/${list}/?page=4`)).toEqual({
        status: 404,
        body: { detail: "Invalid page." },
      });
    }
  });

  it("answer the quotas' free tickets only when asked with_availability", async () => {
    const { get } = bigShop();
    const plain = (await get(`${api}/quotas/`)).body as Page;
    expect(plain.results[0]).not.toHaveProperty("available");
    const counted = (await get(`${api}/quotas/?with_availability=true&page=1`)).body as Page;
    expect(counted.results.slice(0, 3)).toEqual([
      expect.objectContaining({ id: 1, items: [1], available: true, available_number: 2 }),
      expect.objectContaining({ id: 2, available: true, available_number: 1 }),
      expect.objectContaining({ id: 3, available: false, available_number: 0 }),
    ]);
    // The page links keep the filter.
    expect(counted.next).toBe(`${api}/quotas/?with_availability=true&page=2`);
  });

  it("filter vouchers as pretix's VoucherFilter: tag and redeemed exactly, code in any case", async () => {
    const { get } = bigShop();
    const used = (await get(`${api}/vouchers/?tag=second&redeemed=1`)).body as Page;
    expect(used.count).toBe(20);
    expect(used.next).toBeNull();
    expect((await get(`${api}/vouchers/?tag=first&redeemed=0`)).body.count).toBe(40);
    const byCode = (await get(`${api}/vouchers/?code=code000000000007`)).body as Page;
    expect(byCode.results).toEqual([expect.objectContaining({ code: "CODE000000000007" })]);
  });
});
