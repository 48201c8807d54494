import { defineMessages } from "../i18n/messages.ts";

export const postArticleMessages = defineMessages({
  de: {
    back: "Alle Neuigkeiten",
    heroLink: "Titelbild in voller Größe öffnen (neuer Tab)",
    tldr: "Kurz gesagt",
  },
  en: {
    back: "All news",
    heroLink: "Open the title image in full size (new tab)",
    tldr: "In short",
  },
});
