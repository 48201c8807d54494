import { Hono } from "hono";
import { postcardBodySchema } from "../../core/api/contact.ts";
import { hubForHost } from "../hubs.ts";
import { publicPostLimit } from "../http/rate-limit.ts";
import type { AppServices } from "../services.ts";
import { ok, readJson, requestLocale } from "./visitor-http.ts";
import { visitorText } from "./visitor-messages.ts";

/** POST /api/contact/postcard. */
export function contactRouter(services: AppServices): Hono {
  const { config, contact } = services;
  const router = new Hono();
  router.use(
    "/contact/*",
    publicPostLimit(services.rateLimits, { area: "contact", limit: config.RATE_LIMIT_POSTS }),
  );
  router.post("/contact/postcard", async (c) => {
    const body = await readJson(c, postcardBodySchema);
    if (!body.ok) return body.response;
    await contact.sendPostcard(body.data, hubForHost(config, c.req.header("host")));
    return ok(c, visitorText(requestLocale(c), "postcardSent"));
  });
  return router;
}
