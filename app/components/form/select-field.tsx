import { useId, type ReactNode } from "react";
import { useEarlyInput } from "./early-input.ts";
import { useFieldError } from "./error-summary.tsx";

/**
 * A labelled choice among fixed values, each shown by its own text: the forms' one select (the
 * form engine's long choice lists, the post editor's formats and icons). `placeholder` adds an
 * empty first option for a choice not made yet; `error` is said under it and tied to it, and
 * `missingText` once a send was refused while no choice is made.
 */
export function SelectField<T extends string>(props: {
  name: string;
  label: ReactNode;
  value: T | "";
  options: readonly T[];
  optionText(option: T): string;
  onChange(value: T): void;
  onBlur?(): void;
  placeholder?: string;
  error?: string;
  /** Said when a send was refused while nothing is chosen (like Field's). */
  missingText?: string;
  required?: boolean;
  disabled?: boolean;
  /** Layout classes of the surrounding form. */
  className?: string;
}) {
  const id = useId();
  // The values are the options' own, so what the control holds is one of them.
  const change = (value: string) => props.onChange(value as T);
  const early = useEarlyInput(props.value, change);
  const problem = props.value === "" && props.missingText ? props.missingText : props.error;
  const { revealed } = useFieldError(id, problem);
  const error = props.error ?? (revealed ? problem : undefined);
  const errorId = `${id}-error`;
  return (
    <div className={`visitor-field ${props.className ?? ""}`}>
      <label htmlFor={id}>{props.label}</label>
      <select
        ref={early}
        id={id}
        name={props.name}
        value={props.value}
        required={props.required}
        disabled={props.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => change(event.target.value)}
        onBlur={props.onBlur}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.optionText(option)}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="visitor-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
