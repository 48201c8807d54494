import { randomBytes } from "node:crypto";
import { sellingHub, type ContentStore } from "../../core/content/store.ts";
import { followsSaleStart, registrationWindow, saleStartInstant } from "../../core/ticket-sale.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { PretixOptions } from "./pretix.ts";
import type { SimulatedEvent } from "./simulated-model.ts";
import { createSimulatedPretix, type SimulatedPretix } from "./simulated-pretix.ts";

/** Where the simulated shop is mounted when PRETIX_URL is not set. */
export const simulatedShopPath = "/simulated-shop";

/**
 * The simulated shop has one event per configured slug, and the slug at position N mirrors the hub
 * whose packages sell through ticketShopId N (the default hub where none does): its presale starts
 * at that hub's ticket sale start (no start yet: not live), and each of its packages is a product
 * (its ticketShopItemId) with a quota of the same id (free packages, i.e. reservations, unlimited);
 * a registration's product is sold in its registration window.
 */
export function simulatedEvents(config: Config, content: ContentStore): SimulatedEvent[] {
  return config.PRETIX_EVENT.split(",").map((slug, ticketShopId) => {
    const selling = sellingHub(content, ticketShopId);
    const { hub, packages } = content[selling ?? config.DEFAULT_HUB];
    const start = saleStartInstant(hub);
    const offered = packages.packages.filter(
      (pkg) => !pkg.disabled && (!selling || pkg.ticketShopId === ticketShopId),
    );
    const quotas = offered.map((pkg) => ({
      id: pkg.ticketShopItemId,
      name: pkg.title.de,
      size: pkg.price === 0 ? null : pkg.fullSize ? 120 : 80,
      // Sold out on the site (the package, or the city's whole sale): sold out in the shop.
      paid_orders: pkg.soldOut || hub.soldOutNotice ? (pkg.fullSize ? 120 : 80) : 0,
      pending_orders: 0,
    }));
    return {
      slug,
      name: hub.nextParty?.title.en ?? hub.signTitle.en,
      items: offered.map((pkg) => {
        const window = registrationWindow(pkg, hub.timeZone);
        return {
          id: pkg.ticketShopItemId,
          name: pkg.title.en,
          price: pkg.price,
          available_from: window?.opens.toISOString() ?? null,
          available_until: window?.closes.toISOString() ?? null,
          // Sold through the waiting room at the sale start: only with its voucher
          // (docs/decisions/0037-waiting-room.md).
          require_voucher: pkg.price > 0 && followsSaleStart(pkg),
        };
      }),
      live: start !== null,
      presale_start: start ? start.toISOString() : null,
      presale_end: null,
      quotas,
    };
  });
}

/**
 * Where the pretix adapter connects: the configured pretix, or else the stand-in, which it then
 * talks to in-process (the same code path as with a real pretix).
 */
export function shopConnection(
  config: Config,
  content: ContentStore,
  clock?: Clock,
): Pick<PretixOptions, "baseUrl" | "token" | "fetch"> & { simulatedShop?: SimulatedPretix } {
  if (config.PRETIX_URL && config.PRETIX_TOKEN) {
    return { baseUrl: config.PRETIX_URL, token: config.PRETIX_TOKEN };
  }
  const baseUrl = `${config.PUBLIC_URL}${simulatedShopPath}`;
  const token = randomBytes(16).toString("hex");
  const simulatedShop = createSimulatedPretix({
    organizer: config.PRETIX_ORGANIZER,
    token,
    events: simulatedEvents(config, content),
    publicBaseUrl: baseUrl,
    siteUrl: config.PUBLIC_URL,
    now: clock && (() => clock.now()),
  });
  return { baseUrl, token, fetch: simulatedShop.fetch, simulatedShop };
}
