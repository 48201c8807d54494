import { describe, expect, it } from "vitest";
import { fixedClock } from "../clock.ts";
import type { SimulatedEvent } from "./simulated-model.ts";
import { oneEventBase as base, oneEventShop } from "./test/one-event-shop.ts";
const quota = (id: number, size: number) => ({
  id,
  name: `Quota ${id}`,
  size,
  paid_orders: 0,
  pending_orders: 0,
});

/** The shop's presale opened 15 June 2025 18:00 in Munich; its products have windows of their own. */
function event(): SimulatedEvent {
  return {
    slug: "pp25",
    name: "PamperPlay 2025",
    live: true,
    presale_start: "2025-06-15T16:00:00Z",
    presale_end: null,
    items: [
      { id: 2, name: "PamperPlay", price: 27 },
      { id: 3, name: "BabyBrunch", price: 25, available_from: "2025-06-20T16:00:00Z" },
      { id: 4, name: "Early bird", price: 20, available_until: "2025-06-15T12:00:00Z" },
      { id: 5, name: "Switched off", price: 20, active: false },
      { id: 6, name: "Waiting room only", price: 27, require_voucher: true },
    ],
    quotas: [quota(2, 2), quota(3, 5), quota(4, 5), quota(5, 5), quota(6, 5)],
  };
}

/** The adapter's answer for a package of the waiting room's sale, against the stand-in. */
describe("a package's availability in the shop", () => {
  const clock = fixedClock(new Date("2025-06-15T16:30:00Z"));
  const setup = () => oneEventShop(event(), clock);
  const product = (itemId: number) => ({ itemId, ignoreSaleStart: false });

  it("a product that opens after the presale waits for its own start, and the shop refuses it until then", async () => {
    clock.set(new Date("2025-06-15T16:30:00Z"));
    const { adapter, checkout } = setup();
    expect(await adapter.availability(0, product(3))).toEqual({
      status: "not-yet",
      saleStart: new Date("2025-06-20T16:00:00Z"),
    });
    // Early packages skip the shop's sale start, not their product's.
    expect(await adapter.availability(0, { itemId: 3, ignoreSaleStart: true })).toMatchObject({
      status: "not-yet",
    });
    const refused = await checkout({ item_3: "1" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(
      "Some of the products you selected are no longer available.",
    );

    clock.set(new Date("2025-06-20T16:00:00Z"));
    expect(await adapter.availability(0, product(3))).toEqual({
      status: "on-sale",
      ticketUrl: `${base}/pamperplay/pp25/?item=3`,
      saleStart: new Date("2025-06-15T16:00:00Z"),
    });
    expect((await checkout({ item_3: "1" })).status).toBe(200);
  });

  it("an ended or switched-off product is not on sale, and one sold only with a voucher says so", async () => {
    clock.set(new Date("2025-06-15T16:30:00Z"));
    const { adapter } = setup();
    const statusOf = async (itemId: number) =>
      (await adapter.availability(0, product(itemId))).status;
    expect(await statusOf(2)).toBe("on-sale");
    expect(await statusOf(4)).toBe("sale-over");
    expect(await statusOf(5)).toBe("unavailable");
    expect(await statusOf(6)).toBe("voucher-only");
    // A product no quota counts cannot be bought either.
    expect(await statusOf(99)).toBe("unavailable");
  });

  it("tickets held by vouchers are reserved, not sold out; sold out once orders fill the quota", async () => {
    clock.set(new Date("2025-06-15T16:30:00Z"));
    const { shop, adapter, checkout } = setup();
    const voucher = (code: string) => ({
      code,
      itemId: 2,
      validUntil: new Date("2025-06-15T16:45:00Z"),
      tag: "waiting-room test",
    });
    // Admission vouchers hold both tickets: pretix answers `available: false`.
    await adapter.createVouchers(0, [voucher("AAAA2222BBBB3333"), voucher("CCCC4444DDDD5555")]);
    expect(await adapter.availability(0, product(2))).toMatchObject({ status: "reserved" });
    expect(await adapter.soldOut(0, [2])).toBe(false);
    expect(await adapter.ticketStock(0, 2)).toEqual({ left: 0, sold: false });

    // One is bought, the other lapses: its ticket is free again.
    expect((await checkout({ item_2: "1", voucher: "AAAA2222BBBB3333" })).status).toBe(200);
    clock.set(new Date("2025-06-15T16:45:00Z"));
    expect(await adapter.availability(0, product(2))).toMatchObject({ status: "on-sale" });

    // A pending order takes the last one: every ticket is sold.
    shop.events[0]!.quotas[0]!.pending_orders = 1;
    expect(await adapter.availability(0, product(2))).toMatchObject({ status: "sold-out" });
    expect(await adapter.soldOut(0, [2])).toBe(true);
    expect(await adapter.ticketStock(0, 2)).toEqual({ left: 0, sold: true });
    // The event still sells its other products.
    expect(await adapter.availability(0)).toMatchObject({ status: "on-sale" });
  });
});
