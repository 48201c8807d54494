import { Hono, type Context } from "hono";
import { simulatedCancel } from "./simulated-cancel.ts";
import { simulatedCheckin } from "./simulated-checkin.ts";
import { simulatedOrderApi, simulatedOrderPages } from "./simulated-order-routes.ts";
import { createSimulatedOrders, type SimulatedOrders } from "./simulated-orders.ts";
import { quotaAvailability, simulatedCatalogApi } from "./simulated-catalog.ts";
import { notFound, pretixPageSize } from "./simulated-list.ts";
import type { SimulatedEvent, SimulatedQuota, SimulatedVoucher } from "./simulated-model.ts";
import { simulatedThrottle } from "./simulated-throttle.ts";
import { simulatedShopPage, simulationPage } from "./simulated-shop-page.ts";
import { simulatedCheckout, simulatedVoucherApi } from "./simulated-vouchers.ts";

/**
 * A local stand-in for the part of pretix's REST API the adapter uses, built from pretix's
 * published API documentation (events, products, quotas and their availability, vouchers, and the
 * orders and check-in of simulated-orders.ts and simulated-checkin.ts), plus a page where the buy
 * link lands. It serves the tests, and the embedded default when PRETIX_URL is not set: it is a
 * simulation and says so on every page; nothing can be bought.
 */

export interface SimulatedPretixOptions {
  organizer: string;
  token: string;
  events: SimulatedEvent[];
  /** Where this app is reachable from browsers, e.g. http://localhost:3000/simulated-shop. */
  publicBaseUrl: string;
  /** Page size of list answers (pretix: 50; tests page with fewer). */
  pageSize?: number;
  /** Where the shop page links back to. */
  siteUrl?: string;
  /** The shop's clock (vouchers lapse by it); the real time by default. */
  now?: () => Date;
  /** Requests a minute per token before it answers 429 as pretix Hosted does; none by default. */
  callsPerMinute?: number | null;
}

export interface SimulatedPretix {
  app: Hono;
  events: SimulatedEvent[];
  vouchers: Map<string, SimulatedVoucher[]>;
  /** Orders per event slug, and the order links the shop "mailed". */
  orders: SimulatedOrders;
  /** Calls to /api/v1 so far (tests check that caching keeps this small). */
  apiCalls(): number;
  /** Switches the rate limit on (requests a minute per token) or off (null). */
  setRateLimit(perMinute: number | null): void;
  /** Someone else with the same token takes what is left of this minute: the next call gets 429. */
  useUpRateLimit(): void;
  /** In-process fetch for URLs under publicBaseUrl (no network round trip). */
  fetch(input: string, init?: RequestInit): Promise<Response>;
}

export function createSimulatedPretix(options: SimulatedPretixOptions): SimulatedPretix {
  const { organizer, token, events, pageSize = pretixPageSize } = options;
  const publicBase = options.publicBaseUrl.replace(/\/$/, "");
  const basePath = new URL(publicBase).pathname.replace(/\/$/, "");
  const vouchers = new Map<string, SimulatedVoucher[]>();
  let calls = 0;
  let nextVoucherId = 1;

  const now = options.now ?? (() => new Date());
  const throttle = simulatedThrottle(options.callsPerMinute);
  const app = new Hono();
  const shopUrl = (event: SimulatedEvent) => `${publicBase}/${organizer}/${event.slug}/`;
  const findEvent = (c: Context) =>
    c.req.param("organizer") === organizer
      ? events.find((event) => event.slug === c.req.param("event"))
      : undefined;

  const api = new Hono();
  api.use("*", async (c, next) => {
    calls += 1;
    if (c.req.header("authorization") !== `Token ${token}`) {
      return c.json({ detail: "Invalid token." }, 401);
    }
    // After authentication, as pretix's throttle (doc/api/ratelimit.rst; simulated-throttle.ts).
    const refused = throttle.refusal(token, now());
    if (refused) return refused;
    await next();
  });
  const availabilityOf = (event: SimulatedEvent, quota: SimulatedQuota) =>
    quotaAvailability(quota, vouchers.get(event.slug) ?? [], now());
  const voucherDeps = {
    pageSize,
    vouchers,
    nextId: () => nextVoucherId++,
    now,
    findEvent,
    ticketsLeft: (event: SimulatedEvent, itemId: number) => {
      const quota = event.quotas.find((candidate) => candidate.id === itemId);
      return quota ? availabilityOf(event, quota).available_number : null;
    },
  };
  simulatedCatalogApi(api, { findEvent, pageSize, availabilityOf, shopUrl });
  simulatedVoucherApi(api, voucherDeps);
  const orders = createSimulatedOrders(events);
  const findSlug = (c: Context) => findEvent(c)?.slug;
  simulatedOrderApi(api, { orders, findSlug });
  simulatedCancel({ api, app, orders, findEvent, page: simulationPage });
  simulatedCheckin({ api, app, orders, findSlug, now, page: simulationPage });
  api.all("*", notFound);
  app.route("/api/v1", api);

  // The shop page where the buy link (and the team voucher link) lands.
  const shopPage = (c: Context) => {
    const event = findEvent(c);
    if (!event) return c.text("Simulated ticket shop — unknown event", 404);
    return simulatedShopPage(c, {
      event,
      vouchers: vouchers.get(event.slug),
      availabilityOf: (quota) => availabilityOf(event, quota),
      now: now(),
      shopUrl: shopUrl(event),
      siteUrl: options.siteUrl,
    });
  };
  simulatedCheckout(app, { ...voucherDeps, page: simulationPage });
  app.get("/:organizer/:event/", shopPage);
  app.get("/:organizer/:event/redeem", shopPage);
  simulatedOrderPages(app, { orders, page: simulationPage });

  const mounted = new Hono();
  mounted.route(basePath || "/", app);

  return {
    app,
    events,
    vouchers,
    orders,
    apiCalls: () => calls,
    setRateLimit: (perMinute) => throttle.setLimit(perMinute),
    useUpRateLimit: () => throttle.useUp(token, now()),
    // The whole address goes in, so that list answers link their next page on it as pretix does.
    fetch: (input, init) => Promise.resolve(mounted.request(input, init)),
  };
}
