import { defineMessages } from "../../core/messages.ts";

/** The receipt mail of a sent form; `{site}` and `{formTitle}` are filled in. */
export const receiptMailMessages = defineMessages({
  de: {
    subject: "Deine Anfrage „{formTitle}“ ist verschickt – {site}",
    text: "Du hast deine Anfrage „{formTitle}“ auf {site} bestätigt; wir haben sie verbindlich an das Hotel weitergegeben. Das hast du angefragt:",
    noCard:
      "Deine Kreditkartendaten stehen nicht in dieser E-Mail: Das Hotel ruft sie einmal über einen sicheren Link ab, danach löschen wir sie.",
    questions:
      "Fragen zur Buchung beantwortet das Hotel, wenn du auf seine E-Mail antwortest. Für alles andere antworte auf diese E-Mail oder schreib uns über das Kontaktformular:",
    action: "Zum Kontaktformular",
  },
  en: {
    subject: "Your request “{formTitle}” has been sent – {site}",
    text: "You confirmed your request “{formTitle}” on {site}; we have passed it on to the hotel as a binding request. This is what you asked for:",
    noCard:
      "Your credit card details are not in this email: the hotel retrieves them once through a secure link, then we delete them.",
    questions:
      "Questions about the booking are answered by the hotel when you reply to its email. For anything else, reply to this email or write to us through the contact form:",
    action: "Go to the contact form",
  },
});
