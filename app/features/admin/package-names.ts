import type { Localized } from "../../../core/locale.ts";
import type { SiteContext } from "../../../core/site-context.ts";
import { useLocale } from "../../i18n/messages.ts";

/** The city's packages' titles by id, which a team screen's server loader hands to the screen. */
export type PackageTitles = Record<string, Localized>;

export function packageTitles(site: SiteContext): PackageTitles {
  return Object.fromEntries(
    site.content[site.hubId].packages.packages.map((pkg) => [pkg.id, pkg.title]),
  );
}

/**
 * A package as the team knows it: by its title in the team member's language. Only a package
 * the content no longer has keeps its id; an entry from before the package was asked, a dash.
 */
export function usePackageName(titles: PackageTitles): (packageId: string | null) => string {
  const locale = useLocale();
  return (packageId) => (packageId === null ? "–" : (titles[packageId]?.[locale] ?? packageId));
}
