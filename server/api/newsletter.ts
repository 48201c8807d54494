import { Hono } from "hono";
import {
  newsletterRegisterBodySchema,
  newsletterSubscribeBodySchema,
  newsletterUnsubscribeBodySchema,
} from "../../core/api/newsletter.ts";
import { fail, ok } from "../http/answer.ts";
import { publicPostLimit } from "../http/rate-limit.ts";
import { readJson } from "../http/read-json.ts";
import type { SiteEnv } from "../http/request-site.ts";
import type { AppServices } from "../services.ts";
import { visitorText } from "./visitor-messages.ts";

/** POST /api/newsletter/register, /subscribe, /unsubscribe (double opt-in). */
export function newsletterRouter(services: AppServices): Hono<SiteEnv> {
  const { config, newsletter } = services;
  const router = new Hono<SiteEnv>();
  router.use(
    "/newsletter/*",
    publicPostLimit(services.rateLimits, { area: "newsletter", limit: config.RATE_LIMIT_POSTS }),
  );

  router.post("/newsletter/register", async (c) => {
    const body = await readJson(c, newsletterRegisterBodySchema);
    if (!body.ok) return body.response;
    const locale = c.get("locale");
    await newsletter.register({
      email: body.data.email,
      hubId: c.get("hub"),
      locale,
    });
    // The same answer for new, pending and listed addresses: it reveals nothing.
    return ok(c, visitorText(locale, "registered"));
  });

  router.post("/newsletter/subscribe", async (c) => {
    const body = await readJson(c, newsletterSubscribeBodySchema);
    if (!body.ok) return body.response;
    const locale = c.get("locale");
    const result = await newsletter.subscribe(body.data.id);
    if (result.ok) return ok(c, visitorText(locale, "subscribed"));
    if (result.reason === "unknown") return fail(c, 404, visitorText(locale, "unknownSubscriber"));
    return fail(c, 410, visitorText(locale, "subscriptionCancelled"));
  });

  router.post("/newsletter/unsubscribe", async (c) => {
    const body = await readJson(c, newsletterUnsubscribeBodySchema);
    if (!body.ok) return body.response;
    const locale = c.get("locale");
    const result = await newsletter.unsubscribe(body.data.id);
    if (!result.ok) return fail(c, 404, visitorText(locale, "unknownSubscriber"));
    return ok(c, visitorText(locale, "unsubscribed"));
  });

  return router;
}
