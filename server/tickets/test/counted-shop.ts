import type { ContentStore } from "../../../core/content/store.ts";
import type { Clock } from "../../clock.ts";
import type { Config } from "../../config.ts";
import { pretixReissuer } from "../pretix-reissue.ts";
import { roomyBudget } from "./budget.ts";
import { pretixShop } from "../pretix.ts";
import { simulatedEvents } from "../shop-connection.ts";
import { createSimulatedPretix, type SimulatedPretix } from "../simulated-pretix.ts";

export type { SimulatedPretix };

const base = "http://shop.test/simulated-shop";

/**
 * A stand-in shop with the site's events (the same demo orders' codes and position ids as the
 * site's own), and a re-issuer and a shop adapter talking to it whose calls are counted
 * ("POST regenerate_secrets/") and which find the shop down while `state.down` is set. With a
 * clock, the shop's vouchers lapse by it and `shop` is the adapter (its log, when given, is the
 * adapter's), as one pretix shared by every server that is handed it.
 */
export function countedShop(
  config: Config,
  content: ContentStore,
  { clock, log }: { clock?: Clock; log?: Pick<Console, "error"> } = {},
) {
  const stand = createSimulatedPretix({
    organizer: config.PRETIX_ORGANIZER,
    token: "t",
    events: simulatedEvents(config, content),
    publicBaseUrl: base,
    now: clock && (() => clock.now()),
  });
  const calls: string[] = [];
  const state = { down: false };
  const connection = {
    baseUrl: base,
    token: "t",
    organizer: config.PRETIX_ORGANIZER,
    events: config.PRETIX_EVENT.split(","),
    budget: roomyBudget(clock),
    fetch: async (url: string, init?: RequestInit) => {
      if (state.down) throw new Error("connect ECONNREFUSED");
      const path = new URL(url).pathname.split("/").slice(-2).join("/");
      calls.push(`${init?.method ?? "GET"} ${path}`);
      return stand.fetch(url, init);
    },
  };
  const reissuer = pretixReissuer(connection);
  // The quotas' list is kept an hour; what is left of a quota is asked afresh each time.
  const shop = clock && pretixShop({ ...connection, cacheMs: 3_600_000, clock, log });
  return { stand, calls, state, reissuer, shop };
}

/** A secret at the simulated shop's door (its check-in page), as a scanner would: the verdict. */
export async function atTheDoor(
  shop: SimulatedPretix,
  event: string,
  secret: string,
): Promise<string> {
  const response = await shop.fetch(`${base}/pamperplay/${event}/door`, {
    method: "POST",
    body: new URLSearchParams({ secret }),
  });
  return /data-testid="door-verdict">([^<]*)</.exec(await response.text())?.[1] ?? "";
}
