import type { Locale } from "../../core/locale.ts";
import { renderLocalizedMail, type MailContent, type MailFact } from "../outbox/mail-layout.ts";
import { mailLogoUrl } from "../outbox/links.ts";

/**
 * To the visitor who filled in a form: the 4-digit PIN (large, alone on its line, to copy), what
 * it confirms (the request without its card data) and the link that sends the request. Nothing
 * is passed on before this address has been confirmed.
 */
export function formPinMail(options: {
  locale: Locale;
  site: string;
  /** The hub's site, whose host serves the logo. */
  siteUrl: string;
  formTitle: string;
  /** What the PIN confirms: the request's fields other than card data, as the visitor gave them. */
  summary: MailFact[];
  pin: string;
  transmitUrl: string;
}): MailContent {
  const { locale, site, formTitle, summary, pin, transmitUrl } = options;
  const facts = summary.length > 0 ? [{ kind: "facts" as const, rows: summary }] : [];
  return renderLocalizedMail(
    locale,
    {
      de: {
        subject: `Deine PIN für „${formTitle}“ – ${site}`,
        notYou: true,
        blocks: [
          {
            kind: "paragraph",
            text: `Du hast auf ${site} das Formular „${formTitle}“ ausgefüllt. Wir geben deine Anfrage erst weiter, wenn du sie mit dieser PIN bestätigst:`,
          },
          { kind: "code", label: "Deine PIN:", code: pin },
          { kind: "paragraph", text: "Mit der PIN bestätigst du diese Anfrage:" },
          ...facts,
          {
            kind: "paragraph",
            text: "Gib die PIN auf der Seite ein, oder öffne diesen Link – er schickt die Anfrage sofort ab:",
          },
          { kind: "action", label: "Anfrage abschicken", url: transmitUrl },
          {
            kind: "paragraph",
            text: "Die PIN gilt 24 Stunden. Ohne Bestätigung geben wir nichts weiter und löschen die Angaben nach 24 Stunden.",
          },
        ],
      },
      en: {
        subject: `Your PIN for “${formTitle}” – ${site}`,
        notYou: true,
        blocks: [
          {
            kind: "paragraph",
            text: `You filled in the form “${formTitle}” on ${site}. We only pass your request on once you confirm it with this PIN:`,
          },
          { kind: "code", label: "Your PIN:", code: pin },
          { kind: "paragraph", text: "With the PIN you confirm this request:" },
          ...facts,
          {
            kind: "paragraph",
            text: "Enter the PIN on the page, or open this link – it sends the request right away:",
          },
          { kind: "action", label: "Send the request", url: transmitUrl },
          {
            kind: "paragraph",
            text: "The PIN is valid for 24 hours. Without confirmation we pass nothing on and delete the entries after 24 hours.",
          },
        ],
      },
    },
    { logoUrl: mailLogoUrl(options.siteUrl) },
  );
}
