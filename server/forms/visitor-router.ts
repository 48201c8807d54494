import { Hono, type Context } from "hono";
import {
  cardTokenParamsSchema,
  formIdParamsSchema,
  formKeyParamsSchema,
  formStepAnswerSchema,
  formSubmitAnswerSchema,
  formSubmitBodySchema,
  formVerifyAnswerSchema,
  formVerifyBodySchema,
  sensitiveReadAnswerSchema,
  type FormStepAnswer,
  type FormSubmitAnswer,
  type SensitiveReadAnswer,
} from "../../core/api/form.ts";
import { linkOutcomeParam, type LinkOutcome } from "../../core/api/link-outcome.ts";
import { formatDate, formatDateTime } from "../../core/format.ts";
import { transmitPagePath } from "../../core/forms/pin.ts";
import { describeIssue } from "../../core/forms/validate.ts";
import type { Locale } from "../../core/locale.ts";
import { wallClockAt } from "../../core/time.ts";
import type { Config } from "../config.ts";
import { formMessage, type FormTextKey } from "./forms.messages.ts";
import type { FormRefusal, FormService } from "./service.ts";
import type { FormResult } from "./rules.ts";
import type { PendingStep } from "./submission-step.ts";
import { fail, ok, type ErrorStatus } from "../http/answer.ts";
import { apiRoute, withParams } from "../http/api-route.ts";
import { clientAddress } from "../http/client-address.ts";
import { tooManyMails } from "../outbox/too-many-mails.ts";
import type { TooManyMails } from "../outbox/requested-mail.ts";
import { refusedFor, type Refused } from "../result.ts";
import { clientNetwork } from "../http/client-network.ts";
import { publicPostLimit, type RateLimits } from "../http/rate-limit.ts";
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

/** Each refusal's HTTP status and text. */
const refusalAnswers: Record<FormRefusal["reason"], { status: ErrorStatus; text: FormTextKey }> = {
  "unknown-form": { status: 404, text: "unknownForm" },
  closed: { status: 403, text: "closed" },
  invalid: { status: 400, text: "invalid" },
  "unknown-submission": { status: 404, text: "unknownSubmission" },
  "pin-expired": { status: 410, text: "pinExpired" },
  "wrong-pin": { status: 403, text: "wrongPin" },
  locked: { status: 423, text: "locked" },
  "pin-limit": { status: 429, text: "pinLimit" },
  "wrong-link-code": { status: 403, text: "secureUnknown" },
  "unknown-card-link": { status: 404, text: "secureUnknown" },
  "card-read": { status: 410, text: "secureRead" },
  "card-link-expired": { status: 410, text: "secureExpired" },
};

/** What a refusal's text says besides its reason, in the visitor's language. */
function refusalValues(refusal: FormRefusal, locale: Locale): Record<string, string | number> {
  switch (refusal.reason) {
    case "closed":
      return { date: refusal.lastDay ? formatDate(refusal.lastDay, locale) : "" };
    case "invalid": {
      const { issues, definition } = refusal;
      return { detail: issues.map((i) => describeIssue(i, definition, locale)).join("; ") };
    }
    case "wrong-pin":
      return { left: refusal.left };
    case "card-read":
      return { date: formatDateTime(wallClockAt(refusal.readAt, refusal.timeZone), locale) };
    default:
      return {};
  }
}

/** The form service's refusal as `{ code, msg }` with its status, in the visitor's language. */
export function refusalAnswer(refusal: FormRefusal, locale: Locale) {
  const { status, text } = refusalAnswers[refusal.reason];
  return { status, msg: formMessage(locale, text, refusalValues(refusal, locale)) };
}

/** A refused PIN also says how many tries are left (what its text already tells the visitor). */
function triesLeftOf(refusal: FormRefusal): { triesLeft?: number } {
  if (refusal.reason === "wrong-pin") return { triesLeft: refusal.left };
  return refusal.reason === "locked" ? { triesLeft: 0 } : {};
}

/** A refusal's answer: its status and text, and the tries left of a PIN. */
function refused(c: Context<SiteEnv>, refusal: FormRefusal | Refused<never, TooManyMails>) {
  if (refusal.reason === "too-many-mails") return tooManyMails(c, refusal);
  const { status, msg } = refusalAnswer(refusal, c.get("locale"));
  return fail(c, status, msg, triesLeftOf(refusal));
}

interface FormRouterDeps {
  forms: FormService;
  config: Pick<Config, "RATE_LIMIT_POSTS" | "TRUST_PROXY">;
  rateLimits: RateLimits;
}

/**
 * Dynamic forms: submit (validate against the definition, store encrypted, mail the PIN),
 * verify (PIN → transmission to the recipient) and the recipient's one-time read of the card data.
 */
export function formRouter(
  services: FormRouterDeps,
  limits: FormRouterLimits = {
    submit: services.config.RATE_LIMIT_POSTS,
    verify: services.config.RATE_LIMIT_POSTS * 3,
  },
): Hono<SiteEnv> {
  const limit = (area: string, max: number) =>
    publicPostLimit(services.rateLimits, { area, limit: max, windowMs: limits.windowMs });

  const router = new Hono<SiteEnv>();
  router.use("/form/submit/*", limit("form-submit", limits.submit));
  router.use("/form/verify", limit("form-verify", limits.verify));
  router.use("/form/card/*", limit("form-card", limits.verify));
  // Each one mails a PIN, like a submission; the inbox's mail budget applies as well.
  router.use("/form/:formId/resend", limit("form-resend", limits.submit));
  submissionRoutes(router, services);
  pendingRoutes(router, services);
  return router;
}

/** The visitor's submission and its PIN (typed, or the mailed link's code). */
function submissionRoutes(router: Hono<SiteEnv>, { forms, config }: FormRouterDeps) {
  apiRoute(
    router,
    "POST",
    "/form/submit/:formKey",
    {
      summary: "Submit a form; mails a PIN",
      params: formKeyParamsSchema,
      body: formSubmitBodySchema,
      answer: formSubmitAnswerSchema,
    },
    withParams(async (c, { formKey }, input) => {
      const body = await input.body();
      if (!body.ok) return body.response;
      const locale = c.get("locale");
      const result = await forms.submit({
        formKey,
        formFields: body.data.formFields,
        hubId: c.get("hub"),
        locale,
      });
      if (!result.ok) return refused(c, result);
      return ok<FormSubmitAnswer>(c, formMessage(locale, "submitted"), { formId: result.formId });
    }),
  );

  apiRoute(
    router,
    "POST",
    "/form/verify",
    {
      summary: "Verify the PIN and transmit",
      body: formVerifyBodySchema,
      answer: formVerifyAnswerSchema,
      form: true,
    },
    async (c, input) => {
      const body = await input.body();
      // The mailed link's page before its script ran: back to it, with the outcome.
      const back = (outcome: LinkOutcome) => {
        const query = new URLSearchParams(
          body.ok && body.data.linkCode
            ? { formId: body.data.formId, pin: body.data.linkCode }
            : {},
        );
        query.set(linkOutcomeParam, String(outcome));
        return c.redirect(`${transmitPagePath}?${query}`, 303);
      };
      if (!body.ok) return input.fromForm() ? back(400) : body.response;
      const { formId, transmissionPIN, linkCode } = body.data;
      const result = await forms.verify({
        formId,
        client: clientNetwork(clientAddress(c, config.TRUST_PROXY)),
        // The schema lets exactly one of the two through.
        ...(linkCode === undefined ? { pin: transmissionPIN as number } : { linkCode }),
      });
      if (input.fromForm())
        return back(result.ok ? "done" : refusalAnswer(result, c.get("locale")).status);
      if (!result.ok) return refused(c, result);
      const locale = c.get("locale");
      if (!result.transmitted) return ok(c, formMessage(locale, "alreadyTransmitted"));
      // The receipt mail's next steps, on the page too.
      const next = formMessage(locale, "transmittedNext", { email: result.email ?? "" });
      return ok(c, formMessage(locale, "transmitted", { next }));
    },
  );
}

/** A submission's pending PIN step, a new PIN, and the recipient's one-time card link. */
function pendingRoutes(router: Hono<SiteEnv>, { forms }: FormRouterDeps) {
  /** A submission's PIN step by the path's id, as `run` leaves it, with the text of `message`. */
  const stepRoute = (
    method: "GET" | "POST",
    path: string,
    summary: string,
    run: (formId: string, locale: Locale) => Promise<FormResult<PendingStep, TooManyMails>>,
    message: (step: PendingStep, locale: Locale) => string,
  ) =>
    apiRoute(
      router,
      method,
      path,
      { summary, params: formIdParamsSchema, answer: formStepAnswerSchema },
      async (c, input) => {
        // A submission's state (its masked address included) is no cache's to keep.
        c.header("Cache-Control", "no-store");
        const locale = c.get("locale");
        const params = input.params();
        const result = params.ok
          ? await run(params.data.formId, locale)
          : refusedFor("unknown-submission");
        if (!result.ok) return refused(c, result);
        const { ok: _, ...step } = result;
        return ok<FormStepAnswer>(c, message(step, locale), step);
      },
    );
  // The pending PIN step, for a page opened again with `?submission=<id>`: no card data.
  stepRoute(
    "GET",
    "/form/:formId/step",
    "The pending PIN step of a submission (no card data)",
    (formId) => forms.pendingStep({ formId }),
    () => "OK",
  );
  stepRoute(
    "POST",
    "/form/:formId/resend",
    "Mail a new PIN for a pending submission",
    (formId, locale) => forms.resendPin({ formId, locale }),
    (step, locale) =>
      formMessage(locale, step.transmitted ? "alreadyTransmitted" : "pinResent", {
        email: step.email,
      }),
  );

  apiRoute(
    router,
    "POST",
    "/form/card/:token",
    {
      summary: "Read card details once (hotel)",
      params: cardTokenParamsSchema,
      answer: sensitiveReadAnswerSchema,
    },
    async (c, input) => {
      // The answer holds card data: no cache may keep it.
      c.header("Cache-Control", "no-store");
      const locale = c.get("locale");
      const params = input.params();
      const result = params.ok
        ? await forms.readSensitive({ ...params.data, locale })
        : refusedFor("unknown-card-link");
      if (!result.ok) return refused(c, result);
      const { title, reference, fields } = result;
      return ok<SensitiveReadAnswer>(c, formMessage(locale, "secureShown"), {
        title,
        reference,
        fields,
      });
    },
  );
}
