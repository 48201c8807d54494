import type { PageName } from "./content/pages.ts";
import type { Localized } from "./locale.ts";

export type NavIcon =
  "news" | "calendar" | "ticket" | "party" | "info" | "map" | "star" | "gallery" | "mail";

/** Spec: navigation entries (name, icon, German/English title, public flag). */
export interface NavItem {
  name: string;
  path: string;
  icon: NavIcon;
  title: Localized;
  public: boolean;
}

export const navigation: readonly NavItem[] = [
  { name: "start", icon: "news", path: "/start", title: { de: "News", en: "News" }, public: true },
  {
    name: "save-the-date",
    icon: "calendar",
    path: "/save-the-date",
    title: { de: "Termine", en: "Schedule" },
    public: true,
  },
  {
    name: "ticket",
    icon: "ticket",
    path: "/ticket",
    title: { de: "Tickets", en: "Tickets" },
    public: true,
  },
  {
    name: "party",
    icon: "party",
    path: "/party",
    title: { de: "Die Party", en: "The Party" },
    public: true,
  },
  {
    name: "faq",
    icon: "info",
    path: "/faq",
    title: { de: "Mehr Infos", en: "More Info" },
    public: true,
  },
  {
    name: "directions",
    icon: "map",
    path: "/directions",
    title: { de: "Anfahrt", en: "Directions" },
    public: true,
  },
  {
    name: "recommendations",
    icon: "star",
    path: "/recommendations",
    title: { de: "Empfehlungen", en: "Recommendations" },
    public: true,
  },
  {
    name: "album",
    icon: "gallery",
    path: "/album",
    title: { de: "Galerie", en: "Gallery" },
    public: false,
  },
  {
    name: "contact",
    icon: "mail",
    path: "/contact",
    title: { de: "Kontakt", en: "Contact" },
    public: true,
  },
];

/** Entries whose page is content a hub may lack (a city without a venue yet). */
const contentPages: Partial<Record<string, PageName>> = {
  party: "party",
  faq: "faq",
  directions: "directions",
  recommendations: "recommendations",
};

/** What a hub offers right now: its content pages and whether the ticket page has a sale to show. */
export interface HubOffer {
  pages: readonly PageName[];
  /** A sale is announced, running or sold out, for a party still ahead. */
  ticketSale: boolean;
}

export type NavEntry = NavItem & { available: boolean };

/**
 * The hub's navigation: entries it cannot serve are left out (a missing content page, the ticket
 * entry while the hub has no sale), so no entry leads to a 404; non-public entries (the
 * gallery) stay, greyed with 'Coming soon!' (spec).
 */
export function hubNavigation(offer: HubOffer): NavEntry[] {
  return navigation.flatMap((item) => {
    if (item.name === "ticket" && !offer.ticketSale) return [];
    const page = contentPages[item.name];
    if (page && !offer.pages.includes(page)) return [];
    return [{ ...item, available: item.public }];
  });
}
