import type { FormDefinition } from "../../../../core/forms/definition.ts";
import { fieldsOf, formText } from "../../../../core/forms/fields.ts";
import { displayValue } from "../../../../core/forms/template.ts";
import { resendFormPin } from "../../../api/form.ts";
import { useApiCall } from "../../../hooks/use-api-call.ts";
import { useLocale, useMessages } from "../../../i18n/messages.ts";
import { formEngineMessages } from "./form-engine.messages.ts";
import { PinEntry } from "./pin-entry.tsx";

/** What the PIN step knows of the request: all values before a reload, none after it. */
export interface PinStepRequest {
  formId: string;
  /** The address the PIN went to: as typed, or masked after a reload. */
  email: string;
  /** The values as sent; absent after a reload (they never come back from the server). */
  values?: Record<string, string>;
}

/**
 * The step between sending and passing on: what was sent (card data masked), the PIN entry with
 * its refusal and the tries left, and "send the code again".
 */
export function PinStep({
  definition,
  request,
  error,
  triesLeft,
  busy,
  onVerify,
}: {
  definition: FormDefinition;
  request: PinStepRequest;
  error?: string;
  triesLeft?: number;
  busy: boolean;
  onVerify(pin: number): void;
}) {
  const t = useMessages(formEngineMessages);
  const locale = useLocale();
  const resend = useApiCall(resendFormPin);
  const title = formText(definition.title, locale) ?? "";
  const values = request.values;
  return (
    <div className="form-pin-step">
      <h2>{t("pinTitle")}</h2>
      <p>{t("pinIntro", { email: request.email })}</p>
      <section className="form-summary" aria-labelledby={`${request.formId}-summary`}>
        <h3 id={`${request.formId}-summary`}>{t("summaryTitle")}</h3>
        {values ? (
          <dl>
            {fieldsOf(definition)
              .filter((field) => values[field.identifier])
              .map((field) => (
                <div key={field.identifier}>
                  <dt>{formText(field.label, locale)}</dt>
                  <dd>
                    {field.sensitive && field.mask !== "last4"
                      ? "•••"
                      : displayValue(field, values[field.identifier] ?? "", locale)}
                  </dd>
                </div>
              ))}
          </dl>
        ) : (
          <p>{t("summaryAfterReload", { title })}</p>
        )}
      </section>
      <PinEntry
        key={error ?? ""}
        error={error}
        triesLeft={triesLeft}
        busy={busy}
        onVerify={onVerify}
      />
      <div className="form-resend">
        <p>{t("resendIntro")}</p>
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={resend.pending || undefined}
          onClick={() => void resend.run(request.formId)}
        >
          {t("resend")}
        </button>
        <div aria-live="polite">
          {resend.state.kind === "success" && <p role="status">{resend.state.data.msg}</p>}
          {resend.state.kind === "error" && (
            <p className="form-field-error" role="alert">
              {resend.state.msg}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
