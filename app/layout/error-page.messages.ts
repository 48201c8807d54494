import { defineMessages } from "../i18n/messages.ts";

export const errorPageMessages = defineMessages({
  de: {
    notFoundTitle: "Seite nicht gefunden",
    notFoundText:
      "Diese Seite gibt es leider nicht (mehr). Vielleicht hilft dir einer dieser Links weiter:",
    notFoundPath: "Gesucht wurde:",
    notFoundHint:
      "Du kommst über einen alten Link? Neuigkeiten erscheinen manchmal erst zu ihrem Termin – schau bald wieder vorbei oder schreib uns über das Kontaktformular.",
    errorTitle: "Da ist etwas schiefgegangen",
    errorText: "Bitte lade die Seite neu oder versuche es später noch einmal.",
    unavailableTitle: "Gerade nicht erreichbar",
    unavailableText:
      "Wir kommen gerade nicht an unsere Daten. Bitte versuche es in ein paar Minuten noch einmal – was du bei uns eingetragen hast, bleibt erhalten.",
  },
  en: {
    notFoundTitle: "Page not found",
    notFoundText: "Sorry, this page does not exist (any more). Maybe one of these links helps:",
    notFoundPath: "You asked for:",
    notFoundHint:
      "Did you follow an old link? News posts sometimes appear only on their publication date – check back soon or write to us through the contact form.",
    errorTitle: "Something went wrong",
    errorText: "Please reload the page or try again later.",
    unavailableTitle: "Not available right now",
    unavailableText:
      "We cannot reach our data right now. Please try again in a few minutes – whatever you entered with us is kept.",
  },
});
