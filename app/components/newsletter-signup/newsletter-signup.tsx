import { useId, useState } from "react";
import { isValidEmail } from "../../../core/email.ts";
import { registerNewsletter } from "../../features/newsletter/newsletter-api.ts";
import { useMessages } from "../../i18n/messages.ts";
import { EmailField } from "../form/email-field.tsx";
import { SendForm, sendTexts, useSendForm } from "../form/send-form.tsx";
import { newsletterSignupMessages } from "./newsletter-signup.messages.ts";

/** Newsletter sign-up (double opt-in): the server mails a confirmation link. */
export function NewsletterSignup() {
  const t = useMessages(newsletterSignupMessages);
  const titleId = useId();
  const [email, setEmail] = useState("");
  const valid = isValidEmail(email);
  const { pending, form } = useSendForm(registerNewsletter, { email }, valid, () => setEmail(""));

  return (
    <section id="newsletter" className="newsletter-signup card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("title")}</h2>
      <p>{t("intro")}</p>
      <SendForm {...form} texts={sendTexts(t)} className="newsletter-signup-form">
        <EmailField t={t} value={email} onChange={setEmail} disabled={pending} />
      </SendForm>
    </section>
  );
}
