import { isValidEmail } from "../../../core/email.ts";
import type { Translate } from "../../i18n/messages.ts";
import { Field, type FieldProps } from "./field.tsx";

/**
 * The sender's e-mail address (spec section 5: the general RFC-like pattern), labelled from the
 * form's catalogue. A non-empty wrong address is named once the visitor leaves the field.
 */
export function EmailField({
  t,
  ...props
}: Omit<
  FieldProps,
  | "name"
  | "type"
  | "autoComplete"
  | "inputMode"
  | "invalid"
  | "label"
  | "invalidText"
  | "missingText"
> & { t: Translate<"email" | "emailInvalid" | "emailMissing"> }) {
  return (
    <Field
      {...props}
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      label={t("email")}
      invalid={props.value.trim() !== "" && !isValidEmail(props.value)}
      invalidText={t("emailInvalid")}
      missingText={t("emailMissing")}
    />
  );
}
