import type {
  FormStepAnswer,
  FormSubmitBody,
  FormVerifyBody,
  SensitiveReadAnswer,
} from "../../core/api/form.ts";
import { callApi, type Envelope } from "./call.ts";

/**
 * Submits a dynamic form. With verification the answer names the submission (`formId`) and a
 * PIN is mailed; spec: a plain 200 without it means the form is sent.
 */
export function submitForm(formKey: string, body: FormSubmitBody) {
  return callApi<Envelope & { formId?: string }>(`form/submit/${encodeURIComponent(formKey)}`, {
    body,
  });
}

/**
 * Transmits a submission with the typed PIN or the code of the mail's link. A refused PIN's
 * answer tells the tries left (`details.triesLeft`).
 */
export function verifyForm(body: FormVerifyBody) {
  return callApi("form/verify", { body });
}

/** A submission's PIN step, when the page opens again with `?submission=<id>`. */
export function readFormStep(formId: string) {
  return callApi<FormStepAnswer>(`form/${encodeURIComponent(formId)}/step`);
}

/** Mails a new PIN for a pending submission (rate-limited; 429 when spent). */
export function resendFormPin(formId: string) {
  return callApi<FormStepAnswer>(`form/${encodeURIComponent(formId)}/resend`, { body: {} });
}

/** The hotel's one-time read of a room request's card data. */
export function readCard(token: string) {
  return callApi<SensitiveReadAnswer>(`form/card/${encodeURIComponent(token)}`, { body: {} });
}

/** The tries a refused PIN leaves, from the refusal's answer (none when it does not say). */
export function triesLeftOf(details: unknown): number | undefined {
  const triesLeft = (details as { triesLeft?: unknown } | undefined)?.triesLeft;
  return typeof triesLeft === "number" ? triesLeft : undefined;
}
