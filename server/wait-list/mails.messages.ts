import { defineMessages } from "../../core/messages.ts";

/** The wait list's mails: subjects, paragraphs and buttons; `{x}` are filled in. */
export const waitListMailMessages = defineMessages({
  de: {
    footerWhy:
      "Du bekommst diese E-Mail, weil diese Adresse auf einer Warteliste von PamperPlay steht.",
    footerLeave: "Warteliste verlassen",
    confirmSubject: "Bitte bestätige deinen Platz auf der Warteliste für {packageTitle}",
    confirmText:
      "Jemand – hoffentlich du – möchte mit dieser E-Mail-Adresse auf die Warteliste für {packageTitle} bei {site}. Erst mit deiner Bestätigung bekommst du einen Platz:",
    confirmAction: "Platz bestätigen",
    inLineSubject: "Du bist bereits auf der Warteliste für {packageTitle}",
    inLineText:
      "Jemand hat diese E-Mail-Adresse gerade noch einmal eingetragen. Sie steht schon auf der Warteliste, zurzeit auf Platz {place} – du musst nichts tun.",
    voucherSubject: "Ein Ticket für dich: {packageTitle}",
    voucherText:
      "Gute Nachricht: Ein Ticket für {packageTitle} ist zurückgekommen, und du bist dran. Dein Gutschein hält es für dich bis {validUntil}. Danach geht es an die nächste Person auf der Liste.",
    voucherCode: "Gutscheincode",
    voucherAction: "Ticket im Shop kaufen",
    closedSubject: "Die Warteliste für {packageTitle} ist geschlossen",
    closedText:
      "Das Team von {site} hat die Warteliste für {packageTitle} geschlossen: Über sie kommen keine Tickets mehr. Deine E-Mail-Adresse haben wir von der Liste gelöscht.",
    leftSubject: "Du hast die Warteliste für {packageTitle} verlassen",
    leftText:
      "Du stehst nicht mehr auf der Warteliste für {packageTitle} bei {site}. War das ein Versehen? Bis {until} kannst du an deinen alten Platz zurück:",
    leftAction: "Zurück an meinen Platz",
    leftAfter:
      "Danach löschen wir deine E-Mail-Adresse von der Liste. Wenn du gehen wolltest, musst du nichts weiter tun.",
  },
  en: {
    footerWhy: "You receive this email because this address is on a PamperPlay wait list.",
    footerLeave: "Leave the wait list",
    confirmSubject: "Please confirm your place on the wait list for {packageTitle}",
    confirmText:
      "Someone – hopefully you – wants to join the wait list for {packageTitle} at {site} with this address. Your place counts once you confirm:",
    confirmAction: "Confirm my place",
    inLineSubject: "You are already on the wait list for {packageTitle}",
    inLineText:
      "Someone just entered this address again. It is already on the wait list, at place {place} right now – there is nothing you need to do.",
    voucherSubject: "A ticket for you: {packageTitle}",
    voucherText:
      "Good news: a ticket for {packageTitle} came back, and it is your turn. Your voucher holds it for you until {validUntil}. After that it goes to the next person on the list.",
    voucherCode: "Voucher code",
    voucherAction: "Buy the ticket in the shop",
    closedSubject: "The wait list for {packageTitle} is closed",
    closedText:
      "The team of {site} closed the wait list for {packageTitle}: no more tickets come through it. We deleted your email address from the list.",
    leftSubject: "You left the wait list for {packageTitle}",
    leftText:
      "You are no longer on the wait list for {packageTitle} at {site}. Was that a mistake? Until {until} you can go back to your old place:",
    leftAction: "Back to my place",
    leftAfter:
      "After that we delete your email address from the list. If you meant to leave, there is nothing more to do.",
  },
});
