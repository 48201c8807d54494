import { hubIds, type HubId } from "../core/content/common.ts";
import type { Hub } from "../core/content/hub.ts";
import type { PageName } from "../core/content/pages.ts";
import type { SiteContext } from "../core/site-context.ts";
import { saleStartInstant } from "../core/ticket-sale.ts";

/** What every page of the main layout needs about the current hub, serialisable for hydration. */
export function layoutData(site: SiteContext) {
  const { hub, pages } = site.content[site.hubId];
  return {
    locale: site.locale,
    now: site.now().toISOString(),
    hub: pickHub(hub),
    saleStart: saleStartInstant(hub)?.toISOString() ?? null,
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
        nextEvent: other.nextParty,
      };
    }),
  };
}

function pickHub(hub: Hub) {
  const {
    id,
    city,
    signTitle,
    signIcon,
    partyFacts,
    links,
    partners,
    soldOutNotice,
    ticketsEnabled,
    nextParty,
    ticketSaleStart,
  } = hub;
  return {
    id,
    city,
    signTitle,
    signIcon,
    partyFacts,
    links,
    partners,
    soldOutNotice,
    ticketsEnabled,
    nextParty,
    ticketSaleStart,
  };
}

export type LayoutData = ReturnType<typeof layoutData>;
