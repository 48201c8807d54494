import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../clock.ts";
import { TicketShopUnavailableError } from "./shop-port.ts";
import { pretixShop, type PretixOptions } from "./pretix.ts";
import type { SimulatedEvent } from "./simulated-model.ts";
import { createSimulatedPretix, type SimulatedPretix } from "./simulated-pretix.ts";
import { roomyBudget } from "./test/budget.ts";

const silent = { error: () => {} };

function events(): SimulatedEvent[] {
  return [
    {
      slug: "pp25",
      name: "PamperPlay 2025",
      items: [{ id: 1, name: "Cuddle Package", price: 49 }],
      live: true,
      presale_start: "2025-06-15T16:00:00Z",
      presale_end: null,
      quotas: [
        { id: 1, name: "Kuschel-Paket", size: 10, paid_orders: 4, pending_orders: 1 },
        { id: 2, name: "Reservierung DiaperDinner", size: null, paid_orders: 7, pending_orders: 0 },
      ],
    },
    {
      slug: "bb25",
      name: "BabyBrunch 2025",
      items: [],
      live: true,
      presale_start: null,
      presale_end: "2025-10-01T00:00:00Z",
      quotas: [{ id: 3, name: "Brunch", size: 2, paid_orders: 2, pending_orders: 0 }],
    },
  ];
}

/** The adapter against the stand-in over real HTTP, as it would talk to pretix. */
describe("pretix adapter against the simulated pretix", () => {
  let shop: SimulatedPretix;
  let server: ServerType;
  let baseUrl: string;
  const clock = fixedClock(new Date("2025-06-20T10:00:00Z"));
  const adapter = (extra: Partial<PretixOptions> = {}) =>
    pretixShop({
      baseUrl,
      token: "secret-token",
      organizer: "pamperplay",
      events: ["pp25", "bb25"],
      cacheMs: 60_000,
      clock,
      log: silent,
      budget: roomyBudget(clock),
      ...extra,
    });

  beforeAll(async () => {
    shop = createSimulatedPretix({
      organizer: "pamperplay",
      token: "secret-token",
      events: events(),
      publicBaseUrl: "http://shop.example",
      pageSize: 1,
    });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: shop.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    shop.events.splice(0, shop.events.length, ...events());
    clock.set(new Date("2025-06-20T10:00:00Z"));
  });

  it("before the presale start: not yet, with the start", async () => {
    clock.set(new Date("2025-06-15T15:59:59Z"));
    expect(await adapter().availability(0)).toEqual({
      status: "not-yet",
      saleStart: new Date("2025-06-15T16:00:00Z"),
    });
  });

  it("from the presale start on: on sale, with the event's public URL", async () => {
    clock.set(new Date("2025-06-15T16:00:00Z"));
    expect(await adapter().availability(0)).toEqual({
      status: "on-sale",
      ticketUrl: "http://shop.example/pamperplay/pp25/",
      saleStart: new Date("2025-06-15T16:00:00Z"),
    });
  });

  it("a package that ignores the sale start is on sale before it, linked to its product", async () => {
    clock.set(new Date("2025-06-15T15:59:59Z"));
    expect(await adapter().availability(0, { itemId: 1, ignoreSaleStart: false })).toMatchObject({
      status: "not-yet",
    });
    expect(await adapter().availability(0, { itemId: 1, ignoreSaleStart: true })).toEqual({
      status: "on-sale",
      ticketUrl: "http://shop.example/pamperplay/pp25/?item=1",
      saleStart: new Date("2025-06-15T16:00:00Z"),
    });
  });

  it("sold out when no quota has tickets left; sale over after presale_end; unknown shop", async () => {
    expect((await adapter().availability(1)).status).toBe("sold-out");
    clock.set(new Date("2025-10-02T00:00:00Z"));
    expect((await adapter().availability(1)).status).toBe("sale-over");
    expect(await adapter().availability(2)).toEqual({ status: "unknown-shop" });
  });

  it("an unlimited quota keeps an event on sale", async () => {
    shop.events[0]!.quotas[0]!.paid_orders = 10;
    expect((await adapter().availability(0)).status).toBe("on-sale");
    shop.events[0]!.quotas.splice(1, 1);
    expect((await adapter().availability(0)).status).toBe("sold-out");
  });

  it("lists the events' quotas (following pagination) with size and available number", async () => {
    expect(await adapter().quotas([0, 1, 0])).toEqual([
      { name: "pp25: Kuschel-Paket", size: 10, available_number: 5 },
      {
        name: "pp25: Reservierung DiaperDinner",
        size: null,
        available_number: null,
      },
      { name: "bb25: Brunch", size: 2, available_number: 0 },
    ]);
  });

  it("names a single event's quotas without its slug and skips unknown shops", async () => {
    expect(await adapter().quotas([1, 7])).toEqual([
      { name: "Brunch", size: 2, available_number: 0 },
    ]);
    expect(await adapter().quotas([])).toEqual([]);
  });

  it("creates a single-use team voucher that ignores quotas", async () => {
    const url = new URL((await adapter().teamVoucherUrl(0))!);
    expect(url.origin + url.pathname).toBe("http://shop.example/pamperplay/pp25/redeem");
    const code = url.searchParams.get("voucher")!;
    const voucher = shop.vouchers.get("pp25")!.find((v) => v.code === code)!;
    expect(voucher).toMatchObject({ max_usages: 1, allow_ignore_quota: true, redeemed: 0 });
    expect(voucher.valid_until).toBe("2025-06-21T10:00:00.000Z");
    expect(await adapter().teamVoucherUrl(9)).toBeNull();
  });

  it("a rush of visitors costs pretix one refresh per cache period (single flight)", async () => {
    const shopAdapter = adapter({ cacheMs: 200 });
    const before = shop.apiCalls();
    const answers = await Promise.all(
      Array.from({ length: 300 }, () => shopAdapter.availability(0)),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set(["on-sale"]));
    // The event, its products, and the quotas with what each has free: one call per page (the
    // stand-in pages by one here), none per quota.
    expect(shop.apiCalls() - before).toBe(4);
    await Promise.all(Array.from({ length: 50 }, () => shopAdapter.availability(0)));
    expect(shop.apiCalls() - before).toBe(4);
    // After a period the quotas are asked again; the event and its products a twelfth as often.
    clock.advance(200);
    await Promise.all(Array.from({ length: 50 }, () => shopAdapter.availability(0)));
    expect(shop.apiCalls() - before).toBe(6);
    clock.advance(11 * 200);
    await Promise.all(Array.from({ length: 50 }, () => shopAdapter.availability(0)));
    expect(shop.apiCalls() - before).toBe(10);
  });

  it("a wrong token is an unavailable shop, never an answer", async () => {
    await expect(adapter({ token: "wrong" }).availability(0)).rejects.toBeInstanceOf(
      TicketShopUnavailableError,
    );
  });

  it("while pretix is down, recent data is still used; without any, the shop is unavailable", async () => {
    let down = false;
    const flaky = (input: string, init?: RequestInit) =>
      down ? Promise.reject(new Error("connection refused")) : fetch(input, init);
    const shopAdapter = adapter({ cacheMs: 10, staleMs: 60_000, fetch: flaky });
    expect((await shopAdapter.availability(0)).status).toBe("on-sale");
    down = true;
    clock.advance(200);
    expect((await shopAdapter.availability(0)).status).toBe("on-sale");
    const fresh = adapter({ fetch: flaky });
    await expect(fresh.availability(0)).rejects.toBeInstanceOf(TicketShopUnavailableError);
    // After a failure pretix is left alone for one cache period.
    const calls = shop.apiCalls();
    await expect(fresh.availability(0)).rejects.toBeInstanceOf(TicketShopUnavailableError);
    expect(shop.apiCalls()).toBe(calls);
  });

  it("the stand-in demands pretix's token header", async () => {
    const response = await fetch(`${baseUrl}/api/v1/organizers/pamperplay/events/pp25/`);
    expect(response.status).toBe(401);
    const ok = await fetch(`${baseUrl}/api/v1/organizers/pamperplay/events/pp25/`, {
      headers: { Authorization: "Token secret-token" },
    });
    expect(((await ok.json()) as { presale_start: string }).presale_start).toBe(
      "2025-06-15T16:00:00Z",
    );
  });
});
