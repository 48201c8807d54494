import { defineMessages } from "../../i18n/messages.ts";

/** The ticket-change screen's pairs of offers and requests, and the payment settings. */
export const resaleMatchMessages = defineMessages({
  de: {
    title: "{count, plural, one {# offene Zuordnung} other {# offene Zuordnungen}}",
    intro:
      "Wird ein Angebot freigegeben, bekommt es die älteste wartende Anfrage der Stadt (eine Anfrage für mehrere Tickets ein Angebot je Ticket). Zahlt die anfragende Person nicht bis zur Frist, geht das Ticket an die nächste Anfrage. Nach „Zuordnung aufheben“ wartet das Angebot auf euch: „Nächster Anfrage zuordnen“ gibt es der nächsten wartenden Anfrage, nie der aufgehobenen.",
    none: "Noch keine Zuordnungen.",
    columnReference: "Verwendungszweck",
    columnTicket: "Ticket",
    columnSeller: "Angebot von",
    columnBuyer: "Anfrage von",
    columnPayBy: "Zahlung bis",
    columnState: "Status",
    columnAction: "Aktion",
    stateOpen: "Wartet auf Zahlung",
    statePaid: "Bezahlt",
    stateExpired: "Frist abgelaufen",
    stateUndone: "Aufgehoben",
    markPaid: "Als bezahlt markieren",
    undo: "Zuordnung aufheben",
    matchAgain: "Nächster Anfrage zuordnen",
    working: "Wird gespeichert …",
    settingsTitle: "Zahlung",
    windowLabel: "Zahlungsfrist in Stunden",
    instructionsLabel:
      "Hinweise zur Zahlung (stehen in der E-Mail an die anfragende Person, unter Betrag, Konto und Verwendungszweck)",
    priceLabel: "Ticketpreis in Euro",
    previewTitle: "So sieht die E-Mail an die anfragende Person aus",
    previewSubject: "Betreff:",
    previewMissing:
      "Noch keine E-Mail möglich: Trage Ticketpreis und Hinweise zur Zahlung ein und speichere. Bis dahin wird kein Angebot zugeordnet.",
    save: "Speichern",
  },
  en: {
    title: "{count, plural, one {# open match} other {# open matches}}",
    intro:
      "When an offer is approved, it goes to the city's oldest waiting request (a request for several tickets gets one offer per ticket). If the requester does not pay by the deadline, the ticket goes to the next request. After “Undo match” the offer waits for you: “Match with next request” gives it to the next waiting request, never the one undone.",
    none: "No matches yet.",
    columnReference: "Payment reference",
    columnTicket: "Ticket",
    columnSeller: "Offered by",
    columnBuyer: "Requested by",
    columnPayBy: "Pay by",
    columnState: "State",
    columnAction: "Action",
    stateOpen: "Awaiting payment",
    statePaid: "Paid",
    stateExpired: "Deadline passed",
    stateUndone: "Undone",
    markPaid: "Mark as paid",
    undo: "Undo match",
    matchAgain: "Match with next request",
    working: "Saving …",
    settingsTitle: "Payment",
    windowLabel: "Payment window in hours",
    instructionsLabel:
      "Payment notes (go into the email to the requester, below amount, account and reference)",
    priceLabel: "Ticket price in euros",
    previewTitle: "The email the requester gets",
    previewSubject: "Subject:",
    previewMissing:
      "No email possible yet: enter the ticket price and payment notes, then save. Until then no offer is matched.",
    save: "Save",
  },
});
