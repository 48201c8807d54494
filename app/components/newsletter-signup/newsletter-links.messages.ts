import { defineMessages } from "../../i18n/messages.ts";

/** The pages behind the newsletter mails' links: /newsletter-confirm and /newsletter-cancel. */
export const newsletterLinkMessages = defineMessages({
  de: {
    confirmPageTitle: "Newsletter bestätigen",
    confirmProcessingTitle: "Anmeldung wird bestätigt",
    confirmProcessing: "Einen Moment, wir bestätigen deine Anmeldung...",
    confirmSuccessTitle: "Fertig!",
    confirmSuccess: "Ab jetzt bekommst du unseren Newsletter. Schön, dass du dabei bist!",
    cancelPageTitle: "Newsletter abbestellen",
    cancelAskTitle: "Newsletter abbestellen",
    cancelAsk: "Möchtest du unseren Newsletter wirklich nicht mehr bekommen?",
    cancelButton: "Ja, vom Newsletter abmelden",
    cancelProcessingTitle: "Abmeldung läuft",
    cancelProcessing: "Einen Moment, wir tragen dich aus...",
    cancelSuccessTitle: "Abgemeldet",
    cancelSuccess: "Du bist abgemeldet und bekommst keinen Newsletter mehr. Schade, dass du gehst!",
    errorTitle: "Fehler",
    missingId: "Ungültige User ID",
    backToStart: "Zur Startseite",
    signUpAgain: "Neu für den Newsletter anmelden",
  },
  en: {
    confirmPageTitle: "Confirm newsletter",
    confirmProcessingTitle: "Confirming your subscription",
    confirmProcessing: "One moment, we are confirming your subscription...",
    confirmSuccessTitle: "Done!",
    confirmSuccess: "From now on you receive our newsletter. Great to have you with us!",
    cancelPageTitle: "Unsubscribe from the newsletter",
    cancelAskTitle: "Unsubscribe from the newsletter",
    cancelAsk: "Do you really no longer want to receive our newsletter?",
    cancelButton: "Yes, unsubscribe me",
    cancelProcessingTitle: "Unsubscribing",
    cancelProcessing: "One moment, we are taking you off the list...",
    cancelSuccessTitle: "Unsubscribed",
    cancelSuccess:
      "You are unsubscribed and will not receive the newsletter any more. Sorry to see you go!",
    errorTitle: "Error",
    missingId: "Invalid user ID",
    backToStart: "To the home page",
    signUpAgain: "Sign up for the newsletter again",
  },
});
