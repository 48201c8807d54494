import type { Context } from "hono";

export type ErrorStatus =
  400 | 401 | 403 | 404 | 408 | 409 | 410 | 413 | 423 | 425 | 429 | 502 | 503;

/** `{ code, msg }` with the HTTP status as code: the one error answer the pages know how to show. */
export function fail(c: Context, status: ErrorStatus, msg: string, extra: object = {}) {
  return c.json({ code: status, msg, ...extra }, status);
}

/** `{ code: 200, msg }`, plus whatever the call returns beside the message. */
export function ok(c: Context, msg: string, extra: object = {}) {
  return c.json({ code: 200, msg, ...extra }, 200);
}

/**
 * `{ code: 200, msg: "OK", results }`: how every team list answers; `A` names the answer's type
 * (core/api/admin.ts), which also types what goes beside the list.
 */
export function listed<A extends { results: unknown[] }>(
  c: Context,
  results: A["results"],
  extra: Omit<A, "code" | "msg" | "results"> = {} as Omit<A, "code" | "msg" | "results">,
) {
  return ok(c, "OK", { results, ...extra });
}

/**
 * For a request whose client went away (mid-body): nobody receives this, so it says nothing, and
 * leaving is no error of ours, so nothing is logged either.
 */
export function unanswered(c: Context) {
  return c.body(null, 400);
}
