import type { Context } from "hono";
import type { TooManyMails } from "../outbox/requested-mail.ts";
import { fail } from "./answer.ts";
import type { SiteEnv } from "./request-site.ts";
import { visitorText } from "./visitor-messages.ts";

/** A request whose mail found the inbox's hourly budget spent: 429, and when to try again. */
export function tooManyMails<E extends SiteEnv>(
  c: Context<E>,
  { retryAfterSeconds }: TooManyMails,
) {
  c.header("Retry-After", String(retryAfterSeconds));
  return fail(c, 429, visitorText(c.get("locale"), "tooManyMails"));
}
