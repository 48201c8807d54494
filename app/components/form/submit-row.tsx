import { useId, type FormEvent, type ReactNode } from "react";
import "./visitor-form.css";

/**
 * A form's submit handler: the page stays (the call goes through `app/api/`), and nothing is
 * sent while the form is not valid.
 */
export function submitWhenValid(valid: boolean, send: () => unknown) {
  return (event: FormEvent) => {
    event.preventDefault();
    if (valid) void send();
  };
}

/**
 * A form's submit button: disabled while sending and until the form is valid, and then
 * described by the hint that says what is missing (spec: 'Bitte fülle zuerst alle Felder aus').
 */
export function SubmitRow({
  valid,
  busy,
  label,
  hint,
}: {
  valid: boolean;
  busy: boolean;
  label: ReactNode;
  hint: string;
}) {
  const hintId = useId();
  return (
    <div className="visitor-submit">
      <button
        type="submit"
        className="button button-primary"
        disabled={!valid || busy}
        aria-describedby={!valid ? hintId : undefined}
      >
        {label}
      </button>
      {!valid && (
        <p id={hintId} className="visitor-submit-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
