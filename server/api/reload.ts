import { Hono } from "hono";
import { ok } from "../http/answer.ts";
import { clientAddress } from "../http/client-address.ts";
import type { SiteEnv } from "../http/request-site.ts";
import type { AppServices } from "../services.ts";
import { visitorText } from "./visitor-messages.ts";

/**
 * GET /api/reload: the page calls it once at app start; a timestamp is all that is stored, at
 * most one per client and 10 seconds (the answer is the same either way).
 */
export function reloadRouter({ config, clock, statistics }: AppServices): Hono<SiteEnv> {
  return new Hono<SiteEnv>().get("/reload", (c) => {
    c.header("Cache-Control", "no-store");
    statistics.pageLoad(clientAddress(c, config.TRUST_PROXY), c.get("hub"), clock.now());
    return ok(c, visitorText(c.get("locale"), "counted"));
  });
}
