import { defineMessages } from "../../i18n/messages.ts";

/**
 * What the newsletter, postcard and resale forms say when sending fails (spec section 8), and
 * the heading of the summary of what is missing or wrong.
 */
export const sendMessages = defineMessages({
  de: {
    errorTitle: "Bei der Übermittlung ist ein Fehler aufgetreten:",
    summaryTitle: "Da fehlt noch etwas:",
  },
  en: {
    errorTitle: "An error occurred while sending:",
    summaryTitle: "There is a problem:",
  },
});
