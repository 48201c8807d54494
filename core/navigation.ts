import type { PageName } from "./content/pages.ts";
import type { NavName } from "./navigation.messages.ts";

export type NavIcon =
  "news" | "calendar" | "ticket" | "party" | "info" | "map" | "star" | "gallery" | "mail";

/** Spec: navigation entries (name, icon, public flag); the titles are in navigation.messages.ts. */
export interface NavItem {
  name: NavName;
  path: string;
  icon: NavIcon;
  public: boolean;
}

export const navigation: readonly NavItem[] = [
  { name: "start", icon: "news", path: "/start", public: true },
  { name: "save-the-date", icon: "calendar", path: "/save-the-date", public: true },
  { name: "ticket", icon: "ticket", path: "/ticket", public: true },
  { name: "party", icon: "party", path: "/party", public: true },
  { name: "faq", icon: "info", path: "/faq", public: true },
  { name: "directions", icon: "map", path: "/directions", public: true },
  { name: "recommendations", icon: "star", path: "/recommendations", public: true },
  { name: "album", icon: "gallery", path: "/album", public: false },
  { name: "contact", icon: "mail", path: "/contact", public: true },
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
