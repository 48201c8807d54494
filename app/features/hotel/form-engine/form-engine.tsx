import { useEffect, useMemo, useRef, useState } from "react";
import type { FormDefinition } from "../../../../core/forms/definition.ts";
import { fieldsOf, formText } from "../../../../core/forms/fields.ts";
import {
  checkValues,
  fieldIssueSentence,
  type CurrentMonth,
} from "../../../../core/forms/validate.ts";
import { readFormStep, submitForm, triesLeftOf, verifyForm } from "../../../api/form.ts";
import { useApiCall, type CallStateOf } from "../../../hooks/use-api-call.ts";
import { useLocale, useMessages } from "../../../i18n/messages.ts";
import {
  ErrorSummary,
  FormErrorsProvider,
  useFormErrors,
} from "../../../components/form/error-summary.tsx";
import { SubmitRow, submitWhenValid } from "../../../components/form/submit-row.tsx";
import { FormField } from "./form-field.tsx";
import { formEngineMessages } from "./form-engine.messages.ts";
import { FormPreview } from "./form-preview.tsx";
import { FormStatus } from "./form-status.tsx";
import { PinStep, type PinStepRequest } from "./pin-step.tsx";
import { keepSubmissionInUrl } from "./submission-param.ts";

/**
 * What the form shows, derived from its three calls: reading the step of a reloaded page, the
 * submission and the PIN's verification.
 */
type View =
  | { kind: "filling" }
  | { kind: "loading" }
  | { kind: "pin"; request: PinStepRequest; error?: string; triesLeft?: number }
  | { kind: "done" }
  /** `restart`: the submission is gone or expired, so retrying means submitting anew. */
  | { kind: "failed"; request?: PinStepRequest; msg: string; restart: boolean };

type Reason<C> = Extract<CallStateOf<C>, { kind: "error" }>["reason"];

/** A refused PIN that leaves the PIN step open: wrong, locked, or the limits of 0010. */
const keepsPinStep = (reason: Reason<typeof verifyForm>) =>
  reason === "wrongPin" || reason === "locked" || reason === "busy";

/** The submission is no more (unknown or expired): only a new one helps. */
const isGone = (reason: Reason<typeof verifyForm> | Reason<typeof readFormStep>) =>
  reason === "unknown" || reason === "gone";

/**
 * Renders any form definition: groups of fields, the submit button (unavailable until every
 * required field holds a valid value, and while sending), then the PIN step and the status of
 * the transmission. The PIN step survives a reload: the submission id is in the URL
 * (`openedWith`, read by the page: submission-param.ts) and the server tells where it stands
 * (docs/decisions/0027-form-states.md). The server checks the same rules again
 * (core/forms/validate.ts). It needs no router, so a reading page hydrates it as an island.
 */
export function FormEngine({
  formKey,
  definition,
  openedWith,
  currentMonth,
}: {
  formKey: string;
  definition: FormDefinition;
  /** The submission id in the address the page was opened with, if any. */
  openedWith: string | null;
  /** The server's current month in the city's zone, for a card's expiry (not the device's). */
  currentMonth: CurrentMonth;
}) {
  const t = useMessages(formEngineMessages);
  const locale = useLocale();
  const fields = useMemo(() => fieldsOf(definition), [definition]);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.identifier, ""])),
  );
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const errors = useFormErrors();
  // A refused send: every field says what is missing or wrong, the summary lists them.
  function refuse() {
    setTouched(Object.fromEntries(fields.map((field) => [field.identifier, true])));
    errors.refuse();
  }
  const stepRef = useRef<HTMLDivElement>(null);

  // Each field's first problem in words, by the rules the server checks again.
  const issues = useMemo(() => {
    const found: Record<string, string | undefined> = {};
    const byId = new Map(fields.map((field) => [field.identifier, field]));
    for (const issue of checkValues(definition, values, currentMonth).issues) {
      const other = issue.other === undefined ? undefined : byId.get(issue.other);
      found[issue.field] ??= fieldIssueSentence(issue.code, byId.get(issue.field), locale, other);
    }
    return found;
  }, [definition, fields, values, currentMonth, locale]);
  const complete = Object.values(issues).every((issue) => issue === undefined);

  const stepCall = useApiCall(readFormStep, openedWith ? { start: [openedWith] } : {});
  const submitCall = useApiCall(submitForm);
  const verifyCall = useApiCall(verifyForm);
  const view = formView(openedWith, values[definition.verificationField] ?? "", values, {
    step: stepCall.state,
    submit: submitCall.state,
    verify: verifyCall.state,
  });

  // Each new step gets the focus, so keyboard and screen-reader users land where things happen.
  useEffect(() => {
    if (["pin", "done", "failed"].includes(view.kind)) stepRef.current?.focus();
  }, [view.kind]);

  async function submit() {
    const result = await submitCall.run(formKey, { formFields: values });
    if (result?.ok && result.data.formId) keepSubmissionInUrl(result.data.formId);
  }

  function retry(failed: Extract<View, { kind: "failed" }>) {
    verifyCall.reset();
    if (failed.request && !failed.restart) return;
    keepSubmissionInUrl(null);
    stepCall.reset();
    submitCall.reset();
  }

  const title = formText(definition.title, locale);

  if (view.kind !== "filling") {
    return (
      <section className="form-engine card" aria-label={title}>
        <div ref={stepRef} tabIndex={-1} className="form-step">
          {view.kind === "loading" && <FormStatus state={{ kind: "pending" }} />}
          {view.kind === "pin" && (
            <PinStep
              definition={definition}
              request={view.request}
              error={view.error}
              triesLeft={view.triesLeft}
              busy={verifyCall.pending}
              onVerify={(pin) =>
                void verifyCall.run({ formId: view.request.formId, transmissionPIN: pin })
              }
            />
          )}
          {view.kind === "done" && (
            <FormStatus
              state={{
                kind: "success",
                detail: verifyCall.state.kind === "success" ? verifyCall.state.data.msg : undefined,
              }}
            />
          )}
          {view.kind === "failed" && (
            <FormStatus state={{ kind: "error", msg: view.msg }} onRetry={() => retry(view)} />
          )}
        </div>
      </section>
    );
  }

  const submitting = submitCall.pending;
  return (
    <section className="form-engine card" aria-labelledby={`${formKey}-title`}>
      <h2 id={`${formKey}-title`}>{title}</h2>
      {/* POST, so that card data never end up in a URL even if scripts failed to load. */}
      <FormErrorsProvider value={errors.value}>
        <form
          method="post"
          onSubmit={submitWhenValid(complete && !submitting, submit, complete ? undefined : refuse)}
          noValidate
        >
          <ErrorSummary />
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
                    error={touched[field.identifier] ? issues[field.identifier] : undefined}
                    disabled={submitting}
                    onChange={(value) => {
                      setValues((current) => ({ ...current, [field.identifier]: value }));
                      // Choices are complete with one click; typed fields are judged on leaving.
                      if (field.type === "choice") {
                        setTouched((current) => ({ ...current, [field.identifier]: true }));
                      }
                    }}
                    onBlur={() =>
                      setTouched((current) => ({ ...current, [field.identifier]: true }))
                    }
                  />
                ))}
              </div>
            </fieldset>
          ))}
          {definition.showPreview && <FormPreview definition={definition} values={values} />}
          {submitCall.state.kind === "error" && (
            <FormStatus state={{ kind: "error", msg: submitCall.state.msg }} />
          )}
          <SubmitRow
            busy={submitting}
            label={submitting ? t("submitting") : formText(definition.submitButtonText, locale)}
          />
        </form>
      </FormErrorsProvider>
    </section>
  );
}

/**
 * Where the form stands, from its calls: the step read after a reload, then the submission and
 * the verification of its PIN. Before a reload the PIN step knows the values as typed
 * (`values`, `email`); after one only what the server says.
 */
function formView(
  openedWith: string | null,
  email: string,
  values: Record<string, string>,
  calls: {
    step: CallStateOf<typeof readFormStep>;
    submit: CallStateOf<typeof submitForm>;
    verify: CallStateOf<typeof verifyForm>;
  },
): View {
  const { step, submit, verify } = calls;
  if (step.kind === "pending") return { kind: "loading" };
  if (verify.kind === "success") return { kind: "done" };
  let request: PinStepRequest | undefined;
  let triesLeft: number | undefined;
  if (submit.kind === "success") {
    // Spec: a plain 200 without a submission id means sent (a form without verification).
    if (!submit.data.formId) return { kind: "done" };
    request = { formId: submit.data.formId, email, values };
  } else if (step.kind === "success" && openedWith) {
    if (step.data.transmitted) return { kind: "done" };
    request = { formId: openedWith, email: step.data.email };
    triesLeft = step.data.triesLeft;
  } else if (step.kind === "error") {
    return { kind: "failed", msg: step.msg, restart: isGone(step.reason) };
  }
  if (!request) return { kind: "filling" };
  // The last refusal stays under the field while the next PIN is checked.
  const refusal = verify.kind === "pending" ? verify.last : verify;
  if (refusal?.kind !== "error") return { kind: "pin", request, triesLeft };
  if (keepsPinStep(refusal.reason)) {
    const left = triesLeftOf(refusal.details);
    return { kind: "pin", request, error: refusal.msg, triesLeft: left };
  }
  return {
    kind: "failed",
    request,
    msg: refusal.msg,
    restart: isGone(refusal.reason),
  };
}
