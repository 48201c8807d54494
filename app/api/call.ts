import { isLocale, type Locale } from "../../core/locale.ts";
import { translate } from "../i18n/messages.ts";
import { callMessages } from "./call.messages.ts";

/**
 * Why a call failed, whatever the endpoint: nothing answered, an answer that is not the API's
 * JSON or does not fit the endpoint's schema, or a refusal its endpoint gives no meaning of its own.
 */
export type CallFault = "unreachable" | "badAnswer" | "refused";

/**
 * The outcome of every call the browser makes: the answer's data, or why not. `reason` is the
 * endpoint's own word for a refusal (`R`, from its `reasons`) or a CallFault; `status` is the
 * HTTP status (0: nothing answered) and `msg` a message for the visitor. `details` is the JSON of
 * an error answer, for calls whose refusals carry more than `{ code, msg }` (the sale start).
 */
export type ApiResult<T, D = unknown, R extends string = never> =
  | { ok: true; data: T }
  | { ok: false; reason: R | CallFault; status: number; msg: string; details?: D };

/** An answer check: a core/api schema (zod or zod/mini, both fit), without importing zod here. */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/**
 * The schema itself, or a loader of it: a page that makes its first call late keeps the schema
 * library out of its initial JavaScript, and the schema loads while the request is under way.
 */
export type SchemaSource<T> = AnswerSchema<T> | (() => Promise<AnswerSchema<T>>);

/** Every answer of the API is `{ code, msg, … }`; errors have the HTTP status as code. */
export interface Envelope {
  code: number;
  msg: string;
}

/** What an endpoint's refusals mean, by status: the one place where statuses become reasons. */
export type Reasons<R extends string> = Readonly<Partial<Record<number, R>>>;

export interface CallOptions<T, R extends string = never> {
  method?: "GET" | "POST";
  /** Sent as JSON, a Blob (an uploaded file) as it is; a body without a method means POST. */
  body?: unknown;
  /** A team member's session token (Authorization: Bearer). */
  token?: string;
  /** The answer's core/api schema; an answer that does not fit counts as a bad answer. */
  schema: SchemaSource<T>;
  /** The endpoint's refusals by status; any other refusal is "refused". */
  reasons?: Reasons<R>;
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

/** The schema of answers that carry nothing but `{ code: 200, msg }`. */
export { okAnswerSchema as okAnswer } from "../../core/api/ok-answer.ts";

function failure<R extends string>(
  reason: R | CallFault,
  status: number,
  msg: string,
  details?: unknown,
): ApiResult<never, unknown, R> {
  return { ok: false, reason, status, msg, details };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const badAnswer = (status: number) =>
  failure("badAnswer", status, callText("badAnswer", { status }));

/**
 * Calls `/api/<path>` and reads its JSON. Success is HTTP 2xx with `code: 200` and an answer that
 * fits the schema; a refusal keeps the server's `msg` and gets its reason from `reasons`; a
 * network failure or an answer that is not the API's JSON (or not the endpoint's) gets one message
 * in the visitor's language.
 */
export async function callApi<T, R extends string = never>(
  path: string,
  options: CallOptions<T, R>,
): Promise<ApiResult<T, unknown, R>> {
  const { schema } = options;
  // Loaded alongside the request; a failed load is a failed call, never an unhandled rejection.
  const loading = (typeof schema === "function" ? schema() : Promise.resolve(schema)).then(
    (loaded) => loaded,
    () => undefined,
  );
  const headers: Record<string, string> = { accept: "application/json" };
  const file = options.body instanceof Blob ? options.body : undefined;
  if (options.body !== undefined) {
    headers["content-type"] = file ? file.type || "application/octet-stream" : "application/json";
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(`/api/${path.replace(/^\//, "")}`, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      credentials: "same-origin",
      cache: "no-store",
      keepalive: options.keepalive,
    });
  } catch {
    return failure("unreachable", 0, callText("unreachable"));
  }
  let body: string;
  try {
    body = await response.text();
  } catch {
    // The body broke off (the connection, or the page being left): nothing was answered. Taken
    // for a bad answer it would count as the server's refusal (a team login then forgotten).
    return failure("unreachable", 0, callText("unreachable"));
  }
  const data = parseJson(body);
  if (!isEnvelope(data)) return badAnswer(response.status);
  if (!response.ok || data.code !== 200) {
    // A refusal that arrived with HTTP 200 still names its own code.
    const status = response.ok ? data.code : response.status;
    return failure(options.reasons?.[status] ?? "refused", status, data.msg, data);
  }
  const checker = await loading;
  if (!checker) return failure("unreachable", 0, callText("unreachable"));
  const parsed = checker.safeParse(data);
  return parsed.success ? { ok: true, data: parsed.data } : badAnswer(response.status);
}
