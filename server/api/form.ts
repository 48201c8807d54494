import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { rateLimiter } from "hono-rate-limiter";
import type { z } from "zod";
import { formSubmitBodySchema, formVerifyBodySchema } from "../../core/api/form.ts";
import { negotiateLocale, type Locale } from "../../core/locale.ts";
import { FormError, type FormService } from "../forms/service.ts";
import { formMessage } from "../forms/messages.ts";
import { hubForHost } from "../hubs.ts";
import type { Config } from "../config.ts";

function requestLocale(c: Context): Locale {
  return negotiateLocale(c.req.header("cookie"), c.req.header("accept-language"));
}

function answer(c: Context, status: 400 | 404 | 413 | 429, msg: string) {
  return c.json({ code: status, msg }, status);
}

async function readBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<{ data: z.infer<S>; response?: undefined } | { response: Response }> {
  const locale = requestLocale(c);
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return { response: answer(c, 400, formMessage(locale, "badJson")) };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`)
      .join("; ");
    return { response: answer(c, 400, formMessage(locale, "badRequest", { detail })) };
  }
  return { data: parsed.data };
}

/** The client's address as a rate-limit key; kept in memory only, never stored. */
function clientKey(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // In-process requests (tests) have no socket.
    return "local";
  }
}

export interface FormRouterLimits {
  /** Submissions per client per window: each one mails a PIN, so keep it modest. */
  submit: number;
  /** PIN checks and card reads per client per window (each submission also locks after 5). */
  verify: number;
  windowMs: number;
}

const defaultLimits: FormRouterLimits = { submit: 20, verify: 60, windowMs: 10 * 60_000 };

/**
 * Dynamic forms: submit (validate, store encrypted, mail the PIN), verify (PIN → transmit to the
 * recipient) and the recipient's one-time read of the card data.
 */
export function formRouter(
  services: {
    forms: FormService;
    config: Pick<Config, "HUB_HOSTS" | "DEFAULT_HUB" | "TRUST_PROXY">;
  },
  limits: FormRouterLimits = defaultLimits,
): Hono {
  const { forms, config } = services;
  const limit = (max: number): MiddlewareHandler =>
    rateLimiter({
      windowMs: limits.windowMs,
      limit: max,
      standardHeaders: "draft-6",
      keyGenerator: (c) => clientKey(c, config.TRUST_PROXY),
      handler: (c) => answer(c, 429, formMessage(requestLocale(c), "tooMany")),
    });
  const small = bodyLimit({
    maxSize: 32 * 1024,
    onError: (c) => answer(c, 413, formMessage(requestLocale(c), "tooLarge")),
  });
  const failed = (c: Context, error: unknown) => {
    if (error instanceof FormError)
      return c.json({ code: error.status, msg: error.message }, error.status);
    throw error;
  };

  const router = new Hono();
  router.post("/form/submit/:formKey", limit(limits.submit), small, async (c) => {
    const body = await readBody(c, formSubmitBodySchema);
    if (body.response) return body.response;
    try {
      const result = await forms.submit({
        formKey: c.req.param("formKey"),
        formFields: body.data.formFields,
        hubId: hubForHost(config, c.req.header("host")),
        locale: requestLocale(c),
      });
      return c.json({ code: 200, msg: result.msg, formId: result.formId });
    } catch (error) {
      return failed(c, error);
    }
  });

  router.post("/form/verify", limit(limits.verify), small, async (c) => {
    const body = await readBody(c, formVerifyBodySchema);
    if (body.response) return body.response;
    try {
      const result = await forms.verify({
        formId: body.data.formId,
        pin: body.data.transmissionPIN,
        locale: requestLocale(c),
      });
      return c.json({ code: 200, msg: result.msg });
    } catch (error) {
      return failed(c, error);
    }
  });

  router.post("/form/card/:token", limit(limits.verify), small, async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      const result = await forms.readSensitive({
        token: c.req.param("token"),
        locale: requestLocale(c),
      });
      return c.json({ code: 200, ...result });
    } catch (error) {
      return failed(c, error);
    }
  });
  return router;
}
