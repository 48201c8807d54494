import { defineMessages } from "../../core/messages.ts";

/** The newsletter's mails: subjects, paragraphs and buttons; `{x}` are filled in. */
export const newsletterMailMessages = defineMessages({
  de: {
    footerWhy: "Du bekommst diese E-Mail, weil du den PamperPlay-Newsletter abonniert hast.",
    footerLeave: "Newsletter abbestellen",
    confirmSubject: "Bitte bestätige deine Anmeldung zum Newsletter von {site}",
    confirmText:
      "Jemand – hoffentlich du – möchte den Newsletter von {site} mit dieser E-Mail-Adresse bekommen. Bitte bestätige das mit einem Klick:",
    confirmAction: "Anmeldung bestätigen",
    welcomeSubject: "Willkommen beim Newsletter von {site}",
    welcomeText:
      "Deine Anmeldung ist bestätigt. Ab jetzt erfährst du als Erste*r von Partyterminen, dem Ticketverkauf und allen Neuigkeiten.",
    alreadySubject: "Du bist bereits beim Newsletter von {site} angemeldet",
    alreadyText:
      "Jemand hat diese E-Mail-Adresse gerade noch einmal für unseren Newsletter eingetragen. Sie ist bereits angemeldet – du musst nichts tun.",
    postSubject: "{site}: {title}",
    postAction: "Beitrag auf der Website lesen",
  },
  en: {
    footerWhy: "You receive this email because you subscribed to the PamperPlay newsletter.",
    footerLeave: "Unsubscribe from the newsletter",
    confirmSubject: "Please confirm your subscription to the {site} newsletter",
    confirmText:
      "Someone – hopefully you – wants to receive the {site} newsletter at this address. Please confirm with one click:",
    confirmAction: "Confirm subscription",
    welcomeSubject: "Welcome to the {site} newsletter",
    welcomeText:
      "Your subscription is confirmed. From now on you are the first to hear about party dates, the ticket sale and all news.",
    alreadySubject: "You are already subscribed to the {site} newsletter",
    alreadyText:
      "Someone just entered this address for our newsletter again. It is already subscribed – there is nothing you need to do.",
    postSubject: "{site}: {title}",
    postAction: "Read the post on the website",
  },
});
