import { defineMessages } from "../i18n/messages.ts";

/** What the newsletter, postcard and resale forms say when sending fails (spec section 8). */
export const sendMessages = defineMessages({
  de: {
    errorTitle: "Bei der Übermittlung ist ein Fehler aufgetreten:",
    networkError: "Der Server ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.",
  },
  en: {
    errorTitle: "An error occurred while sending:",
    networkError: "The server cannot be reached right now. Please try again in a moment.",
  },
});
