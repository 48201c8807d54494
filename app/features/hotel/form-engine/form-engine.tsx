import { useEffect, useMemo, useRef, useState } from "react";
import type { FormDefinition } from "../../../../core/forms/definition.ts";
import { fieldsOf, formText } from "../../../../core/forms/fields.ts";
import { checkField, type IssueCode } from "../../../../core/forms/validate.ts";
import { submitForm, verifyForm } from "../../../api/form.ts";
import { useApiCall } from "../../../hooks/use-api-call.ts";
import { useLocale, useMessages } from "../../../i18n/messages.ts";
import { SubmitRow, submitWhenValid } from "../../../components/form/submit-row.tsx";
import { FormField } from "./form-field.tsx";
import { formEngineMessages } from "./form-engine.messages.ts";
import { FormPreview } from "./form-preview.tsx";
import { FormStatus } from "./form-status.tsx";
import { PinEntry } from "./pin-entry.tsx";
import "./form-engine.css";

type Phase =
  | { kind: "filling"; error?: string }
  | { kind: "submitting" }
  | { kind: "pin"; formId: string }
  | { kind: "transmitting"; formId: string }
  | { kind: "done" }
  /** `restart`: the submission is gone or locked, so retrying means submitting anew. */
  | { kind: "failed"; formId: string; msg: string; restart: boolean };

/**
 * Renders any form definition: groups of fields, the submit button (disabled until every
 * required field holds a valid value, and while sending), then the PIN entry and the status of
 * the transmission. The server checks the same rules again (core/forms/validate.ts).
 */
export function FormEngine({
  formKey,
  definition,
}: {
  formKey: string;
  definition: FormDefinition;
}) {
  const t = useMessages(formEngineMessages);
  const locale = useLocale();
  const fields = useMemo(() => fieldsOf(definition), [definition]);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.identifier, ""])),
  );
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [phase, setPhase] = useState<Phase>({ kind: "filling" });
  const stepRef = useRef<HTMLDivElement>(null);

  const issues = useMemo(() => {
    const found: Record<string, IssueCode | undefined> = {};
    for (const field of fields)
      found[field.identifier] = checkField(field, values[field.identifier]).issue;
    return found;
  }, [fields, values]);
  const complete = Object.values(issues).every((issue) => issue === undefined);

  // Each new step gets the focus, so keyboard and screen-reader users land where things happen.
  useEffect(() => {
    if (phase.kind !== "filling" && phase.kind !== "submitting") stepRef.current?.focus();
  }, [phase.kind]);

  // The phases below say where the form stands; the calls' own states are not shown.
  const submitCall = useApiCall(submitForm);
  const verifyCall = useApiCall(verifyForm);

  async function submit() {
    setPhase({ kind: "submitting" });
    const result = await submitCall.run(formKey, { formFields: values });
    if (!result) return;
    if (!result.ok) setPhase({ kind: "filling", error: result.msg });
    // Spec: a plain 200 without a submission id means sent (a form without verification).
    else if (result.data.formId) setPhase({ kind: "pin", formId: result.data.formId });
    else setPhase({ kind: "done" });
  }

  async function verify(formId: string, pin: number) {
    setPhase({ kind: "transmitting", formId });
    const result = await verifyCall.run({ formId, transmissionPIN: pin });
    if (!result) return;
    if (result.ok) setPhase({ kind: "done" });
    else {
      const { msg, status } = result;
      setPhase({ kind: "failed", formId, msg, restart: [404, 410, 423].includes(status) });
    }
  }

  const title = formText(definition.title, locale);
  const verificationEmail = values[definition.verificationField] ?? "";

  if (phase.kind !== "filling" && phase.kind !== "submitting") {
    return (
      <section className="form-engine card" aria-label={title}>
        <div ref={stepRef} tabIndex={-1} className="form-step">
          {phase.kind === "pin" && (
            <PinEntry
              email={verificationEmail}
              onVerify={(pin) => void verify(phase.formId, pin)}
            />
          )}
          {phase.kind === "transmitting" && <FormStatus state={{ kind: "pending" }} />}
          {phase.kind === "done" && <FormStatus state={{ kind: "success" }} />}
          {phase.kind === "failed" && (
            <FormStatus
              state={{ kind: "error", msg: phase.msg }}
              onRetry={() =>
                setPhase(
                  phase.restart ? { kind: "filling" } : { kind: "pin", formId: phase.formId },
                )
              }
            />
          )}
        </div>
      </section>
    );
  }

  const submitting = phase.kind === "submitting";
  return (
    <section className="form-engine card" aria-labelledby={`${formKey}-title`}>
      <h2 id={`${formKey}-title`}>{title}</h2>
      {/* POST, so that card data never end up in a URL even if scripts failed to load. */}
      <form
        method="post"
        onSubmit={submitWhenValid(complete && phase.kind !== "submitting", submit)}
        noValidate
      >
        {definition.groups.map((group, index) => (
          <fieldset key={index} className="form-group">
            <legend>{formText(group.title, locale)}</legend>
            <div className="form-group-fields">
              {group.fields.map((field) => (
                <FormField
                  key={field.identifier}
                  formKey={formKey}
                  field={field}
                  value={values[field.identifier] ?? ""}
                  issue={touched[field.identifier] ? issues[field.identifier] : undefined}
                  disabled={submitting}
                  onChange={(value) => {
                    setValues((current) => ({ ...current, [field.identifier]: value }));
                    // Choices are complete with one click; typed fields are judged on leaving.
                    if (field.type === "choice") {
                      setTouched((current) => ({ ...current, [field.identifier]: true }));
                    }
                  }}
                  onBlur={() => setTouched((current) => ({ ...current, [field.identifier]: true }))}
                />
              ))}
            </div>
          </fieldset>
        ))}
        {definition.showPreview && <FormPreview definition={definition} values={values} />}
        {phase.kind === "filling" && phase.error && (
          <FormStatus state={{ kind: "error", msg: phase.error }} />
        )}
        <SubmitRow
          valid={complete}
          busy={submitting}
          label={submitting ? t("submitting") : formText(definition.submitButtonText, locale)}
          hint={t("fillInFirst")}
        />
      </form>
    </section>
  );
}
