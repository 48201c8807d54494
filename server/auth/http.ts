import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import { fail, requestLocale } from "../api/visitor-http.ts";
import { clientLimit, type RateLimits } from "../http/rate-limit.ts";
import { authText } from "./messages.ts";

export { fail, requestLocale };

/** Parses and validates a JSON body; answers 400 naming the problem otherwise. */
export async function readJson<T extends z.core.$ZodType>(
  c: Context,
  schema: T,
): Promise<{ ok: true; data: z.infer<T> } | { ok: false; response: Response }> {
  const locale = requestLocale(c);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { ok: false, response: fail(c, 400, authText(locale, "badJson")) };
  }
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const detail = issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "body";
    return { ok: false, response: fail(c, 400, authText(locale, "badRequest", { detail })) };
  }
  return { ok: true, data: parsed.data };
}

/** Per-client limit for one login call. */
export function loginRateLimit(limits: RateLimits, area: string, limit = 30): MiddlewareHandler {
  return clientLimit(limits, {
    area,
    limit,
    windowMs: 60_000,
    answer: (c) =>
      c.json(
        {
          code: 429,
          msg:
            requestLocale(c) === "de"
              ? "Zu viele Versuche – bitte warte eine Minute."
              : "Too many attempts – please wait a minute.",
        },
        429,
      ),
  });
}
