import { Hono } from "hono";
import { ok } from "../http/answer.ts";
import { apiRoute } from "../http/api-route.ts";
import { clientAddress } from "../http/client-address.ts";
import type { SiteEnv } from "../http/request-site.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { StatisticsCounters } from "./counters.ts";
import { visitorText } from "../http/visitor.messages.ts";

/**
 * GET /api/reload: the page calls it once at app start; a timestamp is all that is stored, at
 * most one per client and 10 seconds (the answer is the same either way).
 */
export function reloadRouter({
  config,
  clock,
  statistics,
}: {
  config: Pick<Config, "TRUST_PROXY">;
  clock: Clock;
  statistics: StatisticsCounters;
}): Hono<SiteEnv> {
  const router = new Hono<SiteEnv>();
  apiRoute(router, "GET", "/reload", { summary: "Count a page load (timestamp only)" }, (c) => {
    c.header("Cache-Control", "no-store");
    statistics.pageLoad(clientAddress(c, config.TRUST_PROXY), c.get("hub"), clock.now());
    return ok(c, visitorText(c.get("locale"), "counted"));
  });
  return router;
}
