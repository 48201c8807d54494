import type { Hono } from "hono";
import { linkIdBodySchema } from "../../core/api/fields.ts";
import { newsletterRegisterBodySchema } from "../../core/api/newsletter.ts";
import { ok } from "../http/answer.ts";
import { apiRoute, withBody } from "../http/api-route.ts";
import { linkAction } from "../http/link-action.ts";
import { tooManyMails } from "../outbox/too-many-mails.ts";
import { publicAreaRouter, type PublicAreaDeps } from "../http/rate-limit.ts";
import type { SiteEnv } from "../http/request-site.ts";
import type { NewsletterService } from "./service.ts";
import { visitorText } from "../http/visitor.messages.ts";

/** POST /api/newsletter/register, /subscribe, /unsubscribe (double opt-in). */
export function newsletterRouter(
  services: PublicAreaDeps & { newsletter: NewsletterService },
): Hono<SiteEnv> {
  const { newsletter } = services;
  const router = publicAreaRouter(services, "newsletter");

  apiRoute(
    router,
    "POST",
    "/newsletter/register",
    { summary: "Start the double opt-in", body: newsletterRegisterBodySchema },
    withBody(async (c, body) => {
      const locale = c.get("locale");
      const registered = await newsletter.register({
        email: body.email,
        hubId: c.get("hub"),
        locale,
      });
      if (!registered.ok) return tooManyMails(c, registered);
      // The same answer for new, pending and listed addresses: it reveals nothing.
      return ok(c, visitorText(locale, "registered"));
    }),
  );

  const unknown = { status: 404, text: "unknownSubscriber" } as const;
  apiRoute(
    router,
    "POST",
    "/newsletter/subscribe",
    { summary: "Confirm a subscription", body: linkIdBodySchema, form: true },
    linkAction(
      newsletter.subscribe,
      "subscribed",
      { unknown, cancelled: { status: 410, text: "subscriptionCancelled" } },
      "/newsletter-confirm",
    ),
  );
  apiRoute(
    router,
    "POST",
    "/newsletter/unsubscribe",
    { summary: "Leave the newsletter", body: linkIdBodySchema, form: true },
    linkAction(newsletter.unsubscribe, "unsubscribed", { unknown }, "/newsletter-cancel"),
  );

  return router;
}
