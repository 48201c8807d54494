import type { Locale } from "../../core/locale.ts";
import { defineMessages, messageReader } from "../../core/messages.ts";

/**
 * The edge's own answers (unreadable or invalid input, too large, too many requests), in both
 * languages; routers keep their texts in their area's catalogue. `{x}` are filled in by `edgeText`.
 */
export const edgeMessages = defineMessages({
  de: {
    badJson: "Die Anfrage ist kein gültiges JSON.",
    notAnObject: "Die Anfrage muss ein JSON-Objekt sein.",
    badForm: "Die Anfrage ist kein lesbares Formular.",
    invalid: "Ungültige Eingabe: {detail}",
    tooLarge: "Die Anfrage ist zu groß (höchstens {max}).",
    noBody: "Diese Anfrage darf keinen Inhalt mitschicken.",
    tooSlow: "Die Anfrage kam zu langsam an – bitte versuche es noch einmal.",
    tooMany: "Zu viele Anfragen – bitte versuche es in ein paar Minuten noch einmal.",
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
    oneOf: "erwartet wird genau eines von {options}",
    quoted: "„{text}“",
    body: "Der Inhalt",
    unknownEndpoint: "Diese Schnittstelle gibt es nicht.",
    crossSite:
      "Diese Anfrage kam von einer anderen Website und wurde nicht ausgeführt. Bitte nutze das Formular hier auf unserer Seite.",
    jsonOnly: "Diese Anfrage muss JSON schicken (Content-Type: application/json).",
    internal: "Da ist bei uns etwas schiefgegangen – bitte versuche es später noch einmal.",
  },
  en: {
    badJson: "The request is not valid JSON.",
    notAnObject: "The request must be a JSON object.",
    badForm: "The request is not a readable form.",
    invalid: "Invalid input: {detail}",
    tooLarge: "The request is too large (at most {max}).",
    noBody: "This request must not carry a body.",
    tooSlow: "The request arrived too slowly – please try again.",
    tooMany: "Too many requests – please try again in a few minutes.",
    missing: "{field} is missing",
    wrongType: "{field} has the wrong type (expected {expected})",
    empty: "{field} must not be empty",
    tooLong: "{field} is too long (at most {max} characters)",
    tooSmall: "{field} must be at least {min}",
    tooBig: "{field} must be at most {max}",
    badFormat: "{field} is not valid",
    badEmail: "{field} is not a valid email address",
    badIban: "{field} is not a valid IBAN",
    lineBreak: "{field} must not contain line breaks",
    controlChars: "{field} contains invisible control characters",
    unknownField: "unknown field {field}",
    oneOf: "expected exactly one of {options}",
    quoted: "“{text}”",
    body: "The body",
    unknownEndpoint: "Unknown API endpoint",
    crossSite:
      "This request came from another website and was not carried out. Please use the form here on our site.",
    jsonOnly: "This request must send JSON (Content-Type: application/json).",
    internal: "Something went wrong on our side – please try again later.",
  },
});

export const edgeText = messageReader(edgeMessages);

/** Names of the fields as the visitor knows them from the forms, and how a name is quoted. */
export const edgeFieldNames = defineMessages({
  de: {
    email: "E-Mail-Adresse",
    name: "Name",
    message: "Nachricht",
    id: "ID",
    packageId: "Paket",
    orderCode: "Bestellnummer",
    positionNumber: "Ticket der Bestellung",
    iban: "IBAN",
    amount: "Anzahl",
    ticketShopId: "Shop-ID",
  },
  en: {
    email: "Email address",
    name: "Name",
    message: "Message",
    id: "ID",
    packageId: "Package",
    orderCode: "Order code",
    positionNumber: "Ticket of the order",
    iban: "IBAN",
    amount: "Amount",
    ticketShopId: "Shop id",
  },
});

const namedField = messageReader(edgeFieldNames);
const isNamed = (field: string): field is keyof (typeof edgeFieldNames)["de"] =>
  Object.hasOwn(edgeFieldNames.de, field);

/** A field's name as the forms say it; a field the forms do not name is called by its key. */
export function fieldName(locale: Locale, field: string): string {
  return isNamed(field) ? namedField(locale, field) : field;
}
