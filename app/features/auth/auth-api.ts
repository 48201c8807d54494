// The session calls of every page's team state; loaded only once stored credentials exist.
import { callApi, okAnswer } from "../../api/call.ts";
import { teamCall } from "../../api/team.ts";

/** The team's schemas (classic zod) load with the first call, only for a stored login. */
const schemas = () => import("../../../core/api/auth.ts");

/** Whether the server still accepts a session token. */
export function verifySession(token: string) {
  return teamCall("auth/verify", {
    token,
    schema: async () => (await schemas()).authVerifyAnswerSchema,
  });
}

/** The team member's name and avatar. */
export function loadProfile(token: string, resourceOwnerId: string) {
  return teamCall(`auth/profile?id=${encodeURIComponent(resourceOwnerId)}`, {
    token,
    schema: async () => (await schemas()).authProfileAnswerSchema,
  });
}

/** Ends a session on the server; the request outlives the page being left. */
export function endSession(token: string) {
  return callApi("auth/logout", { body: { token }, keepalive: true, schema: okAnswer });
}
