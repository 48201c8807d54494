import { defineMessages } from "../../core/messages.ts";

/** The ticket exchange's mails: subjects, paragraphs, labels and buttons; `{x}` are filled in. */
export const resaleMailMessages = defineMessages({
  de: {
    tickets: "{count, plural, one {# Ticket} other {# Tickets}}",
    quoted: "„{ticket}“",
    ticket: "Ticket",
    for: "Für",
    confirmAction: "E-Mail-Adresse bestätigen",
    orderCode: "Deine Bestellnummer:",
    offerConfirmSubject: "Bitte bestätige dein Ticketangebot ({site})",
    offerConfirmText:
      "Du möchtest ein Ticket über die Ticketbörse von {site} weitergeben. Bitte bestätige deine E-Mail-Adresse, erst dann sieht das Team dein Angebot.",
    offerConfirmPayout:
      "Sobald dein Ticket einen neuen Besitzer findet, überweisen wir dir den Ticketpreis auf das angegebene Konto.",
    requestConfirmSubject: "Bitte bestätige deine Ticketanfrage ({site})",
    requestConfirmText:
      "Du suchst {tickets} über die Ticketbörse von {site}. Bitte bestätige deine E-Mail-Adresse, erst dann sieht das Team deine Anfrage:",
    requestConfirmNext: "Wir melden uns, sobald ein Ticket frei wird.",
    notifiedSubject: "Gute Nachricht: Ticket für dich frei ({site})",
    notifiedText:
      "Du hast über die Ticketbörse von {site} {tickets} gesucht. Jetzt ist etwas für dich frei geworden!",
    notifiedNext:
      "Wir melden uns in Kürze mit den Details zu Bezahlung und Übergabe. Brauchst du die Tickets nicht mehr? Dann antworte bitte kurz auf diese E-Mail, damit jemand anderes zum Zug kommt.",
    notifiedAction: "Zur Ticketseite",
    teamNote: "Hinweise des Teams:",
    teamNoteGerman: "Hinweise des Teams:",
    requestMatchedSubject: "Ein Ticket für dich – bitte bis {payBy} bezahlen ({site})",
    requestMatchedText:
      "Über die Ticketbörse von {site} ist ein Ticket für dich frei geworden. Es ist für dich reserviert, wenn du es bis {payBy} bezahlst; danach geht es an die nächste Person in der Warteschlange.",
    pleaseTransfer: "Bitte überweise:",
    amount: "Betrag",
    holder: "Empfänger",
    iban: "IBAN",
    bic: "BIC",
    reference: "Verwendungszweck",
    payBy: "Zahlbar bis",
    handover:
      "So bekommst du dein Ticket: Sobald deine Zahlung bei uns ist, übergibt das Team dir das Ticket: Der Ticketshop stellt das Ticket neu auf deine E-Mail-Adresse aus. Du bekommst dann vom Ticketshop eine E-Mail mit dem Link zu deiner Bestellung; dort liegt dein Ticket mit neuem QR-Code. Das Ticket des Verkäufers gilt ab dann nicht mehr.",
    referenceExactly:
      "Gib bei der Zahlung bitte genau diesen Verwendungszweck an, damit wir sie dir zuordnen können. Fragen, oder brauchst du das Ticket nicht mehr? Antworte einfach auf diese E-Mail – sie geht an unser Team.",
    offerMatchedSubject: "Wir haben jemanden für dein Ticket gefunden ({site})",
    offerMatchedText:
      "Für dein Ticket in der Ticketbörse von {site} haben wir jemanden gefunden, der es kaufen möchte.",
    youReceive: "Du bekommst",
    accountEnding: "Auf dein Konto mit der IBAN-Endung",
    payoutWhen:
      "Die Person hat bis {payBy} Zeit zu bezahlen. Sobald ihre Zahlung bei uns eingegangen ist, überweisen wir dir {amount} innerhalb von {payoutDays} Tagen. Zahlt sie nicht rechtzeitig, geht dein Ticket an die nächste Person in der Warteschlange, und wir schreiben dir wieder.",
    keepTicket:
      "Bitte gib das Ticket bis dahin nicht anderweitig weiter. Nach der Übergabe stellt der Ticketshop es neu auf die Käuferin oder den Käufer aus; dein bisheriges Ticket gilt dann nicht mehr.",
  },
  en: {
    tickets: "{count, plural, one {# ticket} other {# tickets}}",
    quoted: "“{ticket}”",
    ticket: "Ticket",
    for: "For",
    confirmAction: "Confirm email address",
    orderCode: "Your order code:",
    offerConfirmSubject: "Please confirm your ticket offer ({site})",
    offerConfirmText:
      "You want to pass on a ticket through the {site} ticket exchange. Please confirm your email address; only then does the team see your offer.",
    offerConfirmPayout:
      "As soon as your ticket finds a new owner, we transfer the ticket price to the account you gave.",
    requestConfirmSubject: "Please confirm your ticket request ({site})",
    requestConfirmText:
      "You are looking for {tickets} through the {site} ticket exchange. Please confirm your email address; only then does the team see your request:",
    requestConfirmNext: "We get in touch as soon as a ticket becomes available.",
    notifiedSubject: "Good news: a ticket is available for you ({site})",
    notifiedText:
      "You were looking for {tickets} through the {site} ticket exchange. Now something has become available for you!",
    notifiedNext:
      "We will get in touch shortly with the details of payment and handover. Don't need the tickets any more? Then please reply briefly to this email so that someone else gets the chance.",
    notifiedAction: "Go to the ticket page",
    teamNote: "Notes from the team:",
    teamNoteGerman: "Notes from the team (in German):",
    requestMatchedSubject: "A ticket for you – please pay by {payBy} ({site})",
    requestMatchedText:
      "A ticket has become available for you through the {site} ticket exchange. It is reserved for you if you pay by {payBy}; after that it goes to the next person in line.",
    pleaseTransfer: "Please transfer:",
    amount: "Amount",
    holder: "Account holder",
    iban: "IBAN",
    bic: "BIC",
    reference: "Payment reference",
    payBy: "Pay by",
    handover:
      "How your ticket reaches you: once your payment has reached us, the team hands the ticket over to you: the ticket shop re-issues the ticket to your email address. The ticket shop then sends you an email with the link to your order, where your ticket with a new QR code is waiting. From then on the seller's ticket no longer works.",
    referenceExactly:
      "Please give exactly this payment reference with your payment, so that we can match it to you. Questions, or don't need the ticket any more? Just reply to this email – it goes to our team.",
    offerMatchedSubject: "We found a buyer for your ticket ({site})",
    offerMatchedText:
      "We found someone who wants to buy your ticket from the {site} ticket exchange.",
    youReceive: "You receive",
    accountEnding: "To your account ending in",
    payoutWhen:
      "They have until {payBy} to pay. Once their payment has reached us, we transfer {amount} to you within {payoutDays} days. If they do not pay in time, your ticket goes to the next person in line and we write to you again.",
    keepTicket:
      "Until then, please do not pass the ticket on elsewhere. After the handover the ticket shop re-issues it to the buyer; your current ticket then no longer works.",
  },
});
