import { defineMessages } from "../../core/messages.ts";

/** The PIN mail of a form; `{site}` and `{formTitle}` are filled in. */
export const pinMailMessages = defineMessages({
  de: {
    subject: "Deine PIN für „{formTitle}“ – {site}",
    text: "Du hast auf {site} das Formular „{formTitle}“ ausgefüllt. Wir geben deine Anfrage erst weiter, wenn du sie mit dieser PIN bestätigst:",
    pin: "Deine PIN:",
    confirms: "Mit der PIN bestätigst du diese Anfrage:",
    enterOrOpen:
      "Gib die PIN auf der Seite ein, oder öffne diesen Link – er schickt die Anfrage sofort ab:",
    action: "Anfrage abschicken",
    validity:
      "Die PIN gilt 24 Stunden. Ohne Bestätigung geben wir nichts weiter und löschen die Angaben nach 24 Stunden.",
  },
  en: {
    subject: "Your PIN for “{formTitle}” – {site}",
    text: "You filled in the form “{formTitle}” on {site}. We only pass your request on once you confirm it with this PIN:",
    pin: "Your PIN:",
    confirms: "With the PIN you confirm this request:",
    enterOrOpen: "Enter the PIN on the page, or open this link – it sends the request right away:",
    action: "Send the request",
    validity:
      "The PIN is valid for 24 hours. Without confirmation we pass nothing on and delete the entries after 24 hours.",
  },
});
