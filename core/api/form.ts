// Written with zod/mini: the hotel form checks its answers with these (decision record 0008).
import { z } from "zod/mini";
import { answer } from "./answer.ts";
import { randomIdSchema } from "./fields.ts";

/**
 * Payloads of the dynamic-form calls. Field values are checked against the form's definition
 * (core/forms/validate.ts), which names the field in its message; here only the envelope.
 */
export const formSubmitBodySchema = z.strictObject({
  formFields: z.record(z.string(), z.unknown()),
});
export type FormSubmitBody = { formFields: Record<string, string> };

/** Spec: with a formId a PIN step follows; a plain 200 means submitted (no verification). */
export const formSubmitAnswerSchema = answer({ formId: z.optional(z.string()) });
export type FormSubmitAnswer = z.infer<typeof formSubmitAnswerSchema>;

/**
 * Either the typed PIN or the code from the mail's link. `transmissionPIN` is a number (spec):
 * PIN '0042' travels as 42.
 */
/** A submission's id as the visitor's page sends it back (the service finds it or not). */
const formIdSchema = z.string().check(z.minLength(1), z.maxLength(100));

export const formVerifyBodySchema = z
  .strictObject({
    formId: formIdSchema,
    transmissionPIN: z.optional(z.int().check(z.minimum(0), z.maximum(9999))),
    linkCode: z.optional(randomIdSchema),
  })
  .check(
    z.refine((body) => (body.transmissionPIN === undefined) !== (body.linkCode === undefined), {
      path: ["transmissionPIN"],
      message: "either transmissionPIN or linkCode",
    }),
  );
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
  triesLeft: z.int().check(z.minimum(0)),
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
export const secureTokenSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/));

/** POST form/submit/:formKey: the form's key (its definition decides whether there is one). */
export const formKeyParamsSchema = z.object({ formKey: z.string() });

/** form/:formId/step and …/resend: the submission's id. */
export const formIdParamsSchema = z.object({ formId: formIdSchema });

/** POST form/card/:token: the one-time link's token. */
export const cardTokenParamsSchema = z.object({ token: secureTokenSchema });
