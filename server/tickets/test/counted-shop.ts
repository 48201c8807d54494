import type { ContentStore } from "../../../core/content/store.ts";
import type { Config } from "../../config.ts";
import { pretixReissuer } from "../pretix-reissue.ts";
import { simulatedEvents } from "../shop-connection.ts";
import { createSimulatedPretix, type SimulatedPretix } from "../simulated-pretix.ts";

export type { SimulatedPretix };

const base = "http://shop.test/simulated-shop";

/**
 * A stand-in shop with the site's events (the same demo orders' codes and position ids as the
 * site's own), and a re-issuer talking to it whose calls are counted ("POST regenerate_secrets/")
 * and which finds the shop down while `state.down` is set.
 */
export function countedShop(config: Config, content: ContentStore) {
  const stand = createSimulatedPretix({
    organizer: config.PRETIX_ORGANIZER,
    token: "t",
    events: simulatedEvents(config, content),
    publicBaseUrl: base,
  });
  const calls: string[] = [];
  const state = { down: false };
  const reissuer = pretixReissuer({
    baseUrl: base,
    token: "t",
    organizer: config.PRETIX_ORGANIZER,
    events: config.PRETIX_EVENT.split(","),
    fetch: async (url, init) => {
      if (state.down) throw new Error("connect ECONNREFUSED");
      const path = new URL(url).pathname.split("/").slice(-2).join("/");
      calls.push(`${init?.method ?? "GET"} ${path}`);
      return stand.fetch(url, init);
    },
  });
  return { stand, calls, state, reissuer };
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
