import { defineMessages, messageReader } from "../../core/messages.ts";

/** Titles of the city's feed and calendar, as feed readers and calendar apps show them. */
export const feedMessages = defineMessages({
  de: {
    feedTitle: "{site} – Neuigkeiten",
    feedSubtitle: "Neuigkeiten rund um die Partys in {city}",
    calendarName: "{site} – Termine",
    calendarDescription: "Die Partys und Side-Events in {city}",
    eventUrl: "Alle Infos: {url}",
    saleStartTitle: "Ticketverkauf: {site}",
    saleStartText: "Der Ticketverkauf für {party} startet. Tickets: {url}",
  },
  en: {
    feedTitle: "{site} – News",
    feedSubtitle: "News about the parties in {city}",
    calendarName: "{site} – Schedule",
    calendarDescription: "The parties and side events in {city}",
    eventUrl: "All details: {url}",
    saleStartTitle: "Ticket sale: {site}",
    saleStartText: "The ticket sale for {party} starts. Tickets: {url}",
  },
});

export const feedText = messageReader(feedMessages);
