import type { Hono } from "hono";
import { postcardBodySchema } from "../../core/api/contact.ts";
import { ok } from "../http/answer.ts";
import { apiRoute, withBody } from "../http/api-route.ts";
import { publicAreaRouter, type PublicAreaDeps } from "../http/rate-limit.ts";
import type { SiteEnv } from "../http/request-site.ts";
import type { ContactService } from "./service.ts";
import { visitorText } from "../http/visitor.messages.ts";

/** POST /api/contact/postcard. */
export function contactRouter(
  services: PublicAreaDeps & { contact: ContactService },
): Hono<SiteEnv> {
  const router = publicAreaRouter(services, "contact");
  apiRoute(
    router,
    "POST",
    "/contact/postcard",
    { summary: "Send a postcard to the organiser", body: postcardBodySchema },
    withBody(async (c, body) => {
      await services.contact.sendPostcard(body, c.get("hub"));
      return ok(c, visitorText(c.get("locale"), "postcardSent"));
    }),
  );
  return router;
}
