import type { Locale } from "../../core/locale.ts";
import { mailIn, type MailContent, type MailFact } from "../outbox/mail-layout.ts";
import { mailLogoUrl } from "../outbox/links.ts";
import { formMessage } from "./forms.messages.ts";
import { receiptMailMessages } from "./receipt-mail.messages.ts";

/**
 * To the visitor once their confirmed request went out: what they asked for (never the card
 * data), what happens next, and whom to ask. Replies reach the team (invitesReply); the
 * page's success says the same next steps (formMessage "transmitted").
 */
export function formReceiptMail(options: {
  locale: Locale;
  site: string;
  siteUrl: string;
  formTitle: string;
  summary: MailFact[];
  /** The address the recipient (the hotel) answers, as the visitor typed it. */
  email: string;
  contactUrl: string;
}): MailContent {
  const { locale, site, formTitle, summary, email, contactUrl } = options;
  const next = formMessage(locale, "transmittedNext", { email });
  return mailIn(
    locale,
    receiptMailMessages,
    (t) => ({
      subject: t("subject", { formTitle, site }),
      blocks: [
        { kind: "paragraph", text: t("text", { formTitle, site }) },
        { kind: "facts", rows: summary },
        { kind: "paragraph", text: t("noCard") },
        { kind: "paragraph", text: next },
        { kind: "paragraph", text: t("questions") },
        { kind: "action", label: t("action"), url: contactUrl },
      ],
      invitesReply: true,
    }),
    { logoUrl: mailLogoUrl(options.siteUrl) },
  );
}
