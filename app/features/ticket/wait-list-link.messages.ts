import { defineMessages } from "../../i18n/messages.ts";

/** The pages behind the wait-list mails' links: confirm and leave. */
export const waitListLinkMessages = defineMessages({
  de: {
    confirmPageTitle: "Warteliste bestätigen",
    confirmProcessingTitle: "Platz wird bestätigt",
    confirmProcessing: "Einen Moment, wir bestätigen deinen Platz...",
    confirmSuccessTitle: "Du stehst auf der Warteliste",
    confirmSuccess: "Dein Platz auf der Warteliste ist bestätigt.",
    leavePageTitle: "Warteliste verlassen",
    leaveProcessingTitle: "Du verlässt die Warteliste",
    leaveProcessing: "Einen Moment, wir löschen deine Adresse...",
    leaveSuccessTitle: "Ausgetragen",
    leaveSuccess: "Deine Adresse ist von der Warteliste gelöscht.",
    errorTitle: "Fehler",
    missingId: "Ungültiger Link",
    joinAgain: "Neu auf die Warteliste",
    backToTickets: "Zurück zu den Tickets",
  },
  en: {
    confirmPageTitle: "Confirm wait list",
    confirmProcessingTitle: "Confirming your place",
    confirmProcessing: "One moment, we are confirming your place...",
    confirmSuccessTitle: "You are on the wait list",
    confirmSuccess: "Your place on the wait list is confirmed.",
    leavePageTitle: "Leave the wait list",
    leaveProcessingTitle: "Leaving the wait list",
    leaveProcessing: "One moment, we are deleting your address...",
    leaveSuccessTitle: "Left the list",
    leaveSuccess: "Your address is deleted from the wait list.",
    errorTitle: "Error",
    missingId: "Invalid link",
    joinAgain: "Join the wait list again",
    backToTickets: "Back to the tickets",
  },
});
