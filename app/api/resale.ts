import type { LinkIdBody } from "../../core/api/fields.ts";
import type { ResaleOfferBody, ResaleRequestBody } from "../../core/api/resale.ts";
import { callApi } from "./call.ts";

/** Offer a ticket for resale; the server mails a confirmation link. */
export function offerTicket(body: ResaleOfferBody) {
  return callApi("tickets/offer/new", { body });
}

/** Ask for resale tickets; the server mails a confirmation link. */
export function requestTickets(body: ResaleRequestBody) {
  return callApi("tickets/request/new", { body });
}

/** The links of the resale mails (sent without an id too, see confirmNewsletter). */
export function confirmOffer(body: Partial<LinkIdBody>) {
  return callApi("tickets/offer", { body });
}

export function confirmRequest(body: Partial<LinkIdBody>) {
  return callApi("tickets/request", { body });
}
