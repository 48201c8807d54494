import { defineMessages } from "../../i18n/messages.ts";

export const resaleMessages = defineMessages({
  de: {
    title: "Ticketbörse",
    intro:
      "Du kannst nicht kommen oder suchst noch ein Ticket? Über unsere Ticketbörse vermitteln wir Tickets zum Originalpreis. Nach dem Absenden bekommst du eine E-Mail mit einem Bestätigungslink – erst dann sieht das Team deinen Eintrag.",
    offerTitle: "Ticket abgeben",
    offerIntro:
      "Sobald dein Ticket einen neuen Besitzer gefunden hat, überweisen wir dir den Ticketpreis.",
    ticketId: "Ticketnummer",
    ticketIdHint: "Steht auf deinem Ticket, z. B. PP25-0042.",
    orderCode: "Bestellnummer",
    orderCodeHint:
      "Aus der Bestellbestätigung des Ticketshops, z. B. ABC12. Damit stellt der Shop das Ticket nach dem Verkauf neu für den Käufer aus; dein altes Ticket gilt dann nicht mehr.",
    orderCodeInvalid:
      "Die Bestellnummer besteht aus mindestens 5 Buchstaben und Ziffern, z. B. ABC12.",
    orderCodeMissing:
      "Bitte gib die Bestellnummer aus der Bestellbestätigung des Ticketshops ein, z. B. ABC12.",
    positionNumber: "Position in der Bestellung (nur bei mehreren Tickets)",
    positionNumberHint:
      "Hast du mehrere Tickets in einer Bestellung: welches? Die Zahl hinter der Bestellnummer auf dem Ticket, z. B. 2 bei ABC12-2. Sonst leer lassen.",
    positionNumberInvalid: "Bitte eine Zahl von 1 bis 99 – oder leer lassen.",
    name: "Dein Name",
    email: "Deine E-Mail-Adresse",
    iban: "IBAN für die Auszahlung",
    ibanHint: "Wird verschlüsselt gespeichert und nur für die Auszahlung verwendet.",
    ibanInvalid:
      "Diese IBAN ist ungültig – bitte prüfe sie noch einmal (sie beginnt mit dem Ländercode, z. B. DE, und hat in Deutschland 22 Stellen).",
    ibanMissing: "Bitte gib die IBAN ein, auf die wir den Ticketpreis überweisen sollen.",
    ticketIdInvalid:
      "Das sieht nicht nach einer Ticketnummer aus: Sie steht auf deinem Ticket und hat Buchstaben und Ziffern, z. B. PP25-0042.",
    ticketIdMissing:
      "Bitte gib die Ticketnummer ein; sie steht auf deinem Ticket, z. B. PP25-0042.",
    nameMissing: "Bitte gib deinen Namen ein.",
    emailMissing: "Bitte gib deine E-Mail-Adresse ein; dorthin schicken wir den Bestätigungslink.",
    emailInvalid: "Bitte gib eine gültige E-Mail-Adresse ein.",
    offerSubmit: "Ticket anbieten",
    requestTitle: "Ticket suchen",
    requestIntro:
      "Wir melden uns, sobald ein Ticket frei wird – wer zuerst bestätigt, ist zuerst dran.",
    amount: "Anzahl Tickets (1–10)",
    amountInvalid: "Bitte gib eine Anzahl von 1 bis 10 an.",
    requestSubmit: "Ticket anfragen",
    fillAll: "Bitte fülle zuerst alle Felder aus",
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
    ticketId: "Ticket number",
    ticketIdHint: "Printed on your ticket, e.g. PP25-0042.",
    orderCode: "Order code",
    orderCodeHint:
      "From the ticket shop's order confirmation, e.g. ABC12. With it the shop re-issues the ticket for the buyer after the sale; your old ticket then no longer works.",
    orderCodeInvalid: "The order code is at least 5 letters and digits, e.g. ABC12.",
    orderCodeMissing:
      "Please enter the order code from the ticket shop's order confirmation, e.g. ABC12.",
    positionNumber: "Position in the order (only with several tickets)",
    positionNumberHint:
      "Several tickets in one order: which one? The number after the order code on the ticket, e.g. 2 for ABC12-2. Otherwise leave it empty.",
    positionNumberInvalid: "Please a number from 1 to 99 – or leave it empty.",
    name: "Your name",
    email: "Your email address",
    iban: "IBAN for the payout",
    ibanHint: "Stored encrypted and used for the payout only.",
    ibanInvalid:
      "This IBAN is not valid – please check it again (it starts with the country code, e.g. DE, and has 22 characters in Germany).",
    ibanMissing: "Please enter the IBAN we should transfer the ticket price to.",
    ticketIdInvalid:
      "That does not look like a ticket number: it is printed on your ticket and has letters and digits, e.g. PP25-0042.",
    ticketIdMissing:
      "Please enter the ticket number; it is printed on your ticket, e.g. PP25-0042.",
    nameMissing: "Please enter your name.",
    emailMissing: "Please enter your email address; the confirmation link goes there.",
    emailInvalid: "Please enter a valid email address.",
    offerSubmit: "Offer ticket",
    requestTitle: "Look for a ticket",
    requestIntro:
      "We get in touch as soon as a ticket becomes available – first confirmed, first served.",
    amount: "Number of tickets (1–10)",
    amountInvalid: "Please enter a number from 1 to 10.",
    requestSubmit: "Request tickets",
    fillAll: "Please fill in all fields first",
    sending: "One moment please...",
    offerSent: "Thank you! We have sent you an email – please confirm your offer with its link.",
    requestSent:
      "Thank you! We have sent you an email – please confirm your request with its link.",
    offerAgain: "Offer another ticket",
    requestAgain: "Make another request",
    ibanEnding: "ending in {last}",
  },
});
