import { okAnswerSchema } from "../../../core/api/ok-answer.ts";
import {
  waitingRoomPlaceAnswerSchema,
  type WaitingRoomSettings,
} from "../../../core/api/waiting-room-team.ts";
import { teamCall } from "../../api/team.ts";

/*
 * The waiting room screen's calls, beside it (not in app/api/admin.ts): their schemas load with
 * that screen, not with every team page.
 */

/** The waiting room's settings of the city's sale start (written to its audit log). */
export function saveWaitingRoomSettings(settings: WaitingRoomSettings) {
  return teamCall("admin/waiting-room/settings", { body: settings, schema: okAnswerSchema });
}

/** Pauses or resumes the waiting room's admission. */
export function pauseWaitingRoom(paused: boolean) {
  return teamCall("admin/waiting-room/admission", { body: { paused }, schema: okAnswerSchema });
}

/** A waiting-room place by the number its visitor reads out. */
export function waitingRoomPlace(supportId: string) {
  return teamCall(`admin/waiting-room/place/${encodeURIComponent(supportId)}`, {
    schema: waitingRoomPlaceAnswerSchema,
    reasons: { 404: "unknown" },
  });
}
