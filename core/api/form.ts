import { z } from "zod";
import { linkCodePattern } from "../forms/pin.ts";
import { answer } from "./answer.ts";

/**
 * Payloads of the dynamic-form calls. Field values are checked against the form's definition
 * (core/forms/validate.ts), which names the field in its message; here only the envelope.
 */
export const formSubmitBodySchema = z
  .object({ formFields: z.record(z.string(), z.unknown()) })
  .strict();
export type FormSubmitBody = { formFields: Record<string, string> };

/** Spec: with a formId a PIN step follows; a plain 200 means submitted (no verification). */
export const formSubmitAnswerSchema = answer({ formId: z.string().optional() });
export type FormSubmitAnswer = z.infer<typeof formSubmitAnswerSchema>;

/**
 * Either the typed PIN or the code from the mail's link. `transmissionPIN` is a number (spec):
 * PIN '0042' travels as 42.
 */
export const formVerifyBodySchema = z
  .object({
    formId: z.string().min(1).max(100),
    transmissionPIN: z.number().int().min(0).max(9999).optional(),
    linkCode: z.string().regex(linkCodePattern).optional(),
  })
  .strict()
  .refine((body) => (body.transmissionPIN === undefined) !== (body.linkCode === undefined), {
    path: ["transmissionPIN"],
    message: "either transmissionPIN or linkCode",
  });
export type FormVerifyBody = z.infer<typeof formVerifyBodySchema>;

export const formVerifyAnswerSchema = answer({});
export type FormVerifyAnswer = z.infer<typeof formVerifyAnswerSchema>;

/**
 * A submission's PIN step, for a page opened again (`/hotel?submission=<id>`) and after a new
 * PIN was mailed: nothing sensitive, the address masked (docs/decisions/0027-form-states.md).
 */
export const formStepAnswerSchema = answer({
  formKey: z.string(),
  transmitted: z.boolean(),
  email: z.string(),
  triesLeft: z.number().int().min(0),
  expiresAt: z.string(),
});
export type FormStepAnswer = z.infer<typeof formStepAnswerSchema>;

/** The one-time read of a transmission's sensitive values (the hotel's card page). */
export const sensitiveReadAnswerSchema = answer({
  title: z.string(),
  reference: z.string(),
  fields: z.array(z.object({ identifier: z.string(), label: z.string(), value: z.string() })),
});
export type SensitiveReadAnswer = z.infer<typeof sensitiveReadAnswerSchema>;

/** The one-time link's token: 256 random bits as hex. */
export const secureTokenSchema = z.string().regex(/^[0-9a-f]{64}$/);
