import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { postcardBodySchema, postcardLimits } from "../../../core/api/contact.ts";
import { isValidEmail } from "../../../core/api/fields.ts";
import { postJson } from "../../api/client.ts";
import { useMessages } from "../../i18n/messages.ts";
import { Field, SendStatus, type SendState } from "../visitor-form/field.tsx";
import { postcardMessages } from "./postcard.messages.ts";
import "./postcard.css";

/** The contact form, designed as a postcard: message on the left, sender on the right. */
export function PostcardForm() {
  const t = useMessages(postcardMessages);
  const titleId = useId();
  const hintId = useId();
  const [message, setMessage] = useState("");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [emailTouched, setEmailTouched] = useState(false);
  const [state, setState] = useState<SendState>({ kind: "idle" });

  const card = { email, name, message };
  // The same rules as the server (spec section 5): valid e-mail, non-empty name and message.
  const valid = postcardBodySchema.safeParse(card).success;
  const sending = state.kind === "sending";
  const emailError = emailTouched && email.trim() !== "" && !isValidEmail(email);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!valid || sending) return;
    setState({ kind: "sending" });
    try {
      const response = await postJson("/api/contact/postcard", card);
      if (response.ok && response.data?.code === 200) {
        setState({ kind: "sent" });
        setMessage("");
      } else {
        setState({ kind: "failed", msg: response.data?.msg ?? `HTTP ${response.status}` });
      }
    } catch {
      setState({ kind: "failed", msg: t("networkError") });
    }
  }

  return (
    <section className="postcard-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("title")}</h2>
      <p>{t("intro")}</p>
      <form className="postcard-form" onSubmit={(event) => void send(event)} noValidate>
        <div className="postcard">
          <div className="postcard-message">
            <Field
              name="message"
              label={t("message")}
              value={message}
              onChange={setMessage}
              multiline
              rows={8}
              maxLength={postcardLimits.message}
              disabled={sending}
            />
          </div>
          <div className="postcard-address">
            <div className="postcard-stamp" aria-hidden="true">
              <span>{t("stamp")}</span>
            </div>
            <div className="postcard-postmark" aria-hidden="true">
              {t("postmark")}
            </div>
            <p className="postcard-recipient">{t("recipient")}</p>
            <Field
              name="name"
              label={t("name")}
              value={name}
              onChange={setName}
              autoComplete="name"
              maxLength={postcardLimits.name}
              disabled={sending}
            />
            <div onBlur={() => setEmailTouched(true)}>
              <Field
                name="email"
                type="email"
                label={t("email")}
                value={email}
                onChange={setEmail}
                autoComplete="email"
                inputMode="email"
                hint={t("emailHint")}
                error={emailError ? t("emailInvalid") : null}
                disabled={sending}
              />
            </div>
          </div>
        </div>
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
              {t("fillAll")}
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
      <p className="postcard-privacy">
        {t("privacyBefore")}
        <Link to="/privacy">{t("privacyLink")}</Link>
        {t("privacyAfter")}
      </p>
    </section>
  );
}
