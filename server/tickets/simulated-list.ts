import type { Context } from "hono";

/** pretix's answer for an unknown object (Django REST framework's NotFound). */
export const notFound = (c: Context) => c.json({ detail: "Not found." }, 404);

/** Results per page of pretix's list answers (pretix/api/pagination.py: page_size 50). */
export const pretixPageSize = 50;

/**
 * One page of a list answer, as pretix pages every list (doc/api/fundamentals.rst, "Pagination"):
 * `count`, the page's `results`, and absolute `next` and `previous` addresses (null at either
 * end). A page past the last is 404 "Invalid page.", as Django REST framework answers it.
 */
export function listPage<T>(c: Context, all: readonly T[], pageSize: number): Response {
  const asked = c.req.query("page");
  const page = asked === undefined ? 1 : Number(asked);
  const pages = Math.max(1, Math.ceil(all.length / pageSize));
  if (!Number.isInteger(page) || page < 1 || page > pages)
    return c.json({ detail: "Invalid page." }, 404);
  const link = (n: number) => {
    const url = new URL(c.req.url);
    // The first page's address carries no page number.
    if (n === 1) url.searchParams.delete("page");
    else url.searchParams.set("page", String(n));
    return url.href;
  };
  return c.json({
    count: all.length,
    next: page < pages ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: all.slice((page - 1) * pageSize, page * pageSize),
  });
}
