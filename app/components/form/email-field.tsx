import { isValidEmail } from "../../../core/email.ts";
import { Field, type FieldProps } from "./field.tsx";

/**
 * The sender's e-mail address (spec section 5: the general RFC-like pattern). A non-empty wrong
 * address is named once the visitor leaves the field, if the form gives an `invalidText`.
 */
export function EmailField(
  props: Omit<FieldProps, "name" | "type" | "autoComplete" | "inputMode" | "invalid">,
) {
  return (
    <Field
      {...props}
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      invalid={props.value.trim() !== "" && !isValidEmail(props.value)}
    />
  );
}
