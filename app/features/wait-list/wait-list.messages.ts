import { defineMessages } from "../../i18n/messages.ts";

/** The wait list's page: its form. */
export const waitListMessages = defineMessages({
  de: {
    pageTitle: "Warteliste",
    title: "Warteliste für {title}",
    intro:
      "Kommen Tickets zurück, bekommt die nächste Person auf der Liste per E-Mail einen Gutschein, der ihr ein Ticket {hours, plural, one {# Stunde} other {# Stunden}} lang im Shop reserviert. Nutzt sie ihn nicht, geht er an die nächste.",
    privacy:
      "Wir speichern nur deine E-Mail-Adresse, nur für diese Warteliste. Jede E-Mail hat einen Link, mit dem du die Liste verlässt; deine Adresse wird dann gelöscht.",
    email: "E-Mail-Adresse",
    emailInvalid: "Bitte gib eine gültige E-Mail-Adresse ein.",
    emailMissing: "Bitte gib deine E-Mail-Adresse ein.",
    submit: "Auf die Warteliste",
    sending: "Wird gesendet...",
    sent: "Fast geschafft! Bitte schau in dein Postfach (auch in den Spam-Ordner) und bestätige deinen Platz über den Link.",
    again: "Weitere Adresse eintragen",
    notSoldOut: "Dieses Paket ist nicht ausverkauft – Tickets gibt es im Shop.",
    unknownPackage: "Dieses Ticketpaket gibt es nicht.",
    refused:
      "Das hat nicht geklappt. Bitte prüfe deine E-Mail-Adresse und versuche es noch einmal.",
    closed: "Diese Warteliste ist geschlossen.",
    listClosed:
      "Diese Warteliste ist geschlossen: Das Team nimmt keine neuen Einträge an, und über sie kommen keine Tickets mehr.",
    tooManyMails:
      "An diese E-Mail-Adresse haben wir gerade schon mehrere E-Mails geschickt – bitte versuche es in einer Stunde noch einmal.",
    backToTickets: "Zurück zu den Tickets",
  },
  en: {
    pageTitle: "Wait list",
    title: "Wait list for {title}",
    intro:
      "When tickets come back, the next person on the list gets a voucher by email that holds a ticket in the shop for {hours, plural, one {# hour} other {# hours}}. If it is not used, it goes to the next person.",
    privacy:
      "We store only your email address, only for this wait list. Every mail has a link to leave the list; your address is then deleted.",
    email: "Email address",
    emailInvalid: "Please enter a valid email address.",
    emailMissing: "Please enter your email address.",
    submit: "Join the wait list",
    sending: "Sending...",
    sent: "Almost done! Please check your inbox (and the spam folder) and confirm your place with the link.",
    again: "Add another address",
    notSoldOut: "This package is not sold out – tickets are in the shop.",
    unknownPackage: "This ticket package does not exist.",
    refused: "That did not work. Please check your email address and try again.",
    closed: "This wait list is closed.",
    listClosed:
      "This wait list is closed: the team takes no new entries, and no more tickets come through it.",
    tooManyMails:
      "We have just sent several mails to this email address – please try again in an hour.",
    backToTickets: "Back to the tickets",
  },
});
