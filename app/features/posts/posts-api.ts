import type { z } from "zod";
import {
  imageUploadAnswerSchema,
  postSavedAnswerSchema,
  teamPostAnswerSchema,
  teamPostsAnswerSchema,
  type PostSaveBody,
} from "../../../core/api/posts.ts";
import { readCredentials } from "../../auth/credentials.ts";
import { TeamCallError } from "../../auth/team-api.ts";

/** A call's outcome: the checked answer, or the status and the server's message (if any). */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; msg: string };

/**
 * One team call of the posts screens: bearer token from the stored credentials, a JSON body or
 * a file as the body, and the answer checked against its core schema. Status 0: no answer.
 */
async function callTeam<S extends z.ZodType>(
  path: string,
  schema: S,
  body?: object | Blob,
): Promise<ApiResult<z.output<S>>> {
  const token = readCredentials()?.auth.access_token;
  if (!token) return { ok: false, status: 401, msg: "" };
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  const file = body instanceof Blob;
  if (body !== undefined)
    headers["content-type"] = file ? body.type || "application/octet-stream" : "application/json";
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers,
      body: body === undefined ? undefined : file ? body : JSON.stringify(body),
      cache: "no-store",
    });
  } catch {
    return { ok: false, status: 0, msg: "" };
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const msg = (data as { msg?: unknown } | null)?.msg;
    return { ok: false, status: response.status, msg: typeof msg === "string" ? msg : "" };
  }
  const parsed = schema.safeParse(data);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: 0, msg: "" };
}

/** For screen loaders: the data, or a TeamCallError (the screen then leads away). */
export async function unwrap<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const answer = await result;
  if (!answer.ok) throw new TeamCallError(answer.status, answer.msg);
  return answer.data;
}

const postPath = (key: string) => `admin/posts/${encodeURIComponent(key)}`;

export const postsApi = {
  list: () => callTeam("admin/posts", teamPostsAnswerSchema),
  get: (key: string) => callTeam(postPath(key), teamPostAnswerSchema),
  create: (body: PostSaveBody) => callTeam("admin/posts", postSavedAnswerSchema, body),
  save: (key: string, body: PostSaveBody) => callTeam(postPath(key), postSavedAnswerSchema, body),
  withdraw: (key: string) => callTeam(`${postPath(key)}/withdraw`, postSavedAnswerSchema, {}),
  restore: (key: string) => callTeam(`${postPath(key)}/restore`, postSavedAnswerSchema, {}),
  uploadImage: (file: Blob) => callTeam("admin/images", imageUploadAnswerSchema, file),
};
