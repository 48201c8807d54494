import { isPostgres } from "../db/migrations/columns.ts";
import { pretixShop } from "../tickets/pretix.ts";
import { pretixReissuer } from "../tickets/pretix-reissue.ts";
import { shopCallBudget } from "../tickets/shop-call-budget.ts";
import { shopConnection } from "../tickets/shop-connection.ts";
import type { Built } from "./deps.ts";

/**
 * The configured pretix, or the simulated one mounted on this site; the sale's adapter and the
 * resale's re-issuer spend their calls from one budget.
 */
export function ticketShopFor({ config, clock, content, db, log }: Built) {
  const { simulatedShop, ...connection } = shopConnection(config, content, clock);
  const budget = shopCallBudget({
    perMinute: config.PRETIX_CALLS_PER_MINUTE,
    clock,
    shared: isPostgres(db) ? db : undefined,
    log,
  });
  const shop = {
    ...connection,
    organizer: config.PRETIX_ORGANIZER,
    events: config.PRETIX_EVENT.split(","),
    budget,
  };
  const ticketShop = pretixShop({ ...shop, cacheMs: config.PRETIX_CACHE_MS, clock, log });
  return { ticketShop, simulatedShop, reissuer: pretixReissuer(shop), shopCalls: budget };
}
