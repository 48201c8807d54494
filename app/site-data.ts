import { hubIds, type HubId } from "../core/content/common.ts";
import type { Hub } from "../core/content/hub.ts";
import type { PageName } from "../core/content/pages.ts";
import type { SiteContext } from "../core/site-context.ts";
import { hubSale, saleFacts } from "../core/ticket-sale.ts";

/** What every page of the main layout needs about the current hub, serialisable for hydration. */
export function layoutData(site: SiteContext) {
  const { hub, pages } = site.content[site.hubId];
  const now = site.now();
  return {
    locale: site.locale,
    now: now.toISOString(),
    hub: pickHub(hub),
    /** The sale's facts: the pages apply hubSale to them on their ticking clock. */
    sale: saleFacts(site.content[site.hubId]),
    pages: Object.keys(pages) as PageName[],
    chooser: hubIds.map((id: HubId) => {
      const other = site.content[id].hub;
      return {
        id,
        url: site.hubUrls[id],
        current: id === site.hubId,
        city: other.city,
        signTitle: other.signTitle,
        signIcon: other.signIcon,
        flyerUrl: other.flyerUrl,
        nextEvent: hubSale(saleFacts(site.content[id]), now).next,
      };
    }),
  };
}

/** The hub's fields every page of the main layout shows; the rest stays on the server. */
const layoutHubKeys = [
  "id",
  "city",
  "signTitle",
  "signIcon",
  "partyFacts",
  "links",
  "partners",
  "soldOutNotice",
  "ticketsEnabled",
  "ticketSaleStart",
  "timeZone",
] as const satisfies readonly (keyof Hub)[];

function pickHub(hub: Hub): Pick<Hub, (typeof layoutHubKeys)[number]> {
  return Object.fromEntries(layoutHubKeys.map((key) => [key, hub[key]])) as Pick<
    Hub,
    (typeof layoutHubKeys)[number]
  >;
}

export type LayoutData = ReturnType<typeof layoutData>;
