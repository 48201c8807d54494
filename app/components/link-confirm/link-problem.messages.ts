import { defineMessages } from "../../i18n/messages.ts";

/** What went wrong with a link from one of our mails, and what the visitor can do next. */
export const linkProblemMessages = defineMessages({
  de: {
    broken:
      "Der Link ist unvollständig oder beschädigt. Manche E-Mail-Programme trennen lange Links – öffne ihn am besten direkt aus der E-Mail oder kopiere ihn vollständig.",
    unknown: "Zu diesem Link finden wir nichts (mehr): Er ist ungültig oder abgelaufen.",
    gone: "Dieser Link ist abgelaufen oder wurde schon benutzt und gilt nicht mehr.",
    busy: "Es kamen gerade zu viele Versuche. Bitte warte ein paar Minuten und öffne den Link dann noch einmal.",
    unavailable:
      "Wir konnten den Link gerade nicht prüfen. An ihm liegt es wahrscheinlich nicht – bitte versuche es gleich noch einmal.",
    nextTitle: "So geht es weiter",
    retry: "Noch einmal versuchen",
    contact: "Hilft das nicht? Schreib uns über das Kontaktformular",
  },
  en: {
    broken:
      "The link is incomplete or damaged. Some email programs split long links – best open it straight from the email or copy it in full.",
    unknown: "We find nothing (any more) for this link: it is invalid or has expired.",
    gone: "This link has expired or has already been used and is no longer valid.",
    busy: "There were too many attempts just now. Please wait a few minutes, then open the link again.",
    unavailable:
      "We could not check the link just now. It is probably not the link's fault – please try again in a moment.",
    nextTitle: "What you can do now",
    retry: "Try again",
    contact: "Still stuck? Write to us through the contact form",
  },
});
