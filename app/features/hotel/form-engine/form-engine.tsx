import { useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { FormDefinition } from "../../../../core/forms/definition.ts";
import { fieldsOf, formText } from "../../../../core/forms/fields.ts";
import { checkField, type IssueCode } from "../../../../core/forms/validate.ts";
import { readFormStep, submitForm, triesLeftOf, verifyForm } from "../../../api/form.ts";
import { useApiCall } from "../../../hooks/use-api-call.ts";
import { useLocale, useMessages } from "../../../i18n/messages.ts";
import { SubmitRow, submitWhenValid } from "../../../components/form/submit-row.tsx";
import { FormField } from "./form-field.tsx";
import { formEngineMessages } from "./form-engine.messages.ts";
import { FormPreview } from "./form-preview.tsx";
import { FormStatus } from "./form-status.tsx";
import { PinStep, type PinStepRequest } from "./pin-step.tsx";
import "./form-engine.css";

type Phase =
  | { kind: "filling"; error?: string }
  | { kind: "submitting" }
  /** The page opened with `?submission=<id>`: asking the server where that request stands. */
  | { kind: "loading" }
  | { kind: "pin"; request: PinStepRequest; error?: string; triesLeft?: number; busy?: boolean }
  | { kind: "done" }
  /** `restart`: the submission is gone or expired, so retrying means submitting anew. */
  | { kind: "failed"; request?: PinStepRequest; msg: string; restart: boolean };

/** The URL parameter that keeps the PIN step across a reload. */
const submissionParam = "submission";

/**
 * Renders any form definition: groups of fields, the submit button (unavailable until every
 * required field holds a valid value, and while sending), then the PIN step and the status of
 * the transmission. The PIN step survives a reload: the submission id is in the URL and the
 * server tells where it stands (docs/decisions/0027-form-states.md). The server checks the same
 * rules again (core/forms/validate.ts).
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
  const [searchParams, setSearchParams] = useSearchParams();
  const fields = useMemo(() => fieldsOf(definition), [definition]);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.identifier, ""])),
  );
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [openedWith] = useState(() => searchParams.get(submissionParam));
  const [phase, setPhase] = useState<Phase>(() =>
    openedWith ? { kind: "loading" } : { kind: "filling" },
  );
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
    if (["pin", "done", "failed"].includes(phase.kind)) stepRef.current?.focus();
  }, [phase.kind]);

  // The phases below say where the form stands; the calls' own states are not shown.
  const submitCall = useApiCall(submitForm);
  const verifyCall = useApiCall(verifyForm);
  const stepCall = useApiCall(readFormStep);

  const keepInUrl = (formId: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (formId) next.set(submissionParam, formId);
        else next.delete(submissionParam);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  // After a reload: the step as the server knows it, without the values (never sent back).
  const readStep = stepCall.run;
  useEffect(() => {
    if (!openedWith) return;
    void readStep(openedWith).then((result) => {
      // undefined: the same read is already under way (React's development double effects).
      if (!result) return;
      if (!result.ok) {
        const { msg, status } = result;
        setPhase({ kind: "failed", msg, restart: status === 404 || status === 410 });
      } else if (result.data.transmitted) setPhase({ kind: "done" });
      else {
        const request = { formId: openedWith, email: result.data.email };
        setPhase({ kind: "pin", request, triesLeft: result.data.triesLeft });
      }
    });
  }, [openedWith, readStep]);

  async function submit() {
    setPhase({ kind: "submitting" });
    const result = await submitCall.run(formKey, { formFields: values });
    if (!result) return;
    if (!result.ok) setPhase({ kind: "filling", error: result.msg });
    // Spec: a plain 200 without a submission id means sent (a form without verification).
    else if (result.data.formId) {
      const formId = result.data.formId;
      const email = values[definition.verificationField] ?? "";
      setPhase({ kind: "pin", request: { formId, email, values } });
      keepInUrl(formId);
    } else setPhase({ kind: "done" });
  }

  async function verify(request: PinStepRequest, pin: number) {
    // The last refusal stays under the field while the next PIN is checked.
    setPhase((current) => (current.kind === "pin" ? { ...current, busy: true } : current));
    const result = await verifyCall.run({ formId: request.formId, transmissionPIN: pin });
    if (!result) return;
    if (result.ok) setPhase({ kind: "done" });
    // A wrong PIN, a locked entry or the limit: said under the field, which stays.
    else if ([403, 423, 429].includes(result.status)) {
      const triesLeft = triesLeftOf(result.details);
      setPhase({ kind: "pin", request, error: result.msg, triesLeft });
    } else {
      const { msg, status } = result;
      setPhase({ kind: "failed", request, msg, restart: status === 404 || status === 410 });
    }
  }

  function retry(failed: Extract<Phase, { kind: "failed" }>) {
    if (failed.request && !failed.restart)
      return setPhase({ kind: "pin", request: failed.request });
    keepInUrl(null);
    setPhase({ kind: "filling" });
  }

  const title = formText(definition.title, locale);

  if (phase.kind !== "filling" && phase.kind !== "submitting") {
    return (
      <section className="form-engine card" aria-label={title}>
        <div ref={stepRef} tabIndex={-1} className="form-step">
          {phase.kind === "loading" && <FormStatus state={{ kind: "pending" }} />}
          {phase.kind === "pin" && (
            <PinStep
              definition={definition}
              request={phase.request}
              error={phase.error}
              triesLeft={phase.triesLeft}
              busy={phase.busy ?? false}
              onVerify={(pin) => void verify(phase.request, pin)}
            />
          )}
          {phase.kind === "done" && <FormStatus state={{ kind: "success" }} />}
          {phase.kind === "failed" && (
            <FormStatus state={{ kind: "error", msg: phase.msg }} onRetry={() => retry(phase)} />
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
