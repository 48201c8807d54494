import { defineMessages } from "../../i18n/messages.ts";

export const resaleMessages = defineMessages({
  de: {
    title: "Ticketbörse",
    intro:
      "Du kannst nicht kommen oder suchst noch ein Ticket? Über unsere Ticketbörse vermitteln wir Tickets zum Originalpreis. Nach dem Absenden bekommst du eine E-Mail mit einem Bestätigungslink – erst dann sieht das Team deinen Eintrag.",
    offerTitle: "Ticket abgeben",
    offerIntro:
      "Sobald dein Ticket einen neuen Besitzer gefunden hat, überweisen wir dir den Ticketpreis.",
    package: "Paket",
    packageChoose: "Bitte wählen",
    orderCode: "Bestellnummer",
    orderCodeHint:
      "Steht im Betreff der E-Mail des Ticketshops, z. B. ABC12. Damit stellt der Shop das Ticket nach dem Verkauf neu für den Käufer aus; dein altes Ticket gilt dann nicht mehr.",
    orderCodePicture: "E-Mail des Ticketshops mit dem Betreff „Deine Bestellung: ABC12“",
    orderCodePictureCaption: "Die Bestellnummer steht im Betreff, hier ABC12.",
    orderCodeInvalid:
      "Die Bestellnummer besteht aus mindestens 5 Buchstaben und Ziffern, z. B. ABC12.",
    orderCodeMissing:
      "Bitte gib die Bestellnummer aus der Bestellbestätigung des Ticketshops ein, z. B. ABC12.",
    severalTickets: "In meiner Bestellung sind mehrere Tickets dieses Pakets",
    positionNumber: "Welches Ticket der Bestellung?",
    positionNumberHint: "Die Zahl hinter der Bestellnummer auf dem Ticket, z. B. 2 bei ABC12-2.",
    positionNumberInvalid: "Bitte eine Zahl von 1 bis 99.",
    positionNumberMissing: "Bitte gib an, welches Ticket der Bestellung du abgibst, z. B. 2.",
    name: "Dein Name",
    email: "Deine E-Mail-Adresse",
    iban: "IBAN für die Auszahlung",
    ibanHint: "Wird verschlüsselt gespeichert und nur für die Auszahlung verwendet.",
    ibanInvalid:
      "Diese IBAN ist ungültig – bitte prüfe sie noch einmal (sie beginnt mit dem Ländercode, z. B. DE, und hat in Deutschland 22 Stellen).",
    ibanMissing: "Bitte gib die IBAN ein, auf die wir den Ticketpreis überweisen sollen.",
    nameMissing: "Bitte gib deinen Namen ein.",
    emailMissing: "Bitte gib deine E-Mail-Adresse ein; dorthin schicken wir den Bestätigungslink.",
    emailInvalid: "Bitte gib eine gültige E-Mail-Adresse ein.",
    offerSubmit: "Ticket anbieten",
    requestTitle: "Ticket suchen",
    requestIntro:
      "Wir melden uns, sobald ein Ticket frei wird – wer zuerst bestätigt, ist zuerst dran.",
    amount: "Anzahl Tickets (1–10)",
    packageMissing: "Bitte wähle das Paket.",
    amountInvalid: "Bitte gib eine Anzahl von 1 bis 10 an.",
    requestSubmit: "Ticket anfragen",
    sending: "Einen Moment bitte...",
    offerSent:
      "Danke! Wir haben dir eine E-Mail geschickt – bitte bestätige dein Angebot über den Link darin.",
    requestSent:
      "Danke! Wir haben dir eine E-Mail geschickt – bitte bestätige deine Anfrage über den Link darin.",
    offerAgain: "Noch ein Ticket anbieten",
    requestAgain: "Noch eine Anfrage stellen",
    ibanEnding: "endet auf {last}",
  },
  en: {
    title: "Ticket exchange",
    intro:
      "You cannot come, or you are still looking for a ticket? Our ticket exchange passes tickets on at the original price. After sending you get an email with a confirmation link – only then does the team see your entry.",
    offerTitle: "Pass on a ticket",
    offerIntro: "As soon as your ticket finds a new owner, we transfer the ticket price to you.",
    package: "Package",
    packageChoose: "Please choose",
    orderCode: "Order code",
    orderCodeHint:
      "In the subject of the ticket shop's email, e.g. ABC12. With it the shop re-issues the ticket for the buyer after the sale; your old ticket then no longer works.",
    orderCodePicture: "The ticket shop's email with the subject “Your order: ABC12”",
    orderCodePictureCaption: "The order code is in the subject, here ABC12.",
    orderCodeInvalid: "The order code is at least 5 letters and digits, e.g. ABC12.",
    orderCodeMissing:
      "Please enter the order code from the ticket shop's order confirmation, e.g. ABC12.",
    severalTickets: "My order holds several tickets of this package",
    positionNumber: "Which ticket of the order?",
    positionNumberHint: "The number after the order code on the ticket, e.g. 2 for ABC12-2.",
    positionNumberInvalid: "Please enter a number from 1 to 99.",
    positionNumberMissing: "Please say which ticket of the order you pass on, e.g. 2.",
    name: "Your name",
    email: "Your email address",
    iban: "IBAN for the payout",
    ibanHint: "Stored encrypted and used for the payout only.",
    ibanInvalid:
      "This IBAN is not valid – please check it again (it starts with the country code, e.g. DE, and has 22 characters in Germany).",
    ibanMissing: "Please enter the IBAN we should transfer the ticket price to.",
    nameMissing: "Please enter your name.",
    emailMissing: "Please enter your email address; the confirmation link goes there.",
    emailInvalid: "Please enter a valid email address.",
    offerSubmit: "Offer ticket",
    requestTitle: "Look for a ticket",
    requestIntro:
      "We get in touch as soon as a ticket becomes available – first confirmed, first served.",
    amount: "Number of tickets (1–10)",
    packageMissing: "Please choose the package.",
    amountInvalid: "Please enter a number from 1 to 10.",
    requestSubmit: "Request tickets",
    sending: "One moment please...",
    offerSent: "Thank you! We have sent you an email – please confirm your offer with its link.",
    requestSent:
      "Thank you! We have sent you an email – please confirm your request with its link.",
    offerAgain: "Offer another ticket",
    requestAgain: "Make another request",
    ibanEnding: "ending in {last}",
  },
});
