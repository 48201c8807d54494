import { useId, useState } from "react";
import { registerNewsletter } from "../../api/newsletter.ts";
import { useApiCall } from "../../hooks/use-api-call.ts";
import { useLazyModule } from "../../hooks/use-lazy-module.ts";
import { useMessages } from "../../i18n/messages.ts";
import { EmailField, loadFieldSchemas } from "../form/email-field.tsx";
import { SendStatus } from "../form/field.tsx";
import { SentNote, useFocusOnReturn } from "../form/sent-note.tsx";
import { SubmitRow, submitWhenValid } from "../form/submit-row.tsx";
import { newsletterSignupMessages } from "./newsletter-signup.messages.ts";
import "./newsletter-signup.css";

/** Newsletter sign-up (double opt-in): the server mails a confirmation link. */
export function NewsletterSignup() {
  const t = useMessages(newsletterSignupMessages);
  const titleId = useId();
  const [email, setEmail] = useState("");
  const { state, pending, run, reset } = useApiCall(registerNewsletter);
  const fields = useLazyModule(loadFieldSchemas);
  const valid = fields?.isValidEmail(email) ?? false;
  const sent = state.kind === "success";
  const formRef = useFocusOnReturn(!sent);

  return (
    <section id="newsletter" className="newsletter-signup card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("title")}</h2>
      <p>{t("intro")}</p>
      {sent ? (
        <SentNote againLabel={t("again")} onAgain={reset}>
          {t("success")}
        </SentNote>
      ) : (
        <form
          ref={formRef}
          className="newsletter-signup-form"
          onSubmit={submitWhenValid(valid, async () => {
            if ((await run({ email }))?.ok) setEmail("");
          })}
          noValidate
        >
          <EmailField label={t("email")} value={email} onChange={setEmail} disabled={pending} />
          <SubmitRow valid={valid} busy={pending} label={t("submit")} hint={t("enterEmail")} />
          <SendStatus state={state} sendingText={t("sending")} />
        </form>
      )}
    </section>
  );
}
