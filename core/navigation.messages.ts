import { defineMessages } from "./messages.ts";

/** The titles of the site's navigation entries, by the entry's name (core/navigation.ts). */
export const navigationMessages = defineMessages({
  de: {
    start: "News",
    "save-the-date": "Termine",
    ticket: "Tickets",
    party: "Die Party",
    faq: "Mehr Infos",
    directions: "Anfahrt",
    recommendations: "Empfehlungen",
    album: "Galerie",
    contact: "Kontakt",
  },
  en: {
    start: "News",
    "save-the-date": "Schedule",
    ticket: "Tickets",
    party: "The Party",
    faq: "More Info",
    directions: "Directions",
    recommendations: "Recommendations",
    album: "Gallery",
    contact: "Contact",
  },
});

/** A navigation entry's name, which also keys its title. */
export type NavName = keyof (typeof navigationMessages)["de"];
