import { describe, expect, it } from "vitest";
import { fixedClock } from "../clock.ts";
import { pretixShop } from "./pretix.ts";
import { TicketShopRefusedError } from "./shop-port.ts";
import { createSimulatedPretix } from "./simulated-pretix.ts";
import { roomyBudget } from "./test/budget.ts";

/** The waiting room's voucher calls through the adapter, and the shop's redemption rules. */
describe("waiting-room vouchers in the simulated pretix", () => {
  const clock = fixedClock(new Date("2025-06-15T16:00:00Z"));
  const setup = () => {
    const shop = createSimulatedPretix({
      organizer: "pamperplay",
      token: "secret-token",
      publicBaseUrl: "http://shop.example/simulated-shop",
      now: () => clock.now(),
      events: [
        {
          slug: "pp25",
          name: "PamperPlay 2025",
          items: [
            { id: 2, name: "PamperPlay", price: 27, require_voucher: true },
            { id: 3, name: "BabyBrunch", price: 25, require_voucher: true },
          ],
          live: true,
          presale_start: "2025-06-15T16:00:00Z",
          presale_end: null,
          quotas: [
            { id: 2, name: "PamperPlay", size: 2, paid_orders: 0, pending_orders: 0 },
            { id: 3, name: "BabyBrunch", size: 5, paid_orders: 0, pending_orders: 0 },
          ],
        },
      ],
    });
    const adapter = pretixShop({
      baseUrl: "http://shop.example/simulated-shop",
      token: "secret-token",
      organizer: "pamperplay",
      events: ["pp25"],
      cacheMs: 0,
      clock,
      fetch: shop.fetch,
      budget: roomyBudget(clock),
    });
    const checkout = (fields: Record<string, string>) =>
      shop.fetch("http://shop.example/simulated-shop/pamperplay/pp25/checkout", {
        method: "POST",
        body: new URLSearchParams(fields),
      });
    return { shop, adapter, checkout };
  };
  const voucher = (code: string) => ({
    code,
    itemId: 2,
    validUntil: new Date("2025-06-15T16:15:00Z"),
    tag: "waiting-room munich",
  });

  it("creates the vouchers once, single-use for one product, and links their redeem page", async () => {
    const { shop, adapter } = setup();
    await adapter.createVouchers(0, [voucher("AAAA2222BBBB3333")]);
    // An answer lost on the way: asking again creates only what is missing.
    await adapter.createVouchers(0, [voucher("AAAA2222BBBB3333"), voucher("CCCC4444DDDD5555")]);
    expect(shop.vouchers.get("pp25")!.map((v) => [v.code, v.item, v.max_usages])).toEqual([
      ["AAAA2222BBBB3333", 2, 1],
      ["CCCC4444DDDD5555", 2, 1],
    ]);
    expect(shop.vouchers.get("pp25")![0]).toMatchObject({
      block_quota: true,
      valid_until: "2025-06-15T16:15:00.000Z",
      tag: "waiting-room munich",
    });
    expect(await adapter.redeemUrl(0, "AAAA2222BBBB3333")).toBe(
      "http://shop.example/simulated-shop/pamperplay/pp25/redeem?voucher=AAAA2222BBBB3333",
    );
  });

  it("sells a product that requires a voucher only with a valid, unused one for it", async () => {
    const { adapter, checkout } = setup();
    clock.set(new Date("2025-06-15T16:00:00Z"));
    await adapter.createVouchers(0, [voucher("AAAA2222BBBB3333"), voucher("CCCC4444DDDD5555")]);
    const refusal = async (response: Response) => {
      expect(response.status).toBe(400);
      return /data-testid="shop-refusal">([^<]*)</.exec(await response.text())?.[1];
    };
    expect(await refusal(await checkout({ item_2: "1" }))).toBe(
      "This product can only be bought using a voucher.",
    );
    expect(await refusal(await checkout({ item_3: "1", voucher: "AAAA2222BBBB3333" }))).toBe(
      "This voucher is not valid for this product.",
    );
    const bought = await checkout({ item_2: "1", voucher: "AAAA2222BBBB3333" });
    expect(bought.status).toBe(200);
    expect(await adapter.redeemedCodes(0, "waiting-room munich")).toEqual(
      new Set(["AAAA2222BBBB3333"]),
    );
    expect(await adapter.soldOut(0, [2])).toBe(true);
    expect(await adapter.soldOut(0, [3])).toBe(false);
    expect(await refusal(await checkout({ item_2: "1", voucher: "AAAA2222BBBB3333" }))).toBe(
      "This voucher has already been used.",
    );
    clock.set(new Date("2025-06-15T16:15:00Z"));
    expect(await refusal(await checkout({ item_2: "1", voucher: "CCCC4444DDDD5555" }))).toBe(
      "This voucher is expired.",
    );
  });

  it("sells no more than the quota holds; a voucher that holds a ticket still buys it", async () => {
    clock.set(new Date("2025-06-15T16:00:00Z"));
    const { shop, adapter, checkout } = setup();
    const [, brunch] = shop.events[0]!.items;
    brunch!.require_voucher = false;
    shop.events[0]!.quotas.find((candidate) => candidate.id === 3)!.paid_orders = 2;
    await adapter.createVouchers(0, [{ ...voucher("AAAA2222BBBB3333"), itemId: 3 }]);
    expect(await adapter.ticketsLeft(0, 3)).toBe(2);
    const soldOut = await checkout({ item_3: "3" });
    expect(soldOut.status).toBe(400);
    expect(await soldOut.text()).toContain(
      "Some of the products you selected are no longer available.",
    );
    expect((await checkout({ item_3: "2" })).status).toBe(200);
    expect((await checkout({ item_3: "1" })).status).toBe(400);
    // The voucher's ticket was held for it all along.
    expect((await checkout({ item_3: "1", voucher: "AAAA2222BBBB3333" })).status).toBe(200);
    expect(await adapter.ticketsLeft(0, 3)).toBe(0);
    expect(shop.events[0]!.quotas.find((candidate) => candidate.id === 3)!.paid_orders).toBe(5);
  });

  it("refuses, as pretix does, a voucher that would hold a ticket its quota does not have", async () => {
    clock.set(new Date("2025-06-15T16:00:00Z"));
    const { shop, adapter } = setup();
    shop.events[0]!.quotas.find((candidate) => candidate.id === 3)!.paid_orders = 4;
    const brunch = (code: string) => ({ ...voucher(code), itemId: 3 });
    // pretix checks each voucher of a batch against the quota as it was before the batch.
    await adapter.createVouchers(0, [brunch("AAAA2222BBBB3333"), brunch("CCCC4444DDDD5555")]);
    expect(await adapter.ticketsLeft(0, 3)).toBe(0);

    const refused = adapter.createVouchers(0, [brunch("EEEE6666FFFF7777")]);
    await expect(refused).rejects.toBeInstanceOf(TicketShopRefusedError);
    await expect(refused).rejects.toThrow(
      "You cannot create a voucher that blocks quota as the selected product or quota is currently sold out or completely reserved.",
    );
    const single = await shop.fetch(
      "http://shop.example/simulated-shop/api/v1/organizers/pamperplay/events/pp25/vouchers/",
      {
        method: "POST",
        headers: { Authorization: "Token secret-token", "Content-Type": "application/json" },
        body: JSON.stringify({ code: "GGGG8888HHHH9999", item: 3, block_quota: true }),
      },
    );
    expect(single.status).toBe(400);
    expect(shop.vouchers.get("pp25")!.map((v) => v.code)).toEqual([
      "AAAA2222BBBB3333",
      "CCCC4444DDDD5555",
    ]);
    // Past the vouchers' end their tickets are free again, and can be held once more.
    clock.set(new Date("2025-06-15T16:15:00Z"));
    await adapter.createVouchers(0, [
      { ...brunch("EEEE6666FFFF7777"), validUntil: new Date("2025-06-15T16:30:00Z") },
    ]);
    expect(await adapter.ticketsLeft(0, 3)).toBe(0);
  });

  it("counts the tickets left as pretix does: a blocking voucher holds one until used or expired, a cancelled order gives its back", async () => {
    clock.set(new Date("2025-06-15T16:00:00Z"));
    const { shop, adapter } = setup();
    const quota = shop.events[0]!.quotas.find((candidate) => candidate.id === 3)!;
    const order = shop.orders.addOrder("pp25", 2, "CANCEL22");
    for (const position of order.positions) position.item = 3;
    quota.paid_orders = 2;
    expect(await adapter.ticketsLeft(0, 3)).toBe(3);
    await adapter.createVouchers(0, [{ ...voucher("EEEE6666FFFF7777"), itemId: 3 }]);
    expect(await adapter.ticketsLeft(0, 3)).toBe(2);

    const cancel = (code: string) =>
      shop.fetch(
        `http://shop.example/simulated-shop/api/v1/organizers/pamperplay/events/pp25/orders/${code}/mark_canceled/`,
        { method: "POST", headers: { Authorization: "Token secret-token" } },
      );
    expect(await (await cancel("CANCEL22")).json()).toEqual({ code: "CANCEL22", status: "c" });
    expect(await adapter.ticketsLeft(0, 3)).toBe(4);
    // Cancelled once only.
    expect((await cancel("CANCEL22")).status).toBe(400);
    expect((await cancel("NOSUCH22")).status).toBe(404);
    // The voucher's end gives its ticket back too.
    clock.set(new Date("2025-06-15T16:15:00Z"));
    expect(await adapter.ticketsLeft(0, 3)).toBe(5);
    expect(await adapter.ticketsLeft(0, 99)).toBeNull();
  });
});
