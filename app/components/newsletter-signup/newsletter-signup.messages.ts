import { defineMessages } from "../../i18n/messages.ts";

export const newsletterSignupMessages = defineMessages({
  de: {
    title: "Newsletter",
    intro:
      "Partytermine, Ticketverkauf und Neuigkeiten per E-Mail – du kannst dich jederzeit mit einem Klick wieder abmelden.",
    email: "E-Mail-Adresse für den Newsletter",
    submit: "Bestätigungsmail senden",
    emailInvalid:
      "Das ist noch keine gültige E-Mail-Adresse – bitte prüfe sie (so sieht eine aus: name@example.org).",
    emailMissing: "Bitte trage die E-Mail-Adresse ein, an die der Newsletter gehen soll.",
    sending: "Einen Moment, die Bestätigungsmail ist unterwegs...",
    sent: "Fast geschafft! Schau bitte in dein Postfach – auch in den Spam-Ordner – und klicke auf den Bestätigungslink in unserer E-Mail.",
    again: "Eine andere Adresse eintragen",
  },
  en: {
    title: "Newsletter",
    intro:
      "Party dates, ticket sale and news by email – you can leave again at any time with one click.",
    email: "Email address for the newsletter",
    submit: "Send confirmation email",
    emailInvalid:
      "That is not a valid email address yet – please check it (this is what one looks like: name@example.org).",
    emailMissing: "Please enter the email address the newsletter should go to.",
    sending: "One moment, the confirmation email is on its way...",
    sent: "Almost done! Please check your inbox – and the spam folder – and click the confirmation link in our email.",
    again: "Sign up another address",
  },
});
