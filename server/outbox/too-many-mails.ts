import type { Context } from "hono";
import type { TooManyMails } from "./requested-mail.ts";
import { fail } from "../http/answer.ts";
import type { SiteEnv } from "../http/request-site.ts";
import { visitorText } from "../http/visitor.messages.ts";

/** A request whose mail found the inbox's hourly budget spent: 429, and when to try again. */
export function tooManyMails<E extends SiteEnv>(
  c: Context<E>,
  { retryAfterSeconds }: TooManyMails,
) {
  c.header("Retry-After", String(retryAfterSeconds));
  return fail(c, 429, visitorText(c.get("locale"), "tooManyMails"));
}
