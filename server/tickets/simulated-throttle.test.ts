import { beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../clock.ts";
import { pretixReissuer } from "./pretix-reissue.ts";
import { pretixShop } from "./pretix.ts";
import { shopCallBudget } from "./shop-call-budget.ts";
import { ShopCallWithheldError } from "./shop-port.ts";
import type { SimulatedEvent } from "./simulated-model.ts";
import { createSimulatedPretix } from "./simulated-pretix.ts";

const base = "http://shop.example/simulated-shop";
const eventApi = `${base}/api/v1/organizers/pamperplay/events/pp25`;
const silent = { error: () => {} };

const events = (): SimulatedEvent[] => [
  {
    slug: "pp25",
    name: "PamperPlay 2025",
    items: [{ id: 1, name: "Cuddle Package", price: 49 }],
    live: true,
    presale_start: "2025-06-15T16:00:00Z",
    presale_end: null,
    quotas: [{ id: 1, name: "Kuschel-Paket", size: 10, paid_orders: 0, pending_orders: 0 }],
  },
];

describe("the simulated shop's rate limit, as pretix Hosted's", () => {
  const clock = fixedClock(new Date("2025-06-15T16:00:00Z"));
  beforeEach(() => clock.set(new Date("2025-06-15T16:00:00Z")));
  const shop = (callsPerMinute?: number) =>
    createSimulatedPretix({
      organizer: "pamperplay",
      token: "secret-token",
      events: events(),
      publicBaseUrl: base,
      now: () => clock.now(),
      callsPerMinute,
    });
  const ask = (stand: ReturnType<typeof shop>, token = "secret-token") =>
    stand.fetch(`${eventApi}/`, { headers: { Authorization: `Token ${token}` } });

  it("is off unless switched on", async () => {
    const stand = shop();
    for (let i = 0; i < 361; i++) expect((await ask(stand)).status).toBe(200);
  });

  it("answers 429 with Retry-After and DRF's detail once a token's minute is used, counting only what it let through", async () => {
    const stand = shop(3);
    for (const second of [0, 10, 20]) {
      clock.set(new Date(Date.parse("2025-06-15T16:00:00Z") + second * 1000));
      expect((await ask(stand)).status).toBe(200);
    }
    clock.set(new Date("2025-06-15T16:00:45.500Z"));
    const refused = await ask(stand);
    expect(refused.status).toBe(429);
    // The oldest call leaves the minute in 14.5 s: rounded up, as Django REST framework does.
    expect(refused.headers.get("retry-after")).toBe("15");
    expect(await refused.json()).toEqual({
      detail: "Request was throttled. Expected available in 15 seconds.",
    });
    // Refused calls do not count: one second later the wait is one second shorter.
    clock.set(new Date("2025-06-15T16:00:46.500Z"));
    expect((await ask(stand)).headers.get("retry-after")).toBe("14");
    // An unknown token is refused before the throttle, as pretix authenticates first.
    expect((await ask(stand, "wrong")).status).toBe(401);
    clock.set(new Date("2025-06-15T16:01:00.001Z"));
    expect((await ask(stand)).status).toBe(200);
  });

  it("gives a whole minute's wait when another client of the account used it up", async () => {
    const stand = shop(360);
    stand.useUpRateLimit();
    const refused = await ask(stand);
    expect(refused.headers.get("retry-after")).toBe("60");
    clock.advance(59_000);
    const last = await ask(stand);
    expect(last.headers.get("retry-after")).toBe("1");
    expect(await last.json()).toEqual({
      detail: "Request was throttled. Expected available in 1 second.",
    });
  });
});

describe("the site against the simulated shop with its rate limit on", () => {
  const clock = fixedClock(new Date("2025-06-15T16:00:00Z"));

  it("makes no call, by any adapter, until the shop's Retry-After has passed; then goes on", async () => {
    const stand = createSimulatedPretix({
      organizer: "pamperplay",
      token: "secret-token",
      events: events(),
      publicBaseUrl: base,
      now: () => clock.now(),
      callsPerMinute: 360,
    });
    // One budget, as the composition root hands the sale's adapter and the resale's re-issuer.
    const budget = shopCallBudget({ perMinute: 300, clock, log: silent });
    const connection = {
      baseUrl: base,
      token: "secret-token",
      organizer: "pamperplay",
      events: ["pp25"],
      fetch: stand.fetch,
      budget,
    };
    const shop = pretixShop({ ...connection, cacheMs: 0, staleMs: 0, clock, log: silent });
    const reissuer = pretixReissuer(connection);
    expect(await shop.ticketsLeft(0, 1)).toBe(10);

    // The association's own use of the shop takes the rest of the minute.
    stand.useUpRateLimit();
    const refused = shop.ticketsLeft(0, 1);
    await expect(refused).rejects.toBeInstanceOf(ShopCallWithheldError);
    await expect(refused).rejects.toMatchObject({ status: 429, reason: "retry-after" });
    const until = (await budget.status()).retryAfterUntil;
    expect(until).toEqual(new Date("2025-06-15T16:01:00Z"));

    const calls = stand.apiCalls();
    clock.advance(59_999);
    await expect(shop.availability(0)).rejects.toBeInstanceOf(ShopCallWithheldError);
    await expect(shop.ticketsLeft(0, 1)).rejects.toBeInstanceOf(ShopCallWithheldError);
    await expect(
      shop.createVouchers(0, [
        { code: "WAIT", itemId: 1, validUntil: new Date("2025-06-15T17:00:00Z"), tag: "t" },
      ]),
    ).rejects.toBeInstanceOf(ShopCallWithheldError);
    await expect(reissuer.findTicket([0], "ABC12", null)).rejects.toBeInstanceOf(
      ShopCallWithheldError,
    );
    expect(stand.apiCalls(), "not one call reached the shop").toBe(calls);

    clock.advance(1);
    expect(await reissuer.findTicket([0], "ABC12", null)).toEqual({
      ok: false,
      reason: "unknown-order",
    });
    expect(stand.apiCalls()).toBe(calls + 1);
    expect(budget.lastCall()).toEqual({ at: clock.now(), status: 404 });
  });
});
