import { isLocale, type Locale } from "../../core/locale.ts";
import { translate } from "../i18n/messages.ts";
import { callMessages } from "./call.messages.ts";

/**
 * The outcome of every call the browser makes: the answer's data, or the HTTP status (0: nothing
 * answered) and a message for the visitor. `details` is the JSON of an error answer, for calls
 * whose refusals carry more than `{ code, msg }` (the availability's sale start).
 */
export type ApiResult<T, D = unknown> =
  { ok: true; data: T } | { ok: false; status: number; msg: string; details?: D };

/** An answer check: a core/api schema (zod or zod/mini, both fit), without importing zod here. */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** Every answer of the API is `{ code, msg, … }`; errors have the HTTP status as code. */
export interface Envelope {
  code: number;
  msg: string;
}

export interface CallOptions<T> {
  method?: "GET" | "POST";
  /** Sent as JSON; a body without a method means POST. */
  body?: unknown;
  /** A team member's session token (Authorization: Bearer). */
  token?: string;
  /** Checks a successful answer; one that does not fit counts as a bad answer. */
  schema?: AnswerSchema<T>;
  /** Lets the request outlive the page (logging out while leaving). */
  keepalive?: boolean;
}

/** The visitor's language: the page's `<html lang>` (set by the root from the chosen locale). */
function pageLocale(): Locale {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : "de";
}

/** One of the client's own texts, in the visitor's language. */
export function callText(
  key: keyof (typeof callMessages)["de"],
  values?: Record<string, string | number>,
): string {
  return translate(callMessages, pageLocale())(key, values);
}

function isEnvelope(data: unknown): data is Envelope {
  const value = data as Partial<Envelope> | null;
  return typeof value?.code === "number" && typeof value.msg === "string";
}

/**
 * Calls `/api/<path>` and reads its JSON. Success is HTTP 2xx with `code: 200` (and, with a
 * schema, an answer that fits it); a refusal keeps the server's `msg`; a network failure or an
 * answer that is not the API's JSON gets one message in the visitor's language.
 */
export async function callApi<T extends Envelope = Envelope>(
  path: string,
  options: CallOptions<T> = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(`/api/${path.replace(/^\//, "")}`, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: "same-origin",
      cache: "no-store",
      keepalive: options.keepalive,
    });
  } catch {
    return { ok: false, status: 0, msg: callText("unreachable") };
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!isEnvelope(data)) {
    return {
      ok: false,
      status: response.status,
      msg: callText("badAnswer", { status: response.status }),
    };
  }
  if (!response.ok || data.code !== 200) {
    // A refusal that arrived with HTTP 200 still names its own code.
    const status = response.ok ? data.code : response.status;
    return { ok: false, status, msg: data.msg, details: data };
  }
  if (!options.schema) return { ok: true, data: data as T };
  const parsed = options.schema.safeParse(data);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : {
        ok: false,
        status: response.status,
        msg: callText("badAnswer", { status: response.status }),
      };
}
