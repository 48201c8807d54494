import { afterEach, describe, expect, inject, it } from "vitest";
import { createApp } from "../app.ts";
import { stallingProxy } from "../test/stalling-proxy.ts";
import { testServices, testServicesForBlock } from "../test/services.ts";
import type { HealthAnswer } from "./router.ts";

const health = async (app: ReturnType<typeof createApp>) => {
  const response = await app.request("/healthz");
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as HealthAnswer,
  };
};

describe("GET /healthz", () => {
  const setup = testServicesForBlock({
    now: "2025-06-15T18:00:30+02:00",
    env: { PRETIX_CALLS_PER_MINUTE: "300" },
  });

  it("says the database is reachable, how the last shop call went and the budget used, without calling the shop", async () => {
    const app = createApp(setup.services);
    const shop = setup.services.simulatedShop!;
    const first = await health(app);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.body).toEqual({
      status: "ok",
      database: { reachable: true },
      shop: { reachable: null, lastCallAt: null, lastStatus: null },
      shopCalls: { perMinute: 300, usedThisMinute: 0, retryAfterUntil: null },
    });

    // A visitor asks whether tickets are on sale: the site refreshes the event from the shop.
    expect((await app.request("/api/tickets/availability/0")).status).toBe(200);
    const calls = shop.apiCalls();
    const after = await health(app);
    expect(after.body.shop).toEqual({
      reachable: true,
      lastCallAt: "2025-06-15T16:00:30.000Z",
      lastStatus: 200,
    });
    expect(after.body.shopCalls.usedThisMinute).toBe(calls);
    for (let i = 0; i < 5; i++) await health(app);
    expect(shop.apiCalls(), "the health endpoint never calls the shop").toBe(calls);

    // The shop answers 429: degraded, with the instant calls may go again; still 200.
    shop.setRateLimit(360);
    shop.useUpRateLimit();
    await setup.services.ticketShop.ticketsLeft(0, 1).catch(() => {});
    const throttled = await health(app);
    expect(throttled.status).toBe(200);
    expect(throttled.body).toMatchObject({
      status: "degraded",
      shop: { reachable: true, lastStatus: 429 },
      shopCalls: { retryAfterUntil: "2025-06-15T16:01:30.000Z" },
    });
    shop.setRateLimit(null);
  });
});

describe("GET /healthz while PostgreSQL does not answer", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it("answers 503 at once, with what this instance knows of the shop", async () => {
    const proxy = await stallingProxy(Number(new URL(inject("postgresUrl")).port));
    cleanups.push(() => proxy.dispose());
    const setup = await testServices({
      kind: "postgres",
      // Long enough for a busy machine to connect and answer before the stall.
      connection: { port: proxy.port, timeouts: { connect: 5_000, statement: 1_000 } },
    });
    cleanups.unshift(() => setup.dispose());
    const app = createApp(setup.services);
    expect((await health(app)).status).toBe(200);

    proxy.stall();
    // Within the statement's time limit, or the test's own would end it.
    const down = await health(app);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({
      status: "down",
      database: { reachable: false },
      shop: { reachable: null },
      shopCalls: { usedThisMinute: null },
    });
  });
});
