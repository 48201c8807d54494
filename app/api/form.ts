import type { FormSubmitBody, FormVerifyBody } from "../../core/api/form.ts";
import { callApi } from "./call.ts";
import { linkReasons } from "./link-reasons.ts";

/** The form schemas load with the first call: the form's page does not need them to render. */
const schemas = () => import("../../core/api/form.ts");

/**
 * Submits a dynamic form. With verification the answer names the submission (`formId`) and a
 * PIN is mailed; spec: a plain 200 without it means the form is sent.
 */
export function submitForm(formKey: string, body: FormSubmitBody) {
  return callApi(`form/submit/${encodeURIComponent(formKey)}`, {
    body,
    schema: async () => (await schemas()).formSubmitAnswerSchema,
  });
}

/**
 * Transmits a submission with the typed PIN or the code of the mail's link. A wrong PIN, a
 * locked entry and the limits (0010) leave the PIN step open; a refused PIN's answer tells the
 * tries left (`details.triesLeft`). An unknown or expired submission can only be sent anew.
 */
export function verifyForm(body: FormVerifyBody) {
  return callApi("form/verify", {
    body,
    schema: async () => (await schemas()).formVerifyAnswerSchema,
    reasons: { ...linkReasons, 403: "wrongPin", 423: "locked" },
  });
}

/** A submission's PIN step, when the page opens again with `?submission=<id>`. */
export function readFormStep(formId: string) {
  return callApi(`form/${encodeURIComponent(formId)}/step`, {
    schema: async () => (await schemas()).formStepAnswerSchema,
    reasons: linkReasons,
  });
}

/** Mails a new PIN for a pending submission (rate-limited; 429 when spent). */
export function resendFormPin(formId: string) {
  return callApi(`form/${encodeURIComponent(formId)}/resend`, {
    body: {},
    schema: async () => (await schemas()).formStepAnswerSchema,
  });
}

/** The hotel's one-time read of a room request's card data. */
export function readCard(token: string) {
  return callApi(`form/card/${encodeURIComponent(token)}`, {
    body: {},
    schema: async () => (await schemas()).sensitiveReadAnswerSchema,
    reasons: linkReasons,
  });
}

/** The tries a refused PIN leaves, from the refusal's answer (none when it does not say). */
export function triesLeftOf(details: unknown): number | undefined {
  const triesLeft = (details as { triesLeft?: unknown } | undefined)?.triesLeft;
  return typeof triesLeft === "number" ? triesLeft : undefined;
}
