import { useState } from "react";
import { emailMaxLength, isValidEmail } from "../../../core/email.ts";
import { EmailField } from "../../components/form/email-field.tsx";
import {
  ErrorSummary,
  FormErrorsProvider,
  useFormErrors,
} from "../../components/form/error-summary.tsx";
import { SubmitRow } from "../../components/form/submit-row.tsx";
import type { Translate } from "../../i18n/messages.ts";

/**
 * The waiting room's e-mail gate: the address first; the place counts once the mailed link
 * confirms it. A plain post to the server (which checks the address again), so it works before
 * and without scripts; with them, a missing or wrong address is named at the field and in the
 * summary instead of being sent.
 */
export function GateForm({
  action,
  t,
}: {
  action: string;
  t: Translate<"gateIntro" | "email" | "gateSend" | "emailMissing" | "emailInvalid">;
}) {
  const [email, setEmail] = useState("");
  const errors = useFormErrors();
  return (
    <FormErrorsProvider value={errors.value}>
      <form
        method="post"
        action={action}
        className="waiting-room-join waiting-room-gate"
        noValidate
        onSubmit={(event) => {
          if (isValidEmail(email)) return;
          event.preventDefault();
          errors.refuse();
        }}
      >
        <ErrorSummary />
        <p>{t("gateIntro")}</p>
        <EmailField t={t} value={email} onChange={setEmail} maxLength={emailMaxLength} />
        <SubmitRow busy={false} label={t("gateSend")} posts />
      </form>
    </FormErrorsProvider>
  );
}
