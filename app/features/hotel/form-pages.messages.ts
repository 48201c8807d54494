import { defineMessages } from "../../i18n/messages.ts";

/** The transmission link's page and the hotel's one-time card page. */
export const formPagesMessages = defineMessages({
  de: {
    transmitTitle: "Anfrage übermitteln",
    badLink:
      "Dieser Link ist unvollständig: Es fehlen die Nummer der Anfrage oder die 4-stellige PIN. Bitte öffne den Link aus der E-Mail noch einmal.",
    transmitAsk:
      "Mit dem Knopf schicken wir deine Zimmeranfrage an das Hotel. Vorher geht nichts hinaus.",
    transmitButton: "Anfrage jetzt abschicken",
    notSent: "Die Anfrage wurde nicht übermittelt.",
    backHome: "Zur Startseite",
    cardTitle: "Kartendaten der Zimmeranfrage",
    cardIntro:
      "Diese Seite zeigt die Kreditkartendaten einer Zimmeranfrage genau einmal. Direkt danach werden sie bei uns gelöscht – bitte übertragt sie sofort in euer Buchungssystem.",
    cardReveal: "Kartendaten jetzt einmalig anzeigen",
    cardLoading: "Kartendaten werden abgerufen …",
    cardReference: "Anfrage",
    cardErrorTitle: "Fehler",
    fillAgain: "Die Zimmeranfrage noch einmal stellen",
    cardAskTeam:
      "Die Daten lassen sich nicht noch einmal abrufen: Bittet uns über das Kontaktformular, den Gast um eine neue Anfrage zu bitten",
  },
  en: {
    transmitTitle: "Send request",
    badLink:
      "This link is incomplete: the request number or the 4-digit PIN is missing. Please open the link from the email again.",
    transmitAsk: "The button sends your room request to the hotel. Nothing goes out before.",
    transmitButton: "Send the request now",
    notSent: "The request was not sent.",
    backHome: "Go to the home page",
    cardTitle: "Card details of the room request",
    cardIntro:
      "This page shows the credit card details of a room request exactly once. Right afterwards they are deleted on our side – please copy them into your booking system straight away.",
    cardReveal: "Show the card details once now",
    cardLoading: "Retrieving the card details …",
    cardReference: "Request",
    cardErrorTitle: "Error",
    fillAgain: "Make the room request again",
    cardAskTeam:
      "The data cannot be retrieved again: ask us through the contact form to have the guest make a new request",
  },
});
