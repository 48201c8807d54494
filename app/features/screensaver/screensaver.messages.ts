import { defineMessages } from "../../i18n/messages.ts";

export const screensaverMessages = defineMessages({
  de: {
    title: "Bildschirmschoner",
    slideshow: "Diashow",
    logoAlt: "PamperPlay",
    saveTheDate: "Save the Date",
    nextParty: "Die nächste Party",
    entry: "Einlass {from}–{until} Uhr",
    noDate: "Der nächste Termin wird bald bekannt gegeben.",
  },
  en: {
    title: "Screensaver",
    slideshow: "Slideshow",
    logoAlt: "PamperPlay",
    saveTheDate: "Save the Date",
    nextParty: "The next party",
    entry: "entry {from}–{until}",
    noDate: "The next date will be announced soon.",
  },
});
