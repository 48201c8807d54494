import { useId, useState } from "react";
import { postcardBodySchema } from "../../../core/api/contact.ts";
import { postcardLimits } from "../../../core/api/limits.ts";
import { sendPostcard } from "../../features/contact/contact-api.ts";
import { useMessages } from "../../i18n/messages.ts";
import { Field } from "../form/field.tsx";
import { SendForm, sendTexts, useSendForm } from "../form/send-form.tsx";
import { SenderFields, useSender } from "../form/sender-fields.tsx";
import { postcardMessages } from "./postcard.messages.ts";

/** The contact form, designed as a postcard: message on the left, sender on the right. */
export function PostcardForm() {
  const t = useMessages(postcardMessages);
  const titleId = useId();
  const [message, setMessage] = useState("");
  const sender = useSender();
  const card = { email: sender.email, name: sender.name, message };
  // The same rules as the server (spec section 5): valid e-mail, non-empty name and message.
  const valid = postcardBodySchema.safeParse(card).success;
  // The sender stays filled in for another card; the message is cleared.
  const { pending, form } = useSendForm(sendPostcard, card, valid, () => setMessage(""));

  return (
    <section className="postcard-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("title")}</h2>
      <p>{t("intro")}</p>
      <SendForm {...form} texts={sendTexts(t)} className="postcard-form">
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
              missingText={t("messageMissing")}
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
            <SenderFields
              sender={sender}
              t={t}
              nameMaxLength={postcardLimits.name}
              emailHint={t("emailHint")}
              disabled={pending}
            />
          </div>
        </div>
      </SendForm>
      <p className="postcard-privacy">
        {t("privacyBefore")}
        {/* A plain link: the form is hydrated without React Router on the contact page (islands). */}
        <a href="/privacy">{t("privacyLink")}</a>
        {t("privacyAfter")}
      </p>
    </section>
  );
}
