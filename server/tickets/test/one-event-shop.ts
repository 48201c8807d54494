import type { Clock } from "../../clock.ts";
import { pretixShop } from "../pretix.ts";
import type { SimulatedEvent } from "../simulated-model.ts";
import { createSimulatedPretix } from "../simulated-pretix.ts";
import { roomyBudget } from "./budget.ts";

/** Where the one-event stand-in is reached (its event is the adapter's ticketShopId 0). */
export const oneEventBase = "http://shop.example/simulated-shop";

/**
 * A stand-in shop with one event whose vouchers lapse by `clock`, the adapter talking to it
 * in-process without a cache, and its checkout as a buyer's browser posts it.
 */
export function oneEventShop(event: SimulatedEvent, clock: Clock) {
  const shop = createSimulatedPretix({
    organizer: "pamperplay",
    token: "secret-token",
    publicBaseUrl: oneEventBase,
    now: () => clock.now(),
    events: [event],
  });
  const adapter = pretixShop({
    baseUrl: oneEventBase,
    token: "secret-token",
    organizer: "pamperplay",
    events: [event.slug],
    cacheMs: 0,
    clock,
    fetch: shop.fetch,
    budget: roomyBudget(clock),
  });
  const checkout = (fields: Record<string, string>) =>
    shop.fetch(`${oneEventBase}/pamperplay/${event.slug}/checkout`, {
      method: "POST",
      body: new URLSearchParams(fields),
    });
  return { shop, adapter, checkout };
}
