import type { LinkIdBody } from "../../../core/api/fields.ts";
import type { NewsletterRegisterBody } from "../../../core/api/newsletter.ts";
import { callApi, okAnswer } from "../../api/call.ts";
import { linkReasons } from "../../api/link-reasons.ts";

/** The sign-up: the server mails a confirmation link (the same answer for a listed address). */
export function registerNewsletter(body: NewsletterRegisterBody) {
  return callApi("newsletter/register", { body, schema: okAnswer });
}

/** Where the buttons of the newsletter mails' link pages post (also as plain forms). */
export const newsletterConfirmPath = "newsletter/subscribe";
export const newsletterCancelPath = "newsletter/unsubscribe";

/**
 * The links of the newsletter mails. Spec: a link without an id is still sent (`{}`), so the
 * server names the problem too.
 */
export function confirmNewsletter(body: Partial<LinkIdBody>) {
  return callApi(newsletterConfirmPath, { body, schema: okAnswer, reasons: linkReasons });
}

export function cancelNewsletter(body: Partial<LinkIdBody>) {
  return callApi(newsletterCancelPath, { body, schema: okAnswer, reasons: linkReasons });
}
