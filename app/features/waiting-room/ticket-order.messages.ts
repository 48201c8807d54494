import { defineMessages } from "../../i18n/messages.ts";

/** The shop redirect (spec section 8 gives the error texts in English; kept as given). */
export const ticketOrderMessages = defineMessages({
  de: {
    pageTitle: "Ticketshop",
    connecting: "Verbinde zum Shop...",
    errorTitle: "Der Ticketshop ist gerade nicht verfügbar",
    errorCode: "Error Code {code}: {msg}",
    unknownError: "An error ocurred.",
    tryLater: "Please try again later.",
    saleStart: "Ticketverkauf startet: {start}",
    backToTickets: "Zurück zur Ticketseite",
  },
  en: {
    pageTitle: "Ticket shop",
    connecting: "Connecting to the shop...",
    errorTitle: "The ticket shop is not available right now",
    errorCode: "Error Code {code}: {msg}",
    unknownError: "An error occurred.",
    tryLater: "Please try again later.",
    saleStart: "Ticket sale starts: {start}",
    backToTickets: "Back to the ticket page",
  },
});
