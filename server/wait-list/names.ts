import type { HubId } from "../../core/content/common.ts";
import type { ContentStore } from "../../core/content/store.ts";
import type { Locale, Localized } from "../../core/locale.ts";
import { packageDays, partyDates } from "../../core/resale-packages.ts";
import type { Config } from "../config.ts";
import { hubSiteUrl, pageLink } from "../outbox/links.ts";

/** The city site's name, as the wait-list mails sign. */
export const siteName = (content: ContentStore, hubId: HubId, locale: Locale) =>
  content[hubId].hub.signTitle[locale];

/** A package's name in both languages (its id if the content no longer has it). */
export const packageTitles = (content: ContentStore, hubId: HubId, packageId: string): Localized =>
  content[hubId].packages.packages.find((pkg) => pkg.id === packageId)?.title ?? {
    de: packageId,
    en: packageId,
  };

/**
 * What a mail offering a package's ticket names: its title, its days and its price (euros); a
 * package the content no longer has is named by its id, without days or price.
 */
export function packageFacts(
  content: ContentStore,
  hubId: HubId,
  packageId: string,
  locale: Locale,
): { packageTitle: string; days: string; price: number | null } {
  const pkg = content[hubId].packages.packages.find((entry) => entry.id === packageId);
  if (!pkg) return { packageTitle: packageId, days: "", price: null };
  const days = packageDays({ days: partyDates(content[hubId], pkg) }, locale);
  return { packageTitle: pkg.title[locale], days, price: pkg.price };
}

/** The pages behind a wait-list mail's links, for one person in line (`id`: their entry's). */
export function entryLinks(
  config: Pick<Config, "PUBLIC_URL" | "HUB_HOSTS" | "DEFAULT_HUB">,
  hubId: HubId,
  id: string,
) {
  const base = hubSiteUrl(config, hubId);
  return {
    confirm: pageLink(base, "/ticket/wait-list/confirm", { id }),
    leave: pageLink(base, "/ticket/wait-list/leave", { id }),
    rejoin: pageLink(base, "/ticket/wait-list/rejoin", { id }),
  };
}
