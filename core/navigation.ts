import type { Localized } from "./locale.ts";

/** Spec: navigation entries (name, German/English title, public flag). */
export interface NavItem {
  name: string;
  path: string;
  title: Localized;
  public: boolean;
}

export const navigation: readonly NavItem[] = [
  { name: "start", path: "/start", title: { de: "News", en: "News" }, public: true },
  {
    name: "save-the-date",
    path: "/save-the-date",
    title: { de: "Termine", en: "Schedule" },
    public: true,
  },
  { name: "ticket", path: "/ticket", title: { de: "Tickets", en: "Tickets" }, public: true },
  { name: "party", path: "/party", title: { de: "Die Party", en: "The Party" }, public: true },
  { name: "faq", path: "/faq", title: { de: "Mehr Infos", en: "More Info" }, public: true },
  {
    name: "directions",
    path: "/directions",
    title: { de: "Anfahrt", en: "Directions" },
    public: true,
  },
  {
    name: "recommendations",
    path: "/recommendations",
    title: { de: "Empfehlungen", en: "Recommendations" },
    public: true,
  },
  { name: "album", path: "/album", title: { de: "Galerie", en: "Gallery" }, public: false },
  { name: "contact", path: "/contact", title: { de: "Kontakt", en: "Contact" }, public: true },
];
