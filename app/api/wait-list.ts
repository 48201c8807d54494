import type { LinkIdBody } from "../../core/api/fields.ts";
import type { WaitListJoinBody } from "../../core/api/wait-list.ts";
import { callApi, okAnswer } from "./call.ts";
import { linkReasons } from "./link-reasons.ts";

/** Where a package's wait-list form posts (also as a plain form, before the scripts run). */
export const waitListJoinPath = (packageId: string) =>
  `wait-list/join/${encodeURIComponent(packageId)}`;

/** Join a sold-out package's wait list; the server mails a confirmation link. */
export function joinWaitList(packageId: string) {
  return (body: WaitListJoinBody) =>
    callApi(waitListJoinPath(packageId), { body, schema: okAnswer });
}

/** The links of the wait-list mails; the confirmation answers the place (sent without an id too). */
export function confirmWaitList(body: Partial<LinkIdBody>) {
  return callApi("wait-list/confirm", { body, schema: okAnswer, reasons: linkReasons });
}

export function leaveWaitList(body: Partial<LinkIdBody>) {
  return callApi("wait-list/leave", { body, schema: okAnswer, reasons: linkReasons });
}
