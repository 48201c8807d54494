import { defineMessages } from "../../i18n/messages.ts";

/** What the newsletter, postcard and resale forms say when sending fails (spec section 8). */
export const sendMessages = defineMessages({
  de: {
    errorTitle: "Bei der Übermittlung ist ein Fehler aufgetreten:",
  },
  en: {
    errorTitle: "An error occurred while sending:",
  },
});
