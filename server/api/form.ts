import { Hono, type Context } from "hono";
import { formSubmitBodySchema, formVerifyBodySchema } from "../../core/api/form.ts";
import { formMessage } from "../forms/messages.ts";
import { FormError, type FormService } from "../forms/service.ts";
import type { Config } from "../config.ts";
import { ok } from "../http/answer.ts";
import { clientAddress } from "../http/client-address.ts";
import { clientNetwork } from "../http/client-network.ts";
import { publicPostLimit, type RateLimits } from "../http/rate-limit.ts";
import { readJson } from "../http/read-json.ts";
import type { SiteEnv } from "../http/request-site.ts";

export interface FormRouterLimits {
  /** Submissions per client and window: each one mails a PIN, so it stays modest. */
  submit: number;
  /**
   * PIN checks and card reads per client and window (wrong PINs are also capped per submission,
   * per mailbox and per client network in the form service).
   */
  verify: number;
  windowMs?: number;
}

/**
 * Dynamic forms: submit (validate against the definition, store encrypted, mail the PIN),
 * verify (PIN → transmission to the recipient) and the recipient's one-time read of the card data.
 */
export function formRouter(
  services: {
    forms: FormService;
    config: Pick<Config, "RATE_LIMIT_POSTS" | "TRUST_PROXY">;
    rateLimits: RateLimits;
  },
  limits: FormRouterLimits = {
    submit: services.config.RATE_LIMIT_POSTS,
    verify: services.config.RATE_LIMIT_POSTS * 3,
  },
): Hono<SiteEnv> {
  const { forms, config } = services;
  const limit = (area: string, max: number) =>
    publicPostLimit(services.rateLimits, { area, limit: max, windowMs: limits.windowMs });
  const refused = (c: Context, error: unknown) => {
    if (!(error instanceof FormError)) throw error;
    return c.json({ code: error.status, msg: error.message, ...error.details }, error.status);
  };

  const router = new Hono<SiteEnv>();
  router.use("/form/submit/*", limit("form-submit", limits.submit));
  router.use("/form/verify", limit("form-verify", limits.verify));
  router.use("/form/card/*", limit("form-card", limits.verify));
  // Each one mails a PIN, like a submission; the inbox's mail budget applies as well.
  router.use("/form/:formId/resend", limit("form-resend", limits.submit));

  router.post("/form/submit/:formKey", async (c) => {
    const body = await readJson(c, formSubmitBodySchema);
    if (!body.ok) return body.response;
    try {
      const result = await forms.submit({
        formKey: c.req.param("formKey"),
        formFields: body.data.formFields,
        hubId: c.get("hub"),
        locale: c.get("locale"),
      });
      return ok(c, result.msg, { formId: result.formId });
    } catch (error) {
      return refused(c, error);
    }
  });

  router.post("/form/verify", async (c) => {
    const body = await readJson(c, formVerifyBodySchema);
    if (!body.ok) return body.response;
    try {
      const { formId, transmissionPIN, linkCode } = body.data;
      const result = await forms.verify({
        formId,
        locale: c.get("locale"),
        client: clientNetwork(clientAddress(c, config.TRUST_PROXY)),
        // The schema lets exactly one of the two through.
        ...(linkCode === undefined ? { pin: transmissionPIN as number } : { linkCode }),
      });
      return ok(c, result.msg);
    } catch (error) {
      return refused(c, error);
    }
  });

  // The pending PIN step, for a page opened again with `?submission=<id>`: no card data.
  router.get("/form/:formId/step", async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      const step = await forms.pendingStep({
        formId: c.req.param("formId"),
        locale: c.get("locale"),
      });
      return ok(c, "OK", step);
    } catch (error) {
      return refused(c, error);
    }
  });

  router.post("/form/:formId/resend", async (c) => {
    const locale = c.get("locale");
    try {
      const step = await forms.resendPin({ formId: c.req.param("formId"), locale });
      const text = step.transmitted ? "alreadyTransmitted" : "pinResent";
      return ok(c, formMessage(locale, text, { email: step.email }), step);
    } catch (error) {
      return refused(c, error);
    }
  });

  router.post("/form/card/:token", async (c) => {
    // The answer holds card data: no cache may keep it.
    c.header("Cache-Control", "no-store");
    try {
      const result = await forms.readSensitive({
        token: c.req.param("token"),
        locale: c.get("locale"),
      });
      return ok(c, result.msg, result);
    } catch (error) {
      return refused(c, error);
    }
  });
  return router;
}
