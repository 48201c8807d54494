// The session calls of every page's team state; loaded only once stored credentials exist.
import type { AuthProfileAnswer, AuthVerifyAnswer } from "../../core/api/auth.ts";
import { callApi } from "./call.ts";
import { teamCall } from "./team.ts";

/** Whether the server still accepts a session token. */
export function verifySession(token: string) {
  return teamCall<AuthVerifyAnswer>("auth/verify", { token });
}

/** The team member's name and avatar. */
export function loadProfile(token: string, resourceOwnerId: string) {
  return teamCall<AuthProfileAnswer>(`auth/profile?id=${encodeURIComponent(resourceOwnerId)}`, {
    token,
  });
}

/** Ends a session on the server; the request outlives the page being left. */
export function endSession(token: string) {
  return callApi("auth/logout", { body: { token }, keepalive: true });
}
