import { defineMessages } from "../../i18n/messages.ts";

export const teamTicketMessages = defineMessages({
  de: {
    banner:
      "Du bist als Team-Mitglied angemeldet: Für dich sind die Beschränkungen aufgehoben – kein Warten auf den Verkaufsstart, keine Kaufbegrenzung. Nutze den Team-Link bei jedem Paket.",
    buy: "Team-Link: ohne Beschränkung kaufen",
    connecting: "Verbinde zum Shop …",
    failed: "Der Team-Link hat nicht geklappt: {msg}",
  },
  en: {
    banner:
      "You are logged in as a team member: restrictions are lifted for you – no waiting for the sale start, no purchase limits. Use the team link on every package.",
    buy: "Team link: buy without restrictions",
    connecting: "Connecting to the shop …",
    failed: "The team link did not work: {msg}",
  },
});
