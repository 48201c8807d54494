import type { z } from "zod";
import { readCredentials } from "./credentials.ts";

export interface TeamAnswer<T> {
  ok: boolean;
  status: number;
  data: (T & { code: number; msg: string }) | { code: number; msg: string } | null;
}

/**
 * Team calls with the bearer token from the stored credentials, in the shape of the site's API
 * client ({ ok, status, data }). Without credentials the call is not made and answers 401.
 */
export async function teamRequest<T>(
  path: string,
  options: { method?: "GET" | "POST"; body?: unknown; token?: string } = {},
): Promise<TeamAnswer<T>> {
  const token = options.token ?? readCredentials()?.auth.access_token;
  if (!token) return { ok: false, status: 401, data: null };
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  try {
    const response = await fetch(`/api/${path.replace(/^\//, "")}`, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      cache: "no-store",
    });
    const data = (await response.json().catch(() => null)) as TeamAnswer<T>["data"];
    return { ok: response.ok, status: response.status, data };
  } catch {
    return { ok: false, status: 0, data: null };
  }
}

/**
 * The answer's data when the call succeeded and has the expected shape; otherwise throws a
 * TeamCallError (screens then redirect).
 */
export async function teamData<S extends z.ZodType>(
  path: string,
  schema: S,
  options: { method?: "GET" | "POST"; body?: unknown } = {},
): Promise<z.output<S>> {
  const answer = await teamRequest(path, options);
  if (!answer.ok) throw new TeamCallError(answer.status, answer.data?.msg);
  const parsed = schema.safeParse(answer.data);
  if (!parsed.success) throw new TeamCallError(answer.status, "unexpected answer");
  return parsed.data;
}

export class TeamCallError extends Error {
  readonly status: number;
  constructor(status: number, message = `team call failed (${status})`) {
    super(message);
    this.status = status;
  }
}
