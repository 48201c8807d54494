import { defineMessages } from "../i18n/messages.ts";

export const startMessages = defineMessages({
  de: {
    title: "News",
    letterKicker: "Post von deinem Gastgeber",
    nextParty: "Die nächste Party",
    nextPartyDate: "{weekday}, {date}",
    noNextParty:
      "Der nächste Termin steht noch nicht fest – abonniere den Newsletter, dann erfährst du ihn zuerst.",
    toSchedule: "Alle Termine",
    flyerAlt: "Flyer: {title}",
    priceFrom: "Tickets ab {price}",
    postsTitle: "Newsletter",
    noPosts: "Gerade gibt es keine Neuigkeiten. Schau bald wieder vorbei!",
    soldOutTitle: "Ausverkauft",
    soldOutText:
      "Der Ticketshop ist geschlossen, auch an der Abendkasse gibt es keine Tickets mehr.",
    soldOutMessenger: "Zur Messenger-Gruppe für Ticket-Weitergaben",
    soldOutNewsletter: "Newsletter abonnieren",
  },
  en: {
    title: "News",
    letterKicker: "A letter from your host",
    nextParty: "The next party",
    nextPartyDate: "{weekday}, {date}",
    noNextParty: "The next date is not set yet – subscribe to the newsletter to hear it first.",
    toSchedule: "All dates",
    flyerAlt: "Flyer: {title}",
    priceFrom: "Tickets from {price}",
    postsTitle: "Newsletter",
    noPosts: "There is no news right now. Check back soon!",
    soldOutTitle: "Sold out",
    soldOutText: "The ticket shop is closed; there are no tickets at the door either.",
    soldOutMessenger: "Go to the messenger group for ticket resales",
    soldOutNewsletter: "Subscribe to the newsletter",
  },
});
