import type { Hono } from "hono";
import { postcardBodySchema } from "../../core/api/contact.ts";
import { ok } from "../http/answer.ts";
import { publicAreaRouter, type PublicAreaDeps } from "../http/rate-limit.ts";
import { readJson } from "../http/read-json.ts";
import type { SiteEnv } from "../http/request-site.ts";
import type { ContactService } from "./service.ts";
import { visitorText } from "../http/visitor-messages.ts";

/** POST /api/contact/postcard. */
export function contactRouter(
  services: PublicAreaDeps & { contact: ContactService },
): Hono<SiteEnv> {
  return publicAreaRouter(services, "contact").post("/contact/postcard", async (c) => {
    const body = await readJson(c, postcardBodySchema);
    if (!body.ok) return body.response;
    await services.contact.sendPostcard(body.data, c.get("hub"));
    return ok(c, visitorText(c.get("locale"), "postcardSent"));
  });
}
