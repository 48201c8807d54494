import { clearCredentials, readCredentials } from "../auth/credentials.ts";
import {
  callApi,
  callText,
  type AnswerSchema,
  type ApiResult,
  type CallOptions,
  type Envelope,
} from "./call.ts";

/**
 * A team call with the stored session token (or the given one). Without a token nothing is
 * sent and the answer is 401; a 401 from the server also forgets the stored credentials, which
 * the server no longer accepts.
 */
export async function teamCall<T extends Envelope = Envelope>(
  path: string,
  options: CallOptions<T> = {},
): Promise<ApiResult<T>> {
  const token = options.token ?? readCredentials()?.auth.access_token;
  if (!token) return { ok: false, status: 401, msg: callText("loginNeeded") };
  const result = await callApi(path, { ...options, token });
  if (!result.ok && result.status === 401) clearCredentials();
  return result;
}

/**
 * A screen loader's team call: the answer's data when the call succeeded and has the expected
 * shape; otherwise throws a TeamCallError (screens then redirect).
 */
export async function teamData<T extends Envelope>(
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
