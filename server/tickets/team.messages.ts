import { defineMessages, messageReader } from "../../core/messages.ts";

/** The team's ticket calls: quotas and the team's purchase link. */
export const ticketTeamMessages = defineMessages({
  de: {
    unknownShop: "Diesen Ticketshop gibt es nicht.",
    shopUnavailable: "Der Ticketshop ist gerade nicht erreichbar.",
    teamVoucher: "Team-Link: Kaufbeschränkungen aufgehoben.",
    eventOver: "Diese Party ist vorbei: Tickets dafür gibt es auch für das Team nicht mehr.",
  },
  en: {
    unknownShop: "This ticket shop does not exist.",
    shopUnavailable: "The ticket shop cannot be reached right now.",
    teamVoucher: "Team link: purchase limits lifted.",
    eventOver: "This party is over: not even the team can get tickets for it any more.",
  },
});

export const ticketTeamText = messageReader(ticketTeamMessages);
