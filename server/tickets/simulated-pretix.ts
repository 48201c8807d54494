import { Hono, type Context } from "hono";
import { escapeHtml } from "../xml.ts";
import { simulatedCancel } from "./simulated-cancel.ts";
import { simulatedCheckin } from "./simulated-checkin.ts";
import { createSimulatedOrders, type SimulatedOrders } from "./simulated-orders.ts";
import { listPage, pretixPageSize } from "./simulated-list.ts";
import type {
  SimulatedEvent,
  SimulatedItem,
  SimulatedQuota,
  SimulatedVoucher,
} from "./simulated-model.ts";
import { simulatedThrottle } from "./simulated-throttle.ts";
import {
  itemOnSale,
  simulatedCheckout,
  simulatedVoucherApi,
  voucherByCode,
  voucherRefusal,
} from "./simulated-vouchers.ts";

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

/** A product as pretix's API shows it (doc/api/resources/items.rst, the fields the site reads). */
function itemJson(item: SimulatedItem) {
  return {
    id: item.id,
    name: { en: item.name },
    internal_name: "",
    default_price: item.price.toFixed(2),
    category: null,
    active: item.active ?? true,
    admission: true,
    position: 0,
    available_from: item.available_from ?? null,
    available_until: item.available_until ?? null,
    require_voucher: item.require_voucher ?? false,
    hide_without_voucher: item.hide_without_voucher ?? false,
    has_variations: false,
    variations: [],
    addons: [],
  };
}

/**
 * As pretix counts a quota: its size less the paid and pending orders and the uses left of the
 * valid vouchers that block it (block_quota; the simulated quotas count the product of their id).
 */
function quotaAvailability(
  quota: SimulatedQuota,
  vouchers: readonly SimulatedVoucher[],
  now: Date,
) {
  const blocking = vouchers
    .filter(
      (voucher) =>
        voucher.block_quota &&
        voucher.item === quota.id &&
        (voucher.valid_until === null || Date.parse(voucher.valid_until) > now.getTime()),
    )
    .reduce((sum, voucher) => sum + Math.max(0, voucher.max_usages - voucher.redeemed), 0);
  const left =
    quota.size === null
      ? null
      : Math.max(0, quota.size - quota.paid_orders - quota.pending_orders - blocking);
  return {
    available: left === null || left > 0,
    available_number: left,
    total_size: quota.size,
    pending_orders: quota.pending_orders,
    paid_orders: quota.paid_orders,
    exited_orders: 0,
    cart_positions: 0,
    blocking_vouchers: blocking,
    waiting_list: 0,
  };
}

const pageStyle = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #fff8e6; color: #1f1f1f; }
  .banner { background: #8a1c1c; color: #fff; padding: 12px 20px; font-weight: bold; }
  main { max-width: 720px; margin: 0 auto; padding: 24px; }
  table { border-collapse: collapse; width: 100%; margin: 16px 0; }
  th, td { border: 1px solid #c9b98f; padding: 8px; text-align: left; }
  .voucher { background: #e7f3e7; border: 1px solid #2e6b2e; padding: 12px; }
  button { font: inherit; padding: 6px 12px; }
  a { color: #123f8c; }
`;

/** A page of the simulation: it says on every page that nothing here is real. */
function simulationPage(title: string, body: string, status: 200 | 400 = 200): Response {
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      // The site's own icon, so browsers do not ask for a missing /favicon.ico.
      `<link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
      `<title>${escapeHtml(title)}</title><style>${pageStyle}</style></head>` +
      `<body><div class="banner" role="note">Simulation: this is not a real ticket shop.</div>` +
      `<main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    { status, headers: { "Content-Type": "text/html; charset=UTF-8" } },
  );
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
  const notFound = (c: Context) => c.json({ detail: "Not found." }, 404);

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
  // events.rst, “Endpoints”: one event.
  api.get("/organizers/:organizer/events/:event/", (c) => {
    const event = findEvent(c);
    if (!event) return notFound(c);
    return c.json({
      name: { en: event.name },
      slug: event.slug,
      live: event.live,
      testmode: true,
      currency: "EUR",
      date_from: null,
      date_to: null,
      date_admission: null,
      is_public: true,
      presale_start: event.presale_start,
      presale_end: event.presale_end,
      location: null,
      has_subevents: false,
      meta_data: {},
      public_url: shopUrl(event),
    });
  });
  const availabilityOf = (event: SimulatedEvent, quota: SimulatedQuota) =>
    quotaAvailability(quota, vouchers.get(event.slug) ?? [], now());
  // quotas.rst, “Endpoints”: the list; with_availability=true adds each quota's `available` and
  // `available_number` (pretix 4.1), nothing of what makes them up.
  api.get("/organizers/:organizer/events/:event/quotas/", (c) => {
    const event = findEvent(c);
    if (!event) return notFound(c);
    const withAvailability = c.req.query("with_availability") === "true";
    const results = event.quotas.map((quota) => {
      const state = withAvailability ? availabilityOf(event, quota) : undefined;
      return {
        id: quota.id,
        name: quota.name,
        size: quota.size,
        // The simulated shop's quotas have the id of the one product they count.
        items: event.items.some((item) => item.id === quota.id) ? [quota.id] : [],
        variations: [],
        subevent: null,
        close_when_sold_out: false,
        closed: false,
        release_after_exit: false,
        ignore_for_event_availability: false,
        ...(state && { available: state.available, available_number: state.available_number }),
      };
    });
    return listPage(c, results, pageSize);
  });
  // items.rst, “Endpoints”: the list of products, with their own sale window.
  api.get("/organizers/:organizer/events/:event/items/", (c) => {
    const event = findEvent(c);
    if (!event) return notFound(c);
    return listPage(c, event.items.map(itemJson), pageSize);
  });
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
  // quotas.rst, “Endpoints”: one quota's availability, with what makes the number up.
  api.get("/organizers/:organizer/events/:event/quotas/:id/availability/", (c) => {
    const event = findEvent(c);
    const quota = event?.quotas.find((q) => String(q.id) === c.req.param("id"));
    if (!event || !quota) return notFound(c);
    return c.json(availabilityOf(event, quota));
  });
  simulatedVoucherApi(api, voucherDeps);
  const orders = createSimulatedOrders(events);
  const findSlug = (c: Context) => findEvent(c)?.slug;
  orders.mountApi(api, findSlug);
  simulatedCancel({ api, app, orders, findEvent, page: simulationPage });
  simulatedCheckin({ api, app, orders, findSlug, now, page: simulationPage });
  api.all("*", (c) => c.json({ detail: "Not found." }, 404));
  app.route("/api/v1", api);

  // The shop page where the buy link (and the team voucher link) lands.
  const shopPage = (c: Context) => {
    const event = findEvent(c);
    if (!event) return c.text("Simulated ticket shop — unknown event", 404);
    const code = c.req.query("voucher");
    const voucher = code ? voucherByCode(vouchers.get(event.slug), code) : undefined;
    const rows = event.quotas
      .map((quota) => {
        const state = availabilityOf(event, quota);
        const left = state.available_number === null ? "unlimited" : String(state.available_number);
        return `<tr><td>${escapeHtml(quota.name)}</td><td>${left}</td><td>${quota.paid_orders}</td></tr>`;
      })
      .join("");
    // As pretix's front page: ?item=<id> (repeatable) shows only those products.
    // A voucher for one product preselects it (pretix's redeem page lists what it allows).
    const wanted = voucher?.item != null ? [String(voucher.item)] : (c.req.queries("item") ?? []);
    const items = (
      wanted.length ? event.items.filter((item) => wanted.includes(String(item.id))) : event.items
    )
      .filter((item) => itemOnSale(item, now()))
      .filter(
        (item) => !item.hide_without_voucher || voucherRefusal(voucher, item, now()) === null,
      );
    const products = items
      .map(
        (item) =>
          `<li data-testid="shop-product"><label>${escapeHtml(item.name)} ` +
          `(EUR ${item.price.toFixed(2)}) <input type="number" min="0" max="10" ` +
          `name="item_${item.id}" value="${wanted.length ? 1 : 0}" size="3"></label></li>`,
      )
      .join("");
    const back = options.siteUrl
      ? `<p><a href="${escapeHtml(options.siteUrl)}/ticket">Back to the website</a></p>`
      : "";
    const voucherNote = code
      ? `<p class="voucher">${
          voucher
            ? voucher.allow_ignore_quota
              ? `Voucher <strong>${escapeHtml(voucher.code)}</strong> is valid: team purchase, quotas do not apply.`
              : `Voucher <strong>${escapeHtml(voucher.code)}</strong>` +
                (voucher.valid_until ? ` is valid until ${escapeHtml(voucher.valid_until)}.` : ".")
            : `Voucher <strong>${escapeHtml(code)}</strong> is not known.`
        }</p>`
      : "";
    return simulationPage(
      "Simulated ticket shop — no real purchase",
      `<p>This page stands in for the pretix ticket shop of <strong>${escapeHtml(event.name)}</strong> ` +
        `while no real shop is configured. Nothing can be bought here.</p>` +
        voucherNote +
        `<form method="post" action="${escapeHtml(shopUrl(event))}checkout">` +
        `<h2>${wanted.length ? "Your selection" : "Products"}</h2><ul>${products}</ul>` +
        `<input type="hidden" name="voucher" value="${escapeHtml(code ?? "")}">` +
        `<button type="submit">Check out (simulated)</button></form>` +
        `<table><caption>Quotas</caption><thead><tr><th scope="col">Quota</th>` +
        `<th scope="col">Available</th><th scope="col">Paid orders</th></tr></thead>` +
        `<tbody>${rows}</tbody></table>${back}`,
    );
  };
  simulatedCheckout(app, { ...voucherDeps, page: simulationPage });
  app.get("/:organizer/:event/", shopPage);
  app.get("/:organizer/:event/redeem", shopPage);
  orders.mountPages(app, simulationPage);

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
