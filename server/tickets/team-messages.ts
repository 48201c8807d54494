import { messageCatalog } from "../messages.ts";

/** The team's ticket calls: quotas and the team's purchase link. */
export const ticketTeamText = messageCatalog({
  de: {
    unknownShop: "Diesen Ticketshop gibt es nicht.",
    shopUnavailable: "Der Ticketshop ist gerade nicht erreichbar.",
    teamVoucher: "Team-Link: Kaufbeschränkungen aufgehoben.",
  },
  en: {
    unknownShop: "This ticket shop does not exist.",
    shopUnavailable: "The ticket shop cannot be reached right now.",
    teamVoucher: "Team link: purchase limits lifted.",
  },
});
