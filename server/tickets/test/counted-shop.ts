import type { ContentStore } from "../../../core/content/store.ts";
import type { Clock } from "../../clock.ts";
import type { Config } from "../../config.ts";
import { pretixReissuer } from "../pretix-reissue.ts";
import { roomyBudget } from "./budget.ts";
import { pretixShop } from "../pretix.ts";
import { simulatedEvents } from "../shop-connection.ts";
import {
  createSimulatedPretix,
  type SimulatedPretix,
  type SimulatedPretixOptions,
} from "../simulated-pretix.ts";

export type { SimulatedPretix };

const base = "http://shop.test/simulated-shop";

/**
 * A stand-in shop with the site's events (the same demo orders' codes and position ids as the
 * site's own), and a re-issuer and a shop adapter talking to it whose calls are counted
 * ("POST orders/SIMA3/regenerate_secrets/", with their answers' statuses in `answered`) and which
 * find the shop down while `state.down` is set, or once `state.downAfter` more calls went through
 * (a site that stops right after a call). With a clock, the shop's vouchers lapse by it and `shop`
 * is the adapter (its log, when given, is the adapter's), as one pretix shared by every server
 * that is handed it; `adapter` makes another server's. `simulated` adds to the simulated shop's
 * options. The adapters keep the
 * quotas' list `cacheMs` (an hour unless told); what is left of a quota is asked afresh.
 */
export function countedShop(
  config: Config,
  content: ContentStore,
  {
    clock,
    log,
    simulated,
    cacheMs = 3_600_000,
  }: {
    clock?: Clock;
    log?: Pick<Console, "error">;
    simulated?: Partial<SimulatedPretixOptions>;
    cacheMs?: number;
  } = {},
) {
  const stand = createSimulatedPretix({
    organizer: config.PRETIX_ORGANIZER,
    token: "t",
    events: simulatedEvents(config, content),
    publicBaseUrl: base,
    now: clock && (() => clock.now()),
    ...simulated,
  });
  const calls: string[] = [];
  const answered: { call: string; status: number }[] = [];
  const state: { down: boolean; downAfter: number | null } = { down: false, downAfter: null };
  const connection = {
    baseUrl: base,
    token: "t",
    organizer: config.PRETIX_ORGANIZER,
    events: config.PRETIX_EVENT.split(","),
    budget: roomyBudget(clock),
    fetch: async (url: string, init?: RequestInit) => {
      if (state.downAfter !== null) {
        state.down ||= state.downAfter === 0;
        state.downAfter -= 1;
      }
      if (state.down) throw new Error("connect ECONNREFUSED");
      // The path within the event (or the organizer), with its query.
      const path = url.replace(/^.*\/api\/v1\/organizers\/[^/]+\/(events\/[^/]+\/)?/, "");
      const call = `${init?.method ?? "GET"} ${path}`;
      calls.push(call);
      const response = await stand.fetch(url, init);
      answered.push({ call, status: response.status });
      return response;
    },
  };
  const reissuer = pretixReissuer(connection);
  /** One more server's adapter to the same shop, with its own memory of the shop's answers. */
  const adapter = (on: Clock) => pretixShop({ ...connection, cacheMs, clock: on, log });
  const shop = clock && adapter(clock);
  return { stand, calls, answered, state, reissuer, shop, adapter };
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
