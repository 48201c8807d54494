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
    voucherSubject: "Ein Ticket für dich: {packageTitle} – kaufen bis {validUntil}",
    voucherText:
      "Gute Nachricht: Ein Ticket für {packageTitle} ist zurückgekommen, und du bist dran. Dein Gutschein hält es für dich bereit:",
    ticket: "Ticket",
    for: "Für",
    price: "Preis",
    free: "kostenlos",
    voucherValidUntil: "Gutschein gilt bis",
    voucherHow:
      "So geht es: Tippe auf „Ticket im Shop kaufen“. Der Ticketshop öffnet sich mit deinem Gutschein und zeigt das Ticket, das er für dich hält. Leg es in den Warenkorb, gib deine Daten ein und schließe die Bestellung bis {validUntil} ab; danach schickt dir der Ticketshop dein Ticket per E-Mail.",
    voucherByHand: "Klappt der Knopf nicht, gib im Ticketshop diesen Gutscheincode ein:",
    voucherCode: "Gutscheincode",
    voucherAction: "Ticket im Shop kaufen",
    voucherAfter:
      "Ist bis dahin keine Bestellung da, verfällt der Gutschein, und das Ticket geht an die nächste Person auf der Liste. Brauchst du es nicht mehr, musst du nichts tun.",
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
    voucherSubject: "A ticket for you: {packageTitle} – buy by {validUntil}",
    voucherText:
      "Good news: a ticket for {packageTitle} came back, and it is your turn. Your voucher holds it for you:",
    ticket: "Ticket",
    for: "For",
    price: "Price",
    free: "free",
    voucherValidUntil: "Voucher valid until",
    voucherHow:
      "What to do: tap “Buy the ticket in the shop”. The ticket shop opens with your voucher and shows the ticket it holds for you. Put it in the basket, enter your details and complete the order by {validUntil}; the ticket shop then mails you your ticket.",
    voucherByHand: "If the button does not work, enter this voucher code in the ticket shop:",
    voucherCode: "Voucher code",
    voucherAction: "Buy the ticket in the shop",
    voucherAfter:
      "If there is no order by then, the voucher lapses and the ticket goes to the next person on the list. If you no longer need it, there is nothing you need to do.",
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
