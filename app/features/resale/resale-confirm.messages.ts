import { defineMessages } from "../../i18n/messages.ts";

/** The texts of the resale mails' confirmation pages: apart, so those pages load no form texts. */
export const resaleConfirmMessages = defineMessages({
  de: {
    confirmOfferPageTitle: "Ticketangebot bestätigen",
    confirmRequestPageTitle: "Ticketanfrage bestätigen",
    confirmAskTitle: "E-Mail-Adresse bestätigen",
    confirmOfferAsk:
      "Mit dem Knopf bestätigst du deine E-Mail-Adresse, und das Team sieht dein Ticketangebot.",
    confirmRequestAsk:
      "Mit dem Knopf bestätigst du deine E-Mail-Adresse, und das Team sieht deine Ticketanfrage.",
    confirmButton: "E-Mail-Adresse bestätigen",
    confirmProcessingTitle: "E-Mail-Adresse wird bestätigt",
    confirmProcessing: "Einen Moment, wir bestätigen deine E-Mail-Adresse...",
    confirmSuccessTitle: "Bestätigt",
    confirmSuccess: "Deine E-Mail-Adresse wurde bestätigt!",
    confirmOfferNext: "Das Team sieht dein Angebot jetzt und meldet sich bei dir.",
    confirmRequestNext:
      "Das Team sieht deine Anfrage jetzt und meldet sich, sobald ein Ticket frei wird.",
    errorHeading: "Fehler",
    missingId: "Ungültige ID",
    backToTickets: "Zur Ticketseite",
    offerAnew: "Dein Ticket neu zum Weiterverkauf anbieten",
    requestAnew: "Neu nach einem Ticket fragen",
  },
  en: {
    confirmOfferPageTitle: "Confirm ticket offer",
    confirmRequestPageTitle: "Confirm ticket request",
    confirmAskTitle: "Confirm your email address",
    confirmOfferAsk:
      "With the button you confirm your email address, and the team sees your ticket offer.",
    confirmRequestAsk:
      "With the button you confirm your email address, and the team sees your ticket request.",
    confirmButton: "Confirm email address",
    confirmProcessingTitle: "Confirming your email address",
    confirmProcessing: "One moment, we are confirming your email address...",
    confirmSuccessTitle: "Confirmed",
    confirmSuccess: "Your email address has been confirmed!",
    confirmOfferNext: "The team now sees your offer and will get in touch.",
    confirmRequestNext:
      "The team now sees your request and will get in touch as soon as a ticket becomes available.",
    errorHeading: "Error",
    missingId: "Invalid ID",
    backToTickets: "To the ticket page",
    offerAnew: "Offer your ticket for resale again",
    requestAnew: "Ask for a ticket again",
  },
});
