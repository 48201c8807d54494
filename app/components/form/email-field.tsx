// Apart from Field: the e-mail check brings the schema library, which the form engine's pages
// do not load; the pages with this field load it after hydrating.
import { useLazyModule } from "../../hooks/use-lazy-module.ts";
import { Field, type FieldProps } from "./field.tsx";

export const loadFieldSchemas = () => import("../../../core/api/fields.ts");

/**
 * The sender's e-mail address (spec section 5: the general RFC-like pattern). A non-empty wrong
 * address is named once the visitor leaves the field, if the form gives an `invalidText`.
 */
export function EmailField(
  props: Omit<FieldProps, "name" | "type" | "autoComplete" | "inputMode" | "invalid">,
) {
  const fields = useLazyModule(loadFieldSchemas);
  return (
    <Field
      {...props}
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      invalid={props.value.trim() !== "" && fields !== null && !fields.isValidEmail(props.value)}
    />
  );
}
