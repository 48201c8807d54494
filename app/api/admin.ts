import type { OfferStep, RequestStep, ResaleSettings } from "../../core/api/admin.ts";
import { okAnswerSchema } from "../../core/api/ok-answer.ts";
import { teamCall } from "./team.ts";

/** The team's buttons on the ticket exchange: one step of an offer or a request (spec section 4). */
export function advanceResale(
  kind: "offer" | "request",
  id: string,
  step: OfferStep | RequestStep,
) {
  return teamCall(`admin/tickets/${kind}/${encodeURIComponent(id)}`, {
    body: { [step]: true },
    schema: okAnswerSchema,
    // The step cannot be taken now (the shop does not know the offer's ticket), or the shop is down.
    reasons: { 409: "refused", 503: "shopDown" },
  });
}

/** Sends a mail again that the outbox gave up on. */
export function retryMail(id: number) {
  return teamCall(`admin/mail/undelivered/${id}/retry`, { method: "POST", schema: okAnswerSchema });
}

/** The team's buttons on a pair of offer and request: payment received, or undo the match. */
export function changeResaleMatch(id: string, change: "paid" | "undo") {
  return teamCall(`admin/tickets/matches/${encodeURIComponent(id)}/${change}`, {
    method: "POST",
    schema: okAnswerSchema,
  });
}

/** Gives a waiting offer (its match undone) to the next request in line, not the undone one. */
export function matchOfferAgain(offerId: string) {
  return teamCall(`admin/tickets/offer/${encodeURIComponent(offerId)}/match`, {
    method: "POST",
    schema: okAnswerSchema,
    reasons: { 404: "gone", 409: "taken" },
  });
}

/** Starts a failed re-issue of a handed-over offer's ticket again (the cause is fixed). */
export function retryReissue(offerId: string) {
  return teamCall(`admin/tickets/offer/${encodeURIComponent(offerId)}/reissue`, {
    method: "POST",
    schema: okAnswerSchema,
    reasons: { 409: "notFailed" },
  });
}

/** The payment window and instructions the city's next pairs get. */
export function saveResaleSettings(settings: ResaleSettings) {
  return teamCall("admin/tickets/settings", { body: settings, schema: okAnswerSchema });
}

/** The team releases tickets to a package's wait list. */
export function releaseToWaitList(packageId: string, count: number) {
  return teamCall(`admin/wait-lists/${encodeURIComponent(packageId)}/release`, {
    body: { count },
    schema: okAnswerSchema,
    reasons: { 409: "refused" },
  });
}

/** How long a wait list's vouchers hold their ticket. */
export function saveWaitListHours(packageId: string, voucherHours: number) {
  return teamCall(`admin/wait-lists/${encodeURIComponent(packageId)}/settings`, {
    body: { voucherHours },
    schema: okAnswerSchema,
    reasons: { 409: "refused" },
  });
}

/** Closes a wait list (those in line are told, the addresses deleted) or opens it again. */
export function setWaitListOpen(packageId: string, open: boolean) {
  return teamCall(
    `admin/wait-lists/${encodeURIComponent(packageId)}/${open ? "reopen" : "close"}`,
    {
      method: "POST",
      schema: okAnswerSchema,
      reasons: { 409: "refused" },
    },
  );
}
