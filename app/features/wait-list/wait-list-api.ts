import type { LinkIdBody } from "../../../core/api/fields.ts";
import type { WaitListJoinBody } from "../../../core/api/wait-list.ts";
import { callApi, okAnswer } from "../../api/call.ts";
import { waitListLinkAnswerSchema } from "../../../core/api/wait-list-link.ts";
import { linkReasons } from "../../api/link-reasons.ts";

/** Where a package's wait-list form posts (also as a plain form, before the scripts run). */
export const waitListJoinPath = (packageId: string) =>
  `wait-list/join/${encodeURIComponent(packageId)}`;

/** Join a sold-out package's wait list; the server mails a confirmation link. */
export function joinWaitList(packageId: string) {
  return (body: WaitListJoinBody) =>
    callApi(waitListJoinPath(packageId), { body, schema: okAnswer });
}

/** The buttons of the wait-list mails' link pages: each answers the place as it is now. */
export type WaitListStep = "confirm" | "leave" | "rejoin";

/** Where a step's button posts (also as a plain form, before the scripts run). */
export const waitListStepPath = (step: WaitListStep) => `wait-list/${step}`;

/** A step for the link's id (sent without an id too, so the server names the problem). */
export function waitListStep(step: WaitListStep, body: Partial<LinkIdBody>) {
  return callApi(waitListStepPath(step), {
    body,
    schema: waitListLinkAnswerSchema,
    reasons: linkReasons,
  });
}
