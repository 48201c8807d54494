import type { WaitingRoomAnswer } from "../../../core/api/waiting-room.ts";
import { callApi, type ApiResult } from "../../api/call.ts";

/** The answer's schema, loaded with the first poll (the page renders without it). */
const answerSchema = async () =>
  (await import("../../../core/api/waiting-room.ts")).waitingRoomAnswerSchema;

/** The visitor's place in the waiting room of a package (the page polls it). */
export function waitingRoomPlace(
  ticketShopId: string,
  packageId: string | null,
): Promise<ApiResult<WaitingRoomAnswer>> {
  const query = packageId === null ? "" : `?package=${encodeURIComponent(packageId)}`;
  return callApi(`waiting-room/place/${encodeURIComponent(ticketShopId)}${query}`, {
    schema: answerSchema,
  });
}
