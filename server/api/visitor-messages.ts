import type { Locale } from "../../core/locale.ts";
import { messageCatalog } from "../messages.ts";

/** Server messages of the visitor calls, in both languages. `{x}` are filled in by `visitorText`. */
export const visitorText = messageCatalog({
  de: {
    badJson: "Die Anfrage ist kein gültiges JSON.",
    notAnObject: "Die Anfrage muss ein JSON-Objekt sein.",
    invalid: "Ungültige Eingabe: {detail}",
    tooLarge: "Die Anfrage ist zu groß (höchstens {max}).",
    noBody: "Diese Anfrage darf keinen Inhalt mitschicken.",
    tooMany: "Zu viele Anfragen – bitte versuche es in ein paar Minuten noch einmal.",
    tooManyMails:
      "An diese E-Mail-Adresse haben wir gerade schon mehrere Mails geschickt – bitte versuche es in einer Stunde noch einmal.",
    missing: "{field} fehlt",
    wrongType: "{field} hat den falschen Typ (erwartet: {expected})",
    empty: "{field} darf nicht leer sein",
    tooLong: "{field} ist zu lang (höchstens {max} Zeichen)",
    tooSmall: "{field} muss mindestens {min} sein",
    tooBig: "{field} darf höchstens {max} sein",
    badFormat: "{field} ist ungültig",
    badEmail: "{field} ist keine gültige E-Mail-Adresse",
    badIban: "{field} ist keine gültige IBAN",
    lineBreak: "{field} darf keine Zeilenumbrüche enthalten",
    controlChars: "{field} enthält unsichtbare Steuerzeichen",
    unknownField: "unbekanntes Feld {field}",
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
    unknownOffer: "Dieses Angebot gibt es nicht (mehr).",
    unknownRequest: "Diese Anfrage gibt es nicht (mehr).",
    linkExpired:
      "Dieser Bestätigungslink ist abgelaufen. Bitte trage dich auf der Ticketseite neu ein.",
    onSale: "Der Ticketverkauf läuft.",
    notYet: "Der Ticketverkauf hat noch nicht begonnen.",
    soldOut: "Ausverkauft – es gibt keine Tickets mehr.",
    saleOver: "Der Ticketverkauf ist beendet.",
    unknownShop: "Diesen Ticketshop gibt es nicht.",
    shopUnavailable: "Der Ticketshop ist gerade nicht erreichbar.",
    storageUnavailable:
      "Wir können deine Anfrage gerade nicht speichern. Bitte versuche es in ein paar Minuten noch einmal.",
    counted: "Gezählt.",
  },
  en: {
    badJson: "The request is not valid JSON.",
    notAnObject: "The request must be a JSON object.",
    invalid: "Invalid input: {detail}",
    tooLarge: "The request is too large (at most {max}).",
    noBody: "This request must not carry a body.",
    tooMany: "Too many requests – please try again in a few minutes.",
    tooManyMails:
      "We have just sent several mails to this e-mail address – please try again in an hour.",
    missing: "{field} is missing",
    wrongType: "{field} has the wrong type (expected {expected})",
    empty: "{field} must not be empty",
    tooLong: "{field} is too long (at most {max} characters)",
    tooSmall: "{field} must be at least {min}",
    tooBig: "{field} must be at most {max}",
    badFormat: "{field} is not valid",
    badEmail: "{field} is not a valid e-mail address",
    badIban: "{field} is not a valid IBAN",
    lineBreak: "{field} must not contain line breaks",
    controlChars: "{field} contains invisible control characters",
    unknownField: "unknown field {field}",
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
    confirmed: "Your e-mail address has been confirmed!",
    unknownOffer: "This offer does not exist (any more).",
    unknownRequest: "This request does not exist (any more).",
    linkExpired: "This confirmation link has expired. Please sign up again on the ticket page.",
    onSale: "The ticket sale is open.",
    notYet: "The ticket sale has not started yet.",
    soldOut: "Sold out – there are no tickets left.",
    saleOver: "The ticket sale is over.",
    unknownShop: "This ticket shop does not exist.",
    shopUnavailable: "The ticket shop cannot be reached right now.",
    storageUnavailable: "We cannot save your request right now. Please try again in a few minutes.",
    counted: "Counted.",
  },
});

export type VisitorTextKey = Parameters<typeof visitorText>[1];

/** Names of the fields as the visitor knows them from the forms. */
const fieldNames: Record<Locale, Record<string, string>> = {
  de: {
    email: "E-Mail-Adresse",
    name: "Name",
    message: "Nachricht",
    id: "ID",
    ticketId: "Ticketnummer",
    iban: "IBAN",
    amount: "Anzahl",
    ticketShopId: "Shop-ID",
  },
  en: {
    email: "E-mail address",
    name: "Name",
    message: "Message",
    id: "ID",
    ticketId: "Ticket number",
    iban: "IBAN",
    amount: "Amount",
    ticketShopId: "Shop id",
  },
};

export function fieldName(locale: Locale, field: string): string {
  return fieldNames[locale][field] ?? field;
}
