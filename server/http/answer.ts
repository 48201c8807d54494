import type { Context } from "hono";
import type { ApiAnswer } from "../../core/api/fields.ts";

export type ErrorStatus =
  400 | 401 | 403 | 404 | 408 | 409 | 410 | 413 | 415 | 423 | 425 | 429 | 502 | 503;

/** `{ code, msg }` with the HTTP status as code: the one error answer the pages know how to show. */
export function fail(c: Context, status: ErrorStatus, msg: string, extra: object = {}) {
  return send(c, failure(status, msg, extra));
}

/**
 * A JSON answer as data, for a route whose logic also answers outside the app
 * (http/fast-lane.ts): `send` gives it through Hono, the fast lane to Node's response.
 */
export interface JsonAnswer {
  status: 200 | ErrorStatus | 500;
  body: { code: number; msg: string };
  /** Besides the security headers and Content-Type. */
  headers: Record<string, string>;
}

/** fail's answer as data. */
export function failure(
  status: ErrorStatus | 500,
  msg: string,
  extra: object = {},
  headers: Record<string, string> = {},
): JsonAnswer {
  return { status, body: { code: status, msg, ...extra }, headers };
}

/** A JsonAnswer given through Hono. */
export function send(c: Context, answer: JsonAnswer): Response {
  for (const [name, value] of Object.entries(answer.headers)) c.header(name, value);
  return c.json(answer.body, answer.status);
}

/** What an answer of type `A` (core/api/) carries beside its code and message. */
type Beside<A> = Omit<A, "code" | "msg">;

/**
 * `{ code: 200, msg }`: every successful answer. One that carries more names its answer type
 * from core/api/ as `A`, which types what goes beside the message (without `A`, nothing may).
 */
export function ok(c: Context, msg: string): Response;
export function ok<A extends ApiAnswer = never>(
  c: Context,
  msg: string,
  extra: Beside<A>,
): Response;
export function ok(c: Context, msg: string, extra: object = {}) {
  return c.json({ code: 200, msg, ...extra }, 200);
}

/** `{ code: 200, msg: "OK", results }`: how every team list answers; `A` as for `ok`. */
export function listed<A extends ApiAnswer & { results: unknown[] }>(
  c: Context,
  results: A["results"],
  extra: Omit<Beside<A>, "results"> = {} as Omit<Beside<A>, "results">,
) {
  // A generic spread is not seen to make an A's part; it is the same fields.
  return ok<A>(c, "OK", { results, ...extra } as Beside<A>);
}

/**
 * For a request whose client went away (mid-body): nobody receives this, so it says nothing, and
 * leaving is no error of ours, so nothing is logged either.
 */
export function unanswered(c: Context) {
  return c.body(null, 400);
}
