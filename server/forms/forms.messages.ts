import { defineMessages, messageReader } from "../../core/messages.ts";

/** The form service's answers to visitors, in their language. */
export const formMessages = defineMessages({
  de: {
    unknownForm: "Dieses Formular gibt es nicht.",
    closed: "Die Anmeldefrist ist am {date} abgelaufen; das Formular ist geschlossen.",
    invalid: "Bitte prüfe deine Angaben: {detail}",
    submitted:
      "Wir haben dir eine E-Mail mit einer PIN geschickt. Gib sie hier ein, um deine Anfrage abzuschicken.",
    unknownSubmission:
      "Diese Anfrage gibt es nicht (mehr). Unbestätigte Anfragen löschen wir nach 24 Stunden – bitte fülle das Formular noch einmal aus.",
    pinExpired:
      "Die PIN ist abgelaufen (sie gilt 24 Stunden). Bitte fülle das Formular noch einmal aus.",
    wrongPin:
      "Die PIN stimmt nicht. Du hast noch {left, plural, one {# Versuch} other {# Versuche}}.",
    locked:
      "Die PIN wurde zu oft falsch eingegeben; die Eingabe ist für diese Anfrage gesperrt. Öffne den Link in der E-Mail, die wir dir geschickt haben: Er schickt deine Anfrage ohne PIN ab.",
    pinLimit:
      "Die PIN wurde für diese E-Mail-Adresse oder von deinem Anschluss aus zu oft falsch eingegeben und ist vorerst gesperrt. Öffne den Link in der E-Mail, die wir dir geschickt haben: Er schickt deine Anfrage ohne PIN ab.",
    pinResent:
      "Wir haben dir eine neue PIN an {email} geschickt; die vorige gilt nicht mehr. Schau auch im Spam-Ordner nach.",
    transmitted: "{next} Eine Bestätigung mit allen Angaben ist per E-Mail an dich unterwegs.",
    transmittedNext:
      "So geht es weiter: Das Hotel bucht dein Zimmer aus unserem Kontingent und schreibt dir direkt an {email}. Die Anfrage ist verbindlich; es gelten die Bedingungen auf der Hotelseite.",
    alreadyTransmitted: "Deine Anfrage wurde bereits übermittelt.",
    secureUnknown: "Dieser Link ist ungültig oder abgelaufen.",
    secureRead: "Diese Daten wurden bereits am {date} abgerufen und danach gelöscht.",
    secureExpired: "Dieser Link ist abgelaufen; die Daten wurden gelöscht.",
    secureShown:
      "Hier sind die Daten. Sie wurden soeben bei uns gelöscht und können nicht noch einmal abgerufen werden.",
  },
  en: {
    unknownForm: "There is no such form.",
    closed: "The booking period ended on {date}; the form is closed.",
    invalid: "Please check your entries: {detail}",
    submitted: "We have sent you an email with a PIN. Enter it here to send your request.",
    unknownSubmission:
      "This request does not exist (any more). We delete unconfirmed requests after 24 hours – please fill in the form again.",
    pinExpired: "The PIN has expired (it is valid for 24 hours). Please fill in the form again.",
    wrongPin:
      "The PIN is not correct. You have {left, plural, one {# attempt} other {# attempts}} left.",
    locked:
      "The PIN was entered wrongly too often; entering it is locked for this request. Open the link in the email we sent you: it sends your request without the PIN.",
    pinLimit:
      "The PIN was entered wrongly too often for this email address or from your connection, so it is blocked for now. Open the link in the email we sent you: it sends your request without the PIN.",
    pinResent:
      "We have sent a new PIN to {email}; the previous one no longer works. Please check the spam folder too.",
    transmitted: "{next} A confirmation with all your details is on its way to you by email.",
    transmittedNext:
      "What happens next: the hotel books your room from our contingent and writes to you directly at {email}. The request is binding; the conditions on the hotel page apply.",
    alreadyTransmitted: "Your request has already been sent.",
    secureUnknown: "This link is invalid or has expired.",
    secureRead: "These data were already retrieved on {date} and deleted afterwards.",
    secureExpired: "This link has expired; the data have been deleted.",
    secureShown:
      "Here are the data. They have just been deleted on our side and cannot be retrieved again.",
  },
});

export const formMessage = messageReader(formMessages);

export type FormTextKey = Parameters<typeof formMessage>[1];
