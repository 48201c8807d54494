import type { Locale } from "../../core/locale.ts";
import { renderLocalizedMail, type MailContent, type MailFact } from "../outbox/mail-layout.ts";
import { mailLogoUrl } from "../outbox/links.ts";
import { formMessage } from "./messages.ts";

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
  return renderLocalizedMail(
    locale,
    {
      de: {
        subject: `Deine Anfrage „${formTitle}“ ist verschickt – ${site}`,
        blocks: [
          {
            kind: "paragraph",
            text: `Du hast deine Anfrage „${formTitle}“ auf ${site} bestätigt; wir haben sie verbindlich an das Hotel weitergegeben. Das hast du angefragt:`,
          },
          { kind: "facts", rows: summary },
          {
            kind: "paragraph",
            text: "Deine Kreditkartendaten stehen nicht in dieser E-Mail: Das Hotel ruft sie einmal über einen sicheren Link ab, danach löschen wir sie.",
          },
          { kind: "paragraph", text: next },
          {
            kind: "paragraph",
            text: "Fragen zur Buchung beantwortet das Hotel, wenn du auf seine E-Mail antwortest. Für alles andere antworte auf diese E-Mail oder schreib uns über das Kontaktformular:",
          },
          { kind: "action", label: "Zum Kontaktformular", url: contactUrl },
        ],
        invitesReply: true,
      },
      en: {
        subject: `Your request “${formTitle}” has been sent – ${site}`,
        blocks: [
          {
            kind: "paragraph",
            text: `You confirmed your request “${formTitle}” on ${site}; we have passed it on to the hotel as a binding request. This is what you asked for:`,
          },
          { kind: "facts", rows: summary },
          {
            kind: "paragraph",
            text: "Your credit card details are not in this email: the hotel retrieves them once through a secure link, then we delete them.",
          },
          { kind: "paragraph", text: next },
          {
            kind: "paragraph",
            text: "Questions about the booking are answered by the hotel when you reply to its email. For anything else, reply to this email or write to us through the contact form:",
          },
          { kind: "action", label: "Go to the contact form", url: contactUrl },
        ],
        invitesReply: true,
      },
    },
    { logoUrl: mailLogoUrl(options.siteUrl) },
  );
}
