import { defineMessages } from "../../core/messages.ts";

/** The e-mail gate's confirmation mail; `{site}` is filled in. */
export const gateMailMessages = defineMessages({
  de: {
    subject: "Bitte bestätige deine E-Mail-Adresse für den Warteraum von {site}",
    text: "Du hast diese Adresse im Warteraum für den Ticketverkauf eingegeben. Dein Platz zählt, sobald du sie bestätigst – das geht mit einem Klick:",
    action: "Adresse bestätigen",
    onePlace:
      "Pro Adresse gibt es einen Platz. Deinen Platz siehst du danach auf dem Gerät, auf dem du dich angestellt hast.",
  },
  en: {
    subject: "Please confirm your email address for the {site} waiting room",
    text: "You entered this address in the waiting room for the ticket sale. Your place counts once you confirm it – one click does it:",
    action: "Confirm address",
    onePlace:
      "There is one place per address. You then see your place on the device you queued on.",
  },
});
