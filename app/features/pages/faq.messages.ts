import { defineMessages } from "../../i18n/messages.ts";

export const faqMessages = defineMessages({
  de: {
    more: "Deine Frage ist nicht dabei? Schreib uns über das Kontaktformular.",
    contact: "Zum Kontaktformular",
  },
  en: {
    more: "Your question is not answered here? Write to us through the contact form.",
    contact: "Go to the contact form",
  },
});
