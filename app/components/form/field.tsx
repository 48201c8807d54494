import { useId, useState, type HTMLInputTypeAttribute, type ReactNode } from "react";
import type { CallState } from "../../hooks/use-api-call.ts";
import { useMessages } from "../../i18n/messages.ts";
import { useEarlyInput } from "./early-input.ts";
import { useFieldError } from "./error-summary.tsx";
import { sendMessages } from "./send.messages.ts";
import { Notice } from "../status/status.tsx";

export interface FieldProps {
  /** The spec's field identifier: name attribute (autofill) and test handle. */
  name: string;
  label: ReactNode;
  /** The label is for screen readers only: a team table's column names the field on screen. */
  hideLabel?: boolean;
  value: string;
  onChange(value: string): void;
  /** Told when the visitor leaves the field (the form engine's choices track this themselves). */
  onBlur?(): void;
  /** Whether the value is not valid; `invalidText` says so once the visitor has left the field. */
  invalid?: boolean;
  invalidText?: string;
  /** Said when a send was refused while the field is empty (an empty field is not an error before). */
  missingText?: string;
  hint?: ReactNode;
  /** The id of a hint elsewhere that several fields share (a date and its time). */
  describedBy?: string;
  /** The language of what is typed, where it is not the page's (the posts' two languages). */
  lang?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number | string;
  max?: number | string;
  step?: number;
  inputMode?: "text" | "numeric" | "email";
  disabled?: boolean;
  /** Layout classes of the surrounding form (e.g. the form engine's grid of fields). */
  className?: string;
}

/**
 * A labelled input (or text area) whose problem is announced and tied to it by aria-describedby:
 * the hand-written forms' fields and the text fields of a form definition (FormField).
 */
export function Field(props: FieldProps) {
  const id = useId();
  const [left, setLeft] = useState(false);
  const early = useEarlyInput(props.value, props.onChange);
  // What is missing or wrong now; said once the visitor left the field (a wrong value) or once
  // a send was refused (anything), when the form's summary lists it too.
  const problem =
    props.value.trim() === "" && props.missingText
      ? props.missingText
      : props.invalid
        ? props.invalidText
        : undefined;
  const { revealed } = useFieldError(id, problem);
  const error = revealed ? problem : left && props.invalid ? props.invalidText : undefined;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [props.describedBy, props.hint ? hintId : null, error ? errorId : null]
      .filter(Boolean)
      .join(" ") || undefined;
  const common = {
    id,
    ref: early,
    name: props.name,
    value: props.value,
    lang: props.lang,
    disabled: props.disabled,
    required: props.required,
    minLength: props.minLength,
    maxLength: props.maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    onBlur: () => {
      setLeft(true);
      props.onBlur?.();
    },
  };
  return (
    <div className={`visitor-field ${props.className ?? ""}`}>
      <label htmlFor={id} className={props.hideLabel ? "visually-hidden" : undefined}>
        {props.label}
      </label>
      {props.multiline ? (
        <textarea
          {...common}
          rows={props.rows ?? 6}
          onChange={(event) => props.onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          min={props.min}
          max={props.max}
          step={props.step}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      {props.hint && (
        <p id={hintId} className="visitor-field-hint">
          {props.hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="visitor-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The sender's name, for autofill. */
export function NameField(props: Omit<FieldProps, "name" | "type" | "autoComplete">) {
  return <Field {...props} name="name" autoComplete="name" />;
}

/**
 * A form's sending state: while sending (polite status), or the server's message under the
 * spec's error heading. The success replaces the form (SentNote).
 */
export function SendStatus({
  state,
  sendingText,
}: {
  state: CallState<unknown, unknown, string>;
  sendingText: string;
}) {
  const t = useMessages(sendMessages);
  return (
    <div className="visitor-send-status" aria-live="polite">
      {state.kind === "pending" && <Notice kind="pending">{sendingText}</Notice>}
      {state.kind === "error" && (
        <Notice kind="error">
          <p>{t("errorTitle")}</p>
          <p className="visitor-status-detail">{state.msg}</p>
        </Notice>
      )}
    </div>
  );
}
