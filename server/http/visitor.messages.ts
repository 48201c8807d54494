import { defineMessages, messageReader } from "../../core/messages.ts";

/** Server messages of the visitor calls, in both languages. `{x}` are filled in by `visitorText`. */
export const visitorMessages = defineMessages({
  de: {
    tooManyMails:
      "An diese E-Mail-Adresse haben wir gerade schon mehrere E-Mails geschickt – bitte versuche es in einer Stunde noch einmal.",
    registered:
      "Fast geschafft! Bitte schau in dein Postfach (auch in den Spam-Ordner) und klicke auf den Bestätigungslink.",
    subscribed: "Fertig! Ab jetzt bekommst du unseren Newsletter.",
    unsubscribed: "Du hast dich vom Newsletter abgemeldet.",
    unknownSubscriber: "Diese Anmeldung gibt es nicht (mehr). Bitte melde dich neu an.",
    subscriptionCancelled:
      "Diese Anmeldung wurde bereits abbestellt. Um den Newsletter wieder zu bekommen, melde dich bitte neu an.",
    postcardSent: "Deine Karte ist angekommen. Ich werde mich bald bei dir melden!",
    offerCreated:
      "Danke! Bitte bestätige dein Angebot über den Link, den wir dir gerade geschickt haben.",
    requestCreated:
      "Danke! Bitte bestätige deine Anfrage über den Link, den wir dir gerade geschickt haben.",
    confirmed: "Deine E-Mail-Adresse wurde bestätigt!",
    resaleClosed:
      "Die Ticketbörse dieser Stadt ist gerade geschlossen: Angebote und Anfragen nehmen wir nur an, solange hier Tickets verkauft werden.",
    unknownOffer: "Dieses Angebot gibt es nicht (mehr).",
    alreadyOffered:
      "Dieses Ticket (Bestellnummer und Position) ist schon in der Ticketbörse angeboten. Ein Ticket kann nur einmal weiterverkauft werden; bei Fragen schreib uns.",
    unknownRequest: "Diese Anfrage gibt es nicht (mehr).",
    linkExpired:
      "Dieser Bestätigungslink ist abgelaufen. Bitte trage dich auf der Ticketseite neu ein.",
    onSale: "Der Ticketverkauf läuft.",
    notYet: "Der Ticketverkauf hat noch nicht begonnen.",
    soldOut: "Ausverkauft – es gibt keine Tickets mehr.",
    ticketsReserved:
      "Alle übrigen Tickets sind gerade reserviert. Verfällt eine Reservierung, gibt es wieder welche – versuche es in ein paar Minuten noch einmal.",
    voucherOnly:
      "Dieses Ticketpaket gibt es nur mit einem Gutschein, z. B. aus dem Warteraum oder von der Warteliste.",
    saleOver: "Der Ticketverkauf ist beendet.",
    eventOver:
      "Diese Party ist vorbei, ihr Ticketverkauf ist beendet. Den nächsten Termin findest du unter „Termine“.",
    packageUnavailable: "Dieses Ticketpaket ist im Moment nicht erhältlich.",
    unknownShop: "Diesen Ticketshop gibt es nicht.",
    unknownPackage: "Dieses Ticketpaket gibt es nicht.",
    registrationOver: "Die Anmeldung ist geschlossen.",
    shopUnavailable: "Der Ticketshop ist gerade nicht erreichbar.",
    storageUnavailable:
      "Wir können deine Anfrage gerade nicht speichern. Bitte versuche es in ein paar Minuten noch einmal.",
    counted: "Gezählt.",
  },
  en: {
    tooManyMails:
      "We have just sent several emails to this email address – please try again in an hour.",
    registered:
      "Almost done! Please check your inbox (and the spam folder) and click the confirmation link.",
    subscribed: "Done! From now on you receive our newsletter.",
    unsubscribed: "You have left the newsletter.",
    unknownSubscriber: "This subscription does not exist (any more). Please sign up again.",
    subscriptionCancelled:
      "This subscription was already cancelled. To receive the newsletter again, please sign up again.",
    postcardSent: "Your card has arrived. I will get back to you soon!",
    offerCreated: "Thank you! Please confirm your offer with the link we have just sent you.",
    requestCreated: "Thank you! Please confirm your request with the link we have just sent you.",
    confirmed: "Your email address has been confirmed!",
    resaleClosed:
      "This city's ticket exchange is closed right now: we take offers and requests only while tickets for it are on sale.",
    unknownOffer: "This offer does not exist (any more).",
    alreadyOffered:
      "This ticket (order code and position) is already offered on the ticket exchange. A ticket can only be resold once; write to us with any questions.",
    unknownRequest: "This request does not exist (any more).",
    linkExpired: "This confirmation link has expired. Please sign up again on the ticket page.",
    onSale: "The ticket sale is open.",
    notYet: "The ticket sale has not started yet.",
    soldOut: "Sold out – there are no tickets left.",
    ticketsReserved:
      "All remaining tickets are reserved right now. When a reservation lapses, tickets come back – please try again in a few minutes.",
    voucherOnly:
      "This ticket package is only sold with a voucher, e.g. from the waiting room or the wait list.",
    saleOver: "The ticket sale is over.",
    eventOver: "This party is over, and so is its ticket sale. The next date is under “Schedule”.",
    packageUnavailable: "This ticket package is not available right now.",
    unknownShop: "This ticket shop does not exist.",
    unknownPackage: "This ticket package does not exist.",
    registrationOver: "Registration is closed.",
    shopUnavailable: "The ticket shop cannot be reached right now.",
    storageUnavailable: "We cannot save your request right now. Please try again in a few minutes.",
    counted: "Counted.",
  },
});

export const visitorText = messageReader(visitorMessages);

export type VisitorTextKey = Parameters<typeof visitorText>[1];
