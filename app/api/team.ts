import { clearCredentials, readCredentials } from "../features/auth/credentials.ts";
import { callApi, callText, type AnswerSchema, type ApiResult, type CallOptions } from "./call.ts";

/** A team call's own refusal: the session is missing or no longer accepted (401). */
export type TeamRefusal = "loginNeeded";

/**
 * A team call with the stored session token (or the given one). Without a token nothing is
 * sent and the answer is 401; a 401 from the server also forgets the stored credentials, which
 * the server no longer accepts.
 */
export async function teamCall<T, R extends string = never>(
  path: string,
  options: CallOptions<T, R>,
): Promise<ApiResult<T, unknown, R | TeamRefusal>> {
  const token = options.token ?? readCredentials()?.auth.access_token;
  if (!token) {
    return { ok: false, reason: "loginNeeded", status: 401, msg: callText("loginNeeded") };
  }
  const reasons = { ...options.reasons, 401: "loginNeeded" } as const;
  const result = await callApi<T, R | TeamRefusal>(path, { ...options, token, reasons });
  if (!result.ok && result.reason === "loginNeeded") clearCredentials();
  return result;
}

/**
 * A screen loader's team call: the answer's data when the call succeeded and has the expected
 * shape; otherwise throws a TeamCallError (screens then redirect).
 */
export async function teamData<T>(
  path: string,
  schema: AnswerSchema<T>,
  options: { body?: unknown } = {},
): Promise<T> {
  const result = await teamCall(path, { ...options, schema });
  if (!result.ok) throw new TeamCallError(result.status, result.msg);
  return result.data;
}

export class TeamCallError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}
