import { useMemo, useState } from "react";
import { isValidEmail } from "../../../core/email.ts";
import { joinWaitList, waitListJoinPath } from "./wait-list-api.ts";
import { EmailField } from "../../components/form/email-field.tsx";
import { SendForm, sendTexts, useSendForm } from "../../components/form/send-form.tsx";
import { useMessages } from "../../i18n/messages.ts";
import { waitListMessages } from "./wait-list.messages.ts";

/**
 * A sold-out package's wait-list form (double opt-in: the server mails a confirmation link).
 * Before the scripts run it is a plain form post, which the server answers with a redirect back.
 */
export function WaitListForm({ packageId }: { packageId: string }) {
  const t = useMessages(waitListMessages);
  const [email, setEmail] = useState("");
  const call = useMemo(() => joinWaitList(packageId), [packageId]);
  const { pending, form } = useSendForm(call, { email }, isValidEmail(email), () => setEmail(""));
  return (
    <SendForm
      {...form}
      texts={sendTexts(t)}
      className="wait-list-form"
      action={`/api/${waitListJoinPath(packageId)}`}
    >
      <EmailField t={t} value={email} onChange={setEmail} disabled={pending} />
    </SendForm>
  );
}
