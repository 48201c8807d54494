import type { LinkIdBody } from "../../../core/api/fields.ts";
import type { ResaleOfferBody, ResaleRequestBody } from "../../../core/api/resale.ts";
import { callApi, okAnswer } from "../../api/call.ts";
import { linkReasons } from "../../api/link-reasons.ts";

/** Offer a ticket for resale; the server mails a confirmation link. */
export function offerTicket(body: ResaleOfferBody) {
  return callApi("tickets/offer/new", { body, schema: okAnswer });
}

/** Ask for resale tickets; the server mails a confirmation link. */
export function requestTickets(body: ResaleRequestBody) {
  return callApi("tickets/request/new", { body, schema: okAnswer });
}

/** Where the buttons of the resale mails' link pages post (also as plain forms). */
export const confirmOfferPath = "tickets/offer";
export const confirmRequestPath = "tickets/request";

/** The links of the resale mails (sent without an id too, see confirmNewsletter). */
export function confirmOffer(body: Partial<LinkIdBody>) {
  return callApi(confirmOfferPath, { body, schema: okAnswer, reasons: linkReasons });
}

export function confirmRequest(body: Partial<LinkIdBody>) {
  return callApi(confirmRequestPath, { body, schema: okAnswer, reasons: linkReasons });
}
