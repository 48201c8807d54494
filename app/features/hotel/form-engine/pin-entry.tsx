import { useId, useState, type FormEvent } from "react";
import { normalizePin, parsePin, pinLength } from "../../../../core/forms/pin.ts";
import { useMessages } from "../../../i18n/messages.ts";
import { formEngineMessages } from "./form-engine.messages.ts";

/**
 * The 4-digit PIN from the mail: non-digits are dropped as they are typed or pasted, and
 * 'Verify Request' works once exactly 4 digits are there.
 */
export function PinEntry({ email, onVerify }: { email: string; onVerify(pin: number): void }) {
  const t = useMessages(formEngineMessages);
  const id = useId();
  const [pin, setPin] = useState("");
  const parsed = parsePin(pin);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parsed !== null) onVerify(parsed);
  };
  return (
    <form className="form-pin" onSubmit={submit} noValidate>
      <h2>{t("pinTitle")}</h2>
      <p>{t("pinIntro", { email })}</p>
      <div className="form-field">
        <label htmlFor={`${id}-pin`}>{t("pinLabel")}</label>
        <input
          id={`${id}-pin`}
          name="transmissionPIN"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`\\d{${pinLength}}`}
          required
          aria-describedby={`${id}-hint`}
          value={pin}
          onChange={(event) => setPin(normalizePin(event.target.value))}
        />
        <p className="form-hint" id={`${id}-hint`}>
          {t("pinHint")}
        </p>
      </div>
      <button type="submit" className="button button-primary" disabled={parsed === null}>
        {t("verify")}
      </button>
    </form>
  );
}
