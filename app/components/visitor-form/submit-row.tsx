import { useId, type ReactNode } from "react";

/**
 * A form's submit button: disabled while sending and until the form is valid, and then
 * described by the hint that says what is missing (spec: 'Bitte fülle zuerst alle Felder aus').
 * The class names default to the visitor forms' styles; the form engine passes its own.
 */
export function SubmitRow({
  valid,
  busy,
  label,
  hint,
  className = "visitor-submit",
  hintClassName = "visitor-submit-hint",
}: {
  valid: boolean;
  busy: boolean;
  label: ReactNode;
  hint: string;
  className?: string;
  hintClassName?: string;
}) {
  const hintId = useId();
  return (
    <div className={className}>
      <button
        type="submit"
        className="button button-primary"
        disabled={!valid || busy}
        aria-describedby={!valid ? hintId : undefined}
      >
        {label}
      </button>
      {!valid && (
        <p id={hintId} className={hintClassName}>
          {hint}
        </p>
      )}
    </div>
  );
}
