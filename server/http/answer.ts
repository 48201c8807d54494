import type { Context } from "hono";
import type { ApiAnswer } from "../../core/api/fields.ts";

export type ErrorStatus =
  400 | 401 | 403 | 404 | 408 | 409 | 410 | 413 | 423 | 425 | 429 | 502 | 503;

/** `{ code, msg }` with the HTTP status as code: the one error answer the pages know how to show. */
export function fail(c: Context, status: ErrorStatus, msg: string, extra: object = {}) {
  return c.json({ code: status, msg, ...extra }, status);
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
