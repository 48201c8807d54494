import { defineMessages, messageReader } from "../../core/messages.ts";

/** The wait list's answers, in both languages; `{x}` are filled in. */
export const waitListMessages = defineMessages({
  de: {
    joined:
      "Fast geschafft! Bitte schau in dein Postfach (auch in den Spam-Ordner) und bestätige deinen Platz über den Link.",
    place: "Du bist Nr. {place} auf der Warteliste für {title}.",
    served:
      "Du warst an der Reihe: Dein Gutschein für {title} ist per E-Mail unterwegs oder schon angekommen.",
    left: "Du hast die Warteliste verlassen. Bis morgen um diese Zeit kannst du an deinen Platz zurück, danach löschen wir deine E-Mail-Adresse.",
    deleted: "Du hast die Warteliste verlassen. Deine E-Mail-Adresse ist gelöscht.",
    leftEntry:
      "Du hast diese Warteliste verlassen. An deinen Platz zurück kommst du mit dem Link aus der E-Mail dazu.",
    rejoinGone:
      "Der Tag, an dem du an deinen Platz zurückkonntest, ist vorbei. Trag dich gern neu ein.",
    unknownEntry: "Diesen Platz auf der Warteliste gibt es nicht (mehr).",
    closed: "Diese Warteliste ist geschlossen.",
    unknownPackage: "Dieses Ticketpaket gibt es nicht.",
    notSoldOut: "Dieses Paket ist nicht ausverkauft: Tickets gibt es im Shop.",
    released: "{count, plural, one {# Ticket geht} other {# Tickets gehen}} an die Warteliste.",
    shopShort:
      "Im Shop {left, plural, =0 {ist kein Ticket} one {ist nur # Ticket} other {sind nur # Tickets}} dieses Pakets frei. Gib sie zuerst im Shop frei (z. B. das Kontingent erhöhen), dann hier.",
    shopUnreachable:
      "Der Ticketshop antwortet gerade nicht, nichts wurde freigegeben. Versuch es gleich noch einmal.",
    saved: "Gespeichert.",
    listClosed:
      "Die Warteliste ist geschlossen; wer darauf stand, bekommt eine E-Mail, die Adressen sind gelöscht.",
    listReopened: "Die Warteliste ist wieder offen.",
  },
  en: {
    joined:
      "Almost done! Please check your inbox (and the spam folder) and confirm your place with the link.",
    place: "You are no. {place} on the wait list for {title}.",
    served: "It was your turn: your voucher for {title} is on its way by email, or already there.",
    left: "You have left the wait list. Until this time tomorrow you can go back to your place; after that we delete your email address.",
    deleted: "You have left the wait list. Your email address is deleted.",
    leftEntry:
      "You have left this wait list. The link in the email about it takes you back to your place.",
    rejoinGone:
      "The day in which you could go back to your place is over. You are welcome to join anew.",
    unknownEntry: "This place on the wait list does not exist (any more).",
    closed: "This wait list is closed.",
    unknownPackage: "This ticket package does not exist.",
    notSoldOut: "This package is not sold out: tickets are in the shop.",
    released: "{count, plural, one {# ticket goes} other {# tickets go}} to the wait list.",
    shopShort:
      "The shop has {left, plural, =0 {no ticket} one {only # ticket} other {only # tickets}} of this package free. Free them in the shop first (e.g. raise the quota), then here.",
    shopUnreachable:
      "The ticket shop is not answering right now; nothing was released. Please try again in a moment.",
    saved: "Saved.",
    listClosed:
      "The wait list is closed; the people on it get an email, the addresses are deleted.",
    listReopened: "The wait list is open again.",
  },
});

export const waitListText = messageReader(waitListMessages);
