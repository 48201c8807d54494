import { describe, expect, it, vi } from "vitest";
import { StorageError } from "../db/storage-error.ts";
import { consoleForBlock } from "../test/console-capture.ts";
import { laneComparisonForBlock } from "../test/fast-lane.ts";
import { testServicesForBlock } from "../test/services.ts";
import type { LaneCall } from "../http/fast-lane.ts";
import { TicketShopUnavailableError } from "./shop-port.ts";
import { availabilityLane } from "./visitor-router.ts";

/**
 * The availability call is answered twice over: by its route in the app, and by the fast lane in
 * front of the app (http/fast-lane.ts). Every outcome must arrive alike on the wire.
 */
describe("the availability call answers alike through the fast lane and through the app", () => {
  const setup = testServicesForBlock({ now: "2025-06-20T12:00:00+02:00" });
  const console = consoleForBlock();
  const { bothAlike } = laneComparisonForBlock(setup);

  const json = (answered: { body: string }) => JSON.parse(answered.body) as Record<string, unknown>;

  it("on sale, in either language: by Accept-Language, by cookie, or chosen in the address", async () => {
    const onSale = await bothAlike("/api/tickets/availability/0");
    expect(onSale.status).toBe(200);
    expect(onSale.headers).toMatchObject({
      "cache-control": "no-store",
      "content-type": "application/json",
      "x-frame-options": "SAMEORIGIN",
      "content-security-policy": expect.stringContaining("frame-ancestors 'none'"),
    });
    expect(json(onSale)).toMatchObject({ msg: "Der Ticketverkauf läuft." });
    const english = await bothAlike("/api/tickets/availability/0", {
      headers: ["Accept-Language: en-GB,en;q=0.9"],
    });
    expect(json(english)).toMatchObject({ msg: "The ticket sale is open." });
    expect(
      json(await bothAlike("/api/tickets/availability/0", { headers: ["Cookie: LOCALE=en"] })),
    ).toMatchObject({ msg: "The ticket sale is open." });
    const chosen = await bothAlike("/api/tickets/availability/0?lang=en");
    expect(chosen.headers["set-cookie"]).toMatch(/^LOCALE=en;/);
    const kept = await bothAlike("/api/tickets/availability/0?lang=en", {
      headers: ["Cookie: a=1; LOCALE=en"],
    });
    expect(kept.headers["set-cookie"]).toBeUndefined();
  });

  it("each city by its host, behind the trusted proxy or not", async () => {
    const essen = await bothAlike("/api/tickets/availability/1", {
      headers: ["Host: essen.localhost:3000", "X-Forwarded-For: 203.0.113.7"],
    });
    expect(essen.status).toBe(425);
    expect(essen.headers["retry-after"]).toBeDefined();
    const hamburg = await bothAlike("/api/tickets/availability/2", {
      headers: ["Host: hamburg.localhost:60001"],
    });
    expect(json(hamburg)).toMatchObject({ code: 425, ticketSaleStart: null });
  });

  it("answers for the city that sells through the shop, whichever city's host is asked", async () => {
    const munichHost = ["Host: localhost:3000", "Accept-Language: en"];
    try {
      // 1 Jun: Munich's sale opens on 15 Jun, Essen's on 14 Sep.
      setup.clock.set(new Date("2025-06-01T12:00:00+02:00"));
      const essen = await bothAlike("/api/tickets/availability/1", { headers: munichHost });
      expect(essen.status).toBe(425);
      expect(json(essen)).toMatchObject({ ticketSaleStart: "2025-09-14T16:00:00.000Z" });
      expect(essen.headers["retry-after"]).toBe(String(105 * 86_400 + 6 * 3_600));
      const munich = await bothAlike("/api/tickets/availability/0?package=cuddle-package", {
        headers: ["Host: essen.localhost:3000"],
      });
      expect(json(munich)).toMatchObject({
        code: 425,
        ticketSaleStart: "2025-06-15T16:00:00.000Z",
      });
      // A package is looked up in the shop's city: Essen's package on Munich's host.
      const essenPackage = setup.services.content.essen.packages.packages[0]!.id;
      expect((await bothAlike(`/api/tickets/availability/1?package=${essenPackage}`)).status).toBe(
        425,
      );
      // 13 Oct: Munich's weekend is over, Essen's sale goes on (its party is in November).
      setup.clock.set(new Date("2025-10-13T12:00:00+02:00"));
      expect((await bothAlike("/api/tickets/availability/0")).status).toBe(410);
      const later = await bothAlike("/api/tickets/availability/1", { headers: munichHost });
      expect(later.status).toBe(200);
      expect(json(later)).toMatchObject({ ticketUrl: expect.stringContaining("/simulated-shop/") });
    } finally {
      setup.clock.set(new Date("2025-06-20T12:00:00+02:00"));
    }
  });

  it("refusals: malformed id, unknown shop or package, sold out, disabled, before the start", async () => {
    for (const bad of ["abc", "-1", "9999999"])
      expect((await bothAlike(`/api/tickets/availability/${bad}`)).status).toBe(400);
    expect((await bothAlike("/api/tickets/availability/7")).status).toBe(404);
    expect((await bothAlike("/api/tickets/availability/0?package=nope")).status).toBe(404);

    const { munich } = setup.services.content;
    const { hub } = munich;
    munich.hub = { ...hub, soldOutNotice: true };
    expect((await bothAlike("/api/tickets/availability/0")).status).toBe(410);
    munich.hub = hub;
    const pamperPlay = munich.packages.packages.find((pkg) => pkg.id === "single-pamperplay")!;
    pamperPlay.disabled = true;
    expect((await bothAlike("/api/tickets/availability/0?package=single-pamperplay")).status).toBe(
      409,
    );
    pamperPlay.disabled = false;
    // The waiting room's products the shop sells only with its voucher.
    const voucherOnly = await bothAlike("/api/tickets/availability/0?package=cuddle-package", {
      headers: ["Accept-Language: en"],
    });
    expect(json(voucherOnly)).toMatchObject({
      code: 409,
      msg: "This ticket package is only sold with a voucher, e.g. from the waiting room or the wait list.",
    });

    setup.clock.set(new Date("2025-06-15T17:59:00+02:00"));
    const early = await bothAlike("/api/tickets/availability/0", {
      headers: ["Accept-Language: en"],
    });
    expect(early).toMatchObject({ status: 425, headers: { "retry-after": "60" } });
    setup.clock.set(new Date("2025-10-13T12:00:00+02:00"));
    expect(json(await bothAlike("/api/tickets/availability/0"))).toMatchObject({ code: 410 });
    setup.clock.set(new Date("2025-06-20T12:00:00+02:00"));
  });

  it("a product's own state: its later start, its tickets all reserved", async () => {
    const shop = setup.services.simulatedShop!;
    const event = shop.events[0]!;
    const cuddle = event.items.find((item) => item.id === 1)!;
    const quota = event.quotas.find((candidate) => candidate.id === 1)!;
    const path = "/api/tickets/availability/0?package=cuddle-package";
    // The shop's products are kept a minute: a minute later it says what changed.
    setup.clock.set(new Date("2025-06-20T12:01:00+02:00"));
    try {
      cuddle.require_voucher = false;
      cuddle.available_from = "2025-06-20T10:30:00Z";
      const later = await bothAlike(path, { headers: ["Accept-Language: en"] });
      expect(later.headers["retry-after"]).toBe("1740");
      expect(json(later)).toEqual({
        code: 425,
        msg: "The ticket sale has not started yet.",
        ticketUrl: null,
        ticketSaleStart: "2025-06-20T10:30:00.000Z",
      });

      // The last ticket held by a voucher: reserved, not sold out.
      setup.clock.set(new Date("2025-06-20T12:31:00+02:00"));
      quota.paid_orders = quota.size! - 1;
      shop.vouchers.set(event.slug, [
        {
          id: 1,
          code: "HELD2222HELD3333",
          max_usages: 1,
          redeemed: 0,
          valid_until: "2025-06-20T11:00:00Z",
          block_quota: true,
          allow_ignore_quota: false,
          price_mode: "none",
          value: null,
          item: 1,
          tag: "",
          comment: "",
        },
      ]);
      const reserved = await bothAlike(path, { headers: ["Accept-Language: en"] });
      expect(reserved.headers["retry-after"]).toBe("60");
      expect(json(reserved)).toEqual({
        code: 409,
        msg: "All remaining tickets are reserved right now. When a reservation lapses, tickets come back – please try again in a few minutes.",
        ticketUrl: null,
        ticketSaleStart: null,
      });
    } finally {
      cuddle.require_voucher = true;
      cuddle.available_from = null;
      quota.paid_orders = 0;
      shop.vouchers.clear();
      setup.clock.set(new Date("2025-06-20T12:00:00+02:00"));
    }
  });

  it("the shop unreachable, the database failing, an unexpected error", async () => {
    const availability = vi.spyOn(setup.services.ticketShop, "availability");
    try {
      availability.mockRejectedValue(new TicketShopUnavailableError("pretix down"));
      const unreachable = await bothAlike("/api/tickets/availability/0");
      expect(unreachable).toMatchObject({ status: 503, headers: { "retry-after": "10" } });
      // An adapter may also fail before it has a promise to give.
      availability.mockImplementation(() => {
        throw new TicketShopUnavailableError("pretix down");
      });
      expect(await bothAlike("/api/tickets/availability/0")).toMatchObject({ status: 503 });
      availability.mockRejectedValue(new StorageError("read", "disk I/O error"));
      const storage = await bothAlike("/api/tickets/availability/0");
      expect(storage).toMatchObject({ status: 503, headers: { "retry-after": "60" } });
      availability.mockRejectedValue(new Error("surprise"));
      const failed = await bothAlike("/api/tickets/availability/0", {
        headers: ["Accept-Language: en"],
      });
      expect(failed.status).toBe(500);
      expect(json(failed)).toEqual({ code: 500, msg: expect.any(String) });
      // Each path logged the error once, with its request.
      expect(console.logged().match(/surprise/g)).toHaveLength(2);
    } finally {
      availability.mockRestore();
    }
  });

  it("answers a click at once, without a promise, while the shop's answers are kept", async () => {
    // The first call fills the shop's caches; at the sale start every later click finds them.
    await bothAlike("/api/tickets/availability/0");
    const call: LaneCall = {
      hub: "munich",
      locale: "de",
      param: "0",
      query: () => undefined,
      cookie: () => undefined,
      client: () => "203.0.113.9",
    };
    const answer = availabilityLane(setup.services).answer(call);
    expect(answer).not.toBeInstanceOf(Promise);
    expect(answer).toMatchObject({ status: 200, body: { msg: "Der Ticketverkauf läuft." } });
  });

  it("leaves to the app what the app's adapter would read otherwise", async () => {
    for (const target of [
      "/api/tickets/availability/0?package=cuddle%2Dpackage",
      "/api/tickets/availability/0/",
      "/api/tickets/availability/1.5",
      "/api/tickets/availability/",
      "/api/tickets/availability/0?package=a+b",
    ])
      await bothAlike(target, { fast: false });
    await bothAlike("/api/tickets/availability/0", { method: "HEAD", fast: false });
    await bothAlike("/api/tickets/availability/0", { headers: ["Content-Length: 0"], fast: false });
    await bothAlike("/api/tickets/availability/0", {
      headers: ["Host: LOCALHOST:3000"],
      fast: false,
    });
    // An absolute target is made a path first (http/node-server.ts): then it is the lane's.
    await bothAlike("http://localhost:3000/api/tickets/availability/0", { fast: true });
  });
});
