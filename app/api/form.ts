import type { FormSubmitBody, FormVerifyBody, SensitiveReadAnswer } from "../../core/api/form.ts";
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

/** Transmits a submission with the typed PIN or the code of the mail's link. */
export function verifyForm(body: FormVerifyBody) {
  return callApi("form/verify", { body });
}

/** The hotel's one-time read of a room request's card data. */
export function readCard(token: string) {
  return callApi<SensitiveReadAnswer>(`form/card/${encodeURIComponent(token)}`, { body: {} });
}
