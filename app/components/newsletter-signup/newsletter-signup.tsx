import { useId, useState, type FormEvent } from "react";
import { isValidEmail } from "../../../core/api/fields.ts";
import { postJson } from "../../api/client.ts";
import { useMessages } from "../../i18n/messages.ts";
import { Field, SendStatus, type SendState } from "../visitor-form/field.tsx";
import { newsletterSignupMessages } from "./newsletter-signup.messages.ts";
import "./newsletter-signup.css";

/** Newsletter sign-up (double opt-in): the server mails a confirmation link. */
export function NewsletterSignup() {
  const t = useMessages(newsletterSignupMessages);
  const titleId = useId();
  const hintId = useId();
  const [email, setEmail] = useState("");
  const [state, setState] = useState<SendState>({ kind: "idle" });
  const valid = isValidEmail(email);
  const sending = state.kind === "sending";

  async function register(event: FormEvent) {
    event.preventDefault();
    if (!valid || sending) return;
    setState({ kind: "sending" });
    try {
      const response = await postJson("/api/newsletter/register", { email });
      if (response.ok && response.data?.code === 200) setState({ kind: "sent" });
      else setState({ kind: "failed", msg: response.data?.msg ?? `HTTP ${response.status}` });
    } catch {
      setState({ kind: "failed", msg: t("networkError") });
    }
  }

  return (
    <section id="newsletter" className="newsletter-signup card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("title")}</h2>
      <p>{t("intro")}</p>
      <form
        className="newsletter-signup-form"
        onSubmit={(event) => void register(event)}
        noValidate
      >
        <Field
          name="email"
          type="email"
          label={t("email")}
          value={email}
          onChange={setEmail}
          autoComplete="email"
          inputMode="email"
          disabled={sending}
        />
        <div className="visitor-submit">
          <button
            type="submit"
            className="button button-primary"
            disabled={!valid || sending}
            aria-describedby={!valid ? hintId : undefined}
          >
            {t("submit")}
          </button>
          {!valid && (
            <p id={hintId} className="visitor-submit-hint">
              {t("enterEmail")}
            </p>
          )}
        </div>
        <SendStatus
          state={state}
          sendingText={t("sending")}
          successText={t("success")}
          errorTitle={t("errorTitle")}
        />
      </form>
    </section>
  );
}
