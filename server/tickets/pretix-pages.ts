import { z } from "zod";

/** The adapter's authorised call to pretix (pretix-api.ts), as the parts of the adapter use it. */
export type PretixCall = <T extends z.ZodType>(
  url: string,
  schema: T,
  init?: RequestInit,
) => Promise<z.output<T>>;

/**
 * Every result of one of pretix's lists, page by page: pretix answers 50 a page and links the
 * next page absolutely in `next` (doc/api/fundamentals.rst, "Pagination").
 */
export async function allPages<T extends z.ZodType>(
  call: PretixCall,
  url: string,
  result: T,
): Promise<z.output<T>[]> {
  const pageSchema = z.object({ next: z.string().nullable(), results: z.array(result) });
  const all: z.output<T>[] = [];
  let next: string | null = url;
  while (next) {
    const page: z.output<typeof pageSchema> = await call(next, pageSchema);
    all.push(...page.results);
    next = page.next;
  }
  return all;
}
