import { defineMessages } from "./i18n/messages.ts";

/** Answers of page actions (form posts to pages) to requests no form of ours sends. */
export const pageActionMessages = defineMessages({
  de: { notAForm: "Die Anfrage ist kein gültiges Formular." },
  en: { notAForm: "The request is not a valid form." },
});
