import { Hono } from "hono";
import type { AppServices } from "../services.ts";
import { ok, requestLocale } from "./visitor-http.ts";
import { visitorText } from "./visitor-messages.ts";

/** GET /api/reload: the page calls it once at app start; a timestamp is all that is stored. */
export function reloadRouter({ clock, statistics }: AppServices): Hono {
  return new Hono().get("/reload", (c) => {
    c.header("Cache-Control", "no-store");
    statistics.pageLoads.add({ at: clock.now().toISOString() });
    return ok(c, visitorText(requestLocale(c), "counted"));
  });
}
