import { defineMessages } from "../../i18n/messages.ts";

export const newsletterSignupMessages = defineMessages({
  de: {
    title: "Newsletter",
    intro:
      "Partytermine, Ticketverkauf und Neuigkeiten per E-Mail – du kannst dich jederzeit mit einem Klick wieder abmelden.",
    email: "E-Mail-Adresse für den Newsletter",
    submit: "Bestätigungsmail senden",
    fillAll: "Bitte trage zuerst deine E-Mail-Adresse ein",
    sending: "Einen Moment, die Bestätigungsmail ist unterwegs...",
    sent: "Fast geschafft! Schau bitte in dein Postfach – auch in den Spam-Ordner – und klicke auf den Bestätigungslink in unserer E-Mail.",
    again: "Eine andere Adresse eintragen",
  },
  en: {
    title: "Newsletter",
    intro:
      "Party dates, ticket sale and news by e-mail – you can leave again at any time with one click.",
    email: "E-mail address for the newsletter",
    submit: "Send confirmation e-mail",
    fillAll: "Please enter your e-mail address first",
    sending: "One moment, the confirmation e-mail is on its way...",
    sent: "Almost done! Please check your inbox – and the spam folder – and click the confirmation link in our e-mail.",
    again: "Sign up another address",
  },
});
