import { defineMessages } from "../i18n/messages.ts";

export const richTextMessages = defineMessages({
  de: {
    newTab: "(öffnet in neuem Tab)",
    download: "Herunterladen",
    pdf: "PDF",
    calendar: "Kalendereintrag",
    image: "Bild",
    file: "Datei",
  },
  en: {
    newTab: "(opens in a new tab)",
    download: "Download",
    pdf: "PDF",
    calendar: "Calendar entry",
    image: "Image",
    file: "File",
  },
});
