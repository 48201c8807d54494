import type { Locale } from "../../core/locale.ts";
import { renderLocalizedMail, type MailContent } from "../outbox/mail-layout.ts";

/**
 * To the visitor who filled in a form: the 4-digit PIN and the link that sends the request.
 * Nothing is passed on before this address has been confirmed.
 */
export function formPinMail(options: {
  locale: Locale;
  site: string;
  formTitle: string;
  pin: string;
  transmitUrl: string;
}): MailContent {
  const { locale, site, formTitle, pin, transmitUrl } = options;
  return renderLocalizedMail(locale, {
    de: {
      subject: `Deine PIN für „${formTitle}“ – ${site}`,
      notYou: true,
      blocks: [
        {
          kind: "paragraph",
          text: `du hast auf ${site} das Formular „${formTitle}“ ausgefüllt. Wir geben deine Anfrage erst weiter, wenn du sie mit dieser PIN bestätigst:`,
        },
        { kind: "quote", text: `PIN: ${pin}` },
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
          text: `you filled in the form “${formTitle}” on ${site}. We only pass your request on once you confirm it with this PIN:`,
        },
        { kind: "quote", text: `PIN: ${pin}` },
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
  });
}
