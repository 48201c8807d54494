import { defineMessages } from "./i18n/messages.ts";

export const previewMessages = defineMessages({
  de: {
    feedDe: "{site} – Neuigkeiten auf Deutsch",
    feedEn: "{site} – Neuigkeiten auf Englisch",
  },
  en: {
    feedDe: "{site} – news in German",
    feedEn: "{site} – news in English",
  },
});
