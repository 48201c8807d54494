import type { LinkIdBody } from "../../core/api/fields.ts";
import type { NewsletterRegisterBody } from "../../core/api/newsletter.ts";
import { callApi } from "./call.ts";

/** The sign-up: the server mails a confirmation link (the same answer for a listed address). */
export function registerNewsletter(body: NewsletterRegisterBody) {
  return callApi("newsletter/register", { body });
}

/**
 * The links of the newsletter mails. Spec: a link without an id is still sent (`{}`), so the
 * server names the problem too.
 */
export function confirmNewsletter(body: Partial<LinkIdBody>) {
  return callApi("newsletter/subscribe", { body });
}

export function cancelNewsletter(body: Partial<LinkIdBody>) {
  return callApi("newsletter/unsubscribe", { body });
}
