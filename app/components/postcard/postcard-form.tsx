import { useId, useState } from "react";
import { Link } from "react-router";
import { postcardLimits } from "../../../core/api/limits.ts";
import { sendPostcard } from "../../api/contact.ts";
import { useApiCall } from "../../hooks/use-api-call.ts";
import { useLazyModule } from "../../hooks/use-lazy-module.ts";
import { useMessages } from "../../i18n/messages.ts";
import { EmailField } from "../form/email-field.tsx";
import { Field, NameField, SendStatus } from "../form/field.tsx";
import { SentNote, useFocusOnReturn } from "../form/sent-note.tsx";
import { SubmitRow, submitWhenValid } from "../form/submit-row.tsx";
import { postcardMessages } from "./postcard.messages.ts";
import "./postcard.css";

const loadSchemas = () => import("../../../core/api/contact.ts");

/** The contact form, designed as a postcard: message on the left, sender on the right. */
export function PostcardForm() {
  const t = useMessages(postcardMessages);
  const titleId = useId();
  const [message, setMessage] = useState("");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const { state, pending, run, reset } = useApiCall(sendPostcard);
  const sent = state.kind === "success";
  const formRef = useFocusOnReturn(!sent);

  const card = { email, name, message };
  // The same rules as the server (spec section 5): valid e-mail, non-empty name and message.
  const schemas = useLazyModule(loadSchemas);
  const valid = schemas?.postcardBodySchema.safeParse(card).success ?? false;

  return (
    <section className="postcard-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("title")}</h2>
      <p>{t("intro")}</p>
      {sent ? (
        // The sender stays filled in for another card; the message was cleared.
        <SentNote againLabel={t("writeAnother")} onAgain={reset}>
          {t("success")}
        </SentNote>
      ) : (
        <form
          ref={formRef}
          className="postcard-form"
          onSubmit={submitWhenValid(valid, async () => {
            if ((await run(card))?.ok) setMessage("");
          })}
          noValidate
        >
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
                disabled={pending}
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
              <NameField
                label={t("name")}
                value={name}
                onChange={setName}
                maxLength={postcardLimits.name}
                disabled={pending}
              />
              <EmailField
                label={t("email")}
                value={email}
                onChange={setEmail}
                hint={t("emailHint")}
                invalidText={t("emailInvalid")}
                disabled={pending}
              />
            </div>
          </div>
          <SubmitRow valid={valid} busy={pending} label={t("submit")} hint={t("fillAll")} />
          <SendStatus state={state} sendingText={t("sending")} />
        </form>
      )}
      <p className="postcard-privacy">
        {t("privacyBefore")}
        <Link to="/privacy">{t("privacyLink")}</Link>
        {t("privacyAfter")}
      </p>
    </section>
  );
}
