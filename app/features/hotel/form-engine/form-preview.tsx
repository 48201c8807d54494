import type { FormDefinition } from "../../../../core/forms/definition.ts";
import { renderPreview } from "../../../../core/forms/template.ts";
import { useMessages } from "../../../i18n/messages.ts";
import { formEngineMessages } from "./form-engine.messages.ts";

/** The mail as the recipient will read it, '[...]' where a field is still empty. */
export function FormPreview({
  definition,
  values,
}: {
  definition: FormDefinition;
  values: Record<string, string>;
}) {
  const t = useMessages(formEngineMessages);
  let text: string;
  try {
    text = renderPreview(definition, values);
  } catch (error) {
    return (
      <p className="form-field-error" role="alert">
        {t("previewError", { message: (error as Error).message })}
      </p>
    );
  }
  return (
    <section className="form-preview" aria-label={t("previewTitle")}>
      <h3>{t("previewTitle")}</h3>
      <pre lang={definition.mailLocale}>{text}</pre>
    </section>
  );
}
