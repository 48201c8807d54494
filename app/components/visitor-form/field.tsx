import { useId, type ReactNode } from "react";
import "./visitor-form.css";

interface FieldProps {
  /** The spec's field identifier: name attribute (autofill) and test handle. */
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** Shown once the visitor has left the field with a value that is not valid. */
  error?: string | null;
  hint?: ReactNode;
  type?: "text" | "email" | "number";
  autoComplete?: string;
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  inputMode?: "text" | "numeric" | "email";
  disabled?: boolean;
  className?: string;
}

/** A labelled input (or text area) whose problem is announced and tied to it by aria-describedby. */
export function Field(props: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(" ") ||
    undefined;
  const common = {
    id,
    name: props.name,
    value: props.value,
    disabled: props.disabled,
    maxLength: props.maxLength,
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": describedBy,
  };
  return (
    <div className={`visitor-field ${props.className ?? ""}`}>
      <label htmlFor={id}>{props.label}</label>
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
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      {props.hint && (
        <p id={hintId} className="visitor-field-hint">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className="visitor-field-error">
          {props.error}
        </p>
      )}
    </div>
  );
}

/**
 * The three outcomes of sending a form: while sending (polite status), the success text, or the
 * server's message under the spec's error heading.
 */
export function SendStatus({
  state,
  sendingText,
  successText,
  errorTitle,
}: {
  state: SendState;
  sendingText: string;
  successText: ReactNode;
  errorTitle: string;
}) {
  return (
    <div className="visitor-send-status" aria-live="polite">
      {state.kind === "sending" && (
        <p className="visitor-status visitor-status-pending" role="status">
          {sendingText}
        </p>
      )}
      {state.kind === "sent" && (
        <p className="visitor-status visitor-status-success" role="status">
          {successText}
        </p>
      )}
      {state.kind === "failed" && (
        <div className="visitor-status visitor-status-error" role="alert">
          <p>{errorTitle}</p>
          <p className="visitor-status-detail">{state.msg}</p>
        </div>
      )}
    </div>
  );
}

export type SendState =
  { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "failed"; msg: string };
