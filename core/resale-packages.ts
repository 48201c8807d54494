import type { CalendarDate } from "./content/common.ts";
import type { TicketPackage } from "./content/packages.ts";
import type { HubContent } from "./content/store.ts";
import { formatDate } from "./format.ts";
import type { Locale } from "./locale.ts";

/**
 * A package as the ticket exchange trades it: offers and requests name one, a pair joins only
 * offers and requests of the same package, and its price is what the buyer pays (unless the team
 * sets another). `days` are its parties' dates: one for a one-day package.
 */
export interface ResalePackage {
  id: string;
  title: { de: string; en: string };
  /** Euros. */
  price: number;
  days: CalendarDate[];
  /** Where the shop sells it: its event (index of the configured events) and product. */
  ticketShopId: number;
  ticketShopItemId: number;
}

/** The dates of a package's parties, in the package's order (a party no longer listed is left out). */
export function partyDates(
  content: Pick<HubContent, "events">,
  pkg: Pick<TicketPackage, "partyIds">,
): CalendarDate[] {
  const dates = new Map(content.events.parties.map((party) => [party.id, party.date]));
  return pkg.partyIds.flatMap((id) => dates.get(id) ?? []);
}

/** The city's packages that can change hands: sold ones (a free registration is not resold). */
export function resalePackages(content: Pick<HubContent, "packages" | "events">): ResalePackage[] {
  return content.packages.packages
    .filter((pkg) => pkg.price > 0 && !pkg.disabled && !pkg.registrationWindow)
    .map((pkg) => ({
      id: pkg.id,
      title: pkg.title,
      price: pkg.price,
      days: partyDates(content, pkg),
      ticketShopId: pkg.ticketShopId,
      ticketShopItemId: pkg.ticketShopItemId,
    }));
}

/** One of the city's resale packages by its id; undefined for an unknown (or free) one. */
export function resalePackage(
  content: Pick<HubContent, "packages" | "events">,
  id: string,
): ResalePackage | undefined {
  return resalePackages(content).find((pkg) => pkg.id === id);
}

/** "Samstag, 11.10.2025 und Sonntag, 12.10.2025": the days a package's ticket is for. */
export function packageDays(pkg: Pick<ResalePackage, "days">, locale: Locale): string {
  const days = pkg.days.map((day) => formatDate(day, locale, "full"));
  const and = locale === "de" ? " und " : " and ";
  return days.length <= 1
    ? (days[0] ?? "")
    : `${days.slice(0, -1).join(", ")}${and}${days[days.length - 1]}`;
}

/** A package as a mail names its ticket: the title and the days, in one language. */
export const packageTicket = (pkg: ResalePackage, locale: Locale) => ({
  title: pkg.title[locale],
  days: packageDays(pkg, locale),
});
