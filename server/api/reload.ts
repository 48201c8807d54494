import { Hono } from "hono";
import { clientAddress } from "../http/client-address.ts";
import type { AppServices } from "../services.ts";
import { ok, requestLocale } from "./visitor-http.ts";
import { visitorText } from "./visitor-messages.ts";

/**
 * GET /api/reload: the page calls it once at app start; a timestamp is all that is stored, at
 * most one per client and 10 seconds (the answer is the same either way).
 */
export function reloadRouter({ config, clock, statistics }: AppServices): Hono {
  return new Hono().get("/reload", (c) => {
    c.header("Cache-Control", "no-store");
    statistics.pageLoad(clientAddress(c, config.TRUST_PROXY), clock.now());
    return ok(c, visitorText(requestLocale(c), "counted"));
  });
}
