import { Hono, type Context } from "hono";
import type { z } from "zod";
import { linkIdBodySchema } from "../../core/api/fields.ts";
import type { HubId } from "../../core/content/common.ts";
import type { Locale } from "../../core/locale.ts";
import { resaleOfferBodySchema, resaleRequestBodySchema } from "../../core/api/resale.ts";
import { fail, ok } from "../http/answer.ts";
import { publicPostLimit } from "../http/rate-limit.ts";
import { readJson } from "../http/read-json.ts";
import type { SiteEnv } from "../http/request-site.ts";
import type { ConfirmResult } from "../resale/service.ts";
import type { AppServices } from "../services.ts";
import { visitorText, type VisitorTextKey } from "./visitor-messages.ts";

/**
 * Resale offers and requests under /api/tickets/…: created here (with the confirmation mail),
 * confirmed by the link in that mail.
 */
export function resaleRouter(services: AppServices): Hono<SiteEnv> {
  const { config, resale } = services;
  const router = new Hono<SiteEnv>();
  router.use(
    "/tickets/*",
    publicPostLimit(services.rateLimits, { area: "tickets", limit: config.RATE_LIMIT_POSTS }),
  );

  /** A new resale offer or request: stored with its confirmation mail, answered in the visitor's language. */
  const created =
    <T extends z.core.$ZodObject>(
      schema: T,
      create: (entry: z.output<T> & { hubId: HubId; locale: Locale }) => Promise<unknown>,
      done: VisitorTextKey,
    ) =>
    async (c: Context<SiteEnv>) => {
      const body = await readJson(c, schema);
      if (!body.ok) return body.response;
      const locale = c.get("locale");
      await create(Object.assign({}, body.data, { hubId: c.get("hub"), locale }));
      return ok(c, visitorText(locale, done));
    };
  router.post(
    "/tickets/offer/new",
    created(resaleOfferBodySchema, (offer) => resale.createOffer(offer), "offerCreated"),
  );
  router.post(
    "/tickets/request/new",
    created(resaleRequestBodySchema, (request) => resale.createRequest(request), "requestCreated"),
  );

  const confirmAnswer = (c: Context<SiteEnv>, result: ConfirmResult, unknown: VisitorTextKey) => {
    const locale = c.get("locale");
    if (result.ok) return ok(c, visitorText(locale, "confirmed"));
    if (result.reason === "unknown") return fail(c, 404, visitorText(locale, unknown));
    return fail(c, 410, visitorText(locale, "linkExpired"));
  };

  router.post("/tickets/offer", async (c) => {
    const body = await readJson(c, linkIdBodySchema);
    if (!body.ok) return body.response;
    return confirmAnswer(c, await resale.confirmOffer(body.data.id), "unknownOffer");
  });

  router.post("/tickets/request", async (c) => {
    const body = await readJson(c, linkIdBodySchema);
    if (!body.ok) return body.response;
    return confirmAnswer(c, await resale.confirmRequest(body.data.id), "unknownRequest");
  });

  return router;
}
