import { defineMessages } from "../../i18n/messages.ts";

export const hotelMessages = defineMessages({
  de: {
    conditionsTitle: "Die Bedingungen",
    bookingOpenTitle: "Anfragen möglich",
    bookingOpen: "Du kannst bis einschließlich {date} ein Zimmer aus dem Kontingent anfragen.",
    bookingClosedTitle: "Buchung geschlossen",
    bookingClosed:
      "Die Buchungsfrist ist am {date} abgelaufen. Zimmer aus dem Kontingent können nicht mehr angefragt werden.",
  },
  en: {
    conditionsTitle: "The conditions",
    bookingOpenTitle: "Requests open",
    bookingOpen: "You can request a room from the contingent until {date} inclusive.",
    bookingClosedTitle: "Booking closed",
    bookingClosed:
      "The booking period ended on {date}. Rooms from the contingent can no longer be requested.",
  },
});
