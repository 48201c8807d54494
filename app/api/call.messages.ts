import { defineMessages } from "../i18n/messages.ts";

/**
 * What a call says when no usable answer came back: nothing answered, or something that is not
 * the API's JSON (a proxy's error page). Every other failure shows the server's own `msg`.
 */
export const callMessages = defineMessages({
  de: {
    unreachable: "Der Server ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.",
    badAnswer:
      "Der Server konnte die Anfrage gerade nicht bearbeiten (Fehler {status}). Bitte versuche es später noch einmal.",
    loginNeeded: "Bitte melde dich erneut an.",
  },
  en: {
    unreachable: "The server cannot be reached right now. Please try again in a moment.",
    badAnswer:
      "The server could not handle the request right now (error {status}). Please try again later.",
    loginNeeded: "Please log in again.",
  },
});
