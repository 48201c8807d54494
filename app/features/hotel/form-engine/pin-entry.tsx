import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { normalizePin, parsePin, pinLength } from "../../../../core/forms/pin.ts";
import { SubmitRow } from "../../../components/form/submit-row.tsx";
import { useMessages } from "../../../i18n/messages.ts";
import { formEngineMessages } from "./form-engine.messages.ts";

/**
 * The 4-digit PIN from the mail: non-digits are dropped as they are typed or pasted, and
 * 'Verify Request' sends once exactly 4 digits are there (pressed before, the field says so). A
 * refusal stays under the field (tied to it by aria-describedby) with the field kept, emptied and
 * focused for the next try.
 */
export function PinEntry({
  error,
  triesLeft,
  busy,
  onVerify,
}: {
  /** The server's refusal of the last PIN, in the visitor's language. */
  error?: string;
  /** Shown once the visitor has used tries (the refusal's message says it as well). */
  triesLeft?: number;
  busy: boolean;
  onVerify(pin: number): void;
}) {
  const t = useMessages(formEngineMessages);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pin, setPin] = useState("");
  // Pressed before the 4 digits were there: said under the field until they are.
  const [pressedEarly, setPressedEarly] = useState(false);
  const parsed = parsePin(pin);
  const shownError = error ?? (pressedEarly && parsed === null ? t("pinMissing") : undefined);

  // Each refusal mounts a fresh field (the step keys it by the refusal); it takes the focus, so
  // the message under it is read out.
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parsed === null) {
      setPressedEarly(true);
      input.current?.focus();
    } else if (!busy) onVerify(parsed);
  };
  const describedBy = [`${id}-hint`, shownError ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <form className="form-pin" onSubmit={submit} noValidate>
      <div className="form-field">
        <label htmlFor={`${id}-pin`}>{t("pinLabel")}</label>
        <input
          ref={input}
          id={`${id}-pin`}
          name="transmissionPIN"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`\\d{${pinLength}}`}
          required
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          value={pin}
          onChange={(event) => {
            const typed = normalizePin(event.target.value);
            // A dropped character leaves the state as it was: Preact (the islands' runtime)
            // then renders nothing, so the field is told itself, where React would restore it.
            event.target.value = typed;
            setPin(typed);
          }}
        />
        <p className="form-hint" id={`${id}-hint`}>
          {t("pinHint")}
          {triesLeft !== undefined && !error && ` ${t("triesLeft", { n: triesLeft })}`}
        </p>
        {shownError && (
          <p className="form-field-error" id={`${id}-error`} role="alert">
            {shownError}
          </p>
        )}
      </div>
      <SubmitRow busy={busy} label={busy ? t("verifying") : t("verify")} />
    </form>
  );
}
