import type { Locale } from "../../../core/locale.ts";
import { renderLocalizedMail, type MailContent } from "./layout.ts";

/** "1 Ticket", "2 Tickets"; "1 ticket", "2 tickets". */
function ticketCount(locale: Locale, amount: number): string {
  return `${amount} ${locale === "de" ? "Ticket" : "ticket"}${amount === 1 ? "" : "s"}`;
}

/**
 * Confirmation link for a resale offer; the IBAN is never put into a mail. The greeting names no
 * one: the name is the visitor's text, and the ticket number stands quoted as theirs.
 */
export function resaleOfferConfirmMail(
  locale: Locale,
  offer: { ticketId: string; site: string; confirmUrl: string },
): MailContent {
  return renderLocalizedMail(locale, {
    de: {
      subject: `Bitte bestätige dein Ticketangebot (${offer.site})`,
      blocks: [
        {
          kind: "paragraph",
          text: `du möchtest ein Ticket über die Ticketbörse von ${offer.site} weitergeben. Bitte bestätige deine E-Mail-Adresse, erst dann sieht das Team dein Angebot.`,
        },
        { kind: "visitor", label: "Deine Ticketnummer:", text: offer.ticketId },
        { kind: "action", label: "E-Mail-Adresse bestätigen", url: offer.confirmUrl },
        {
          kind: "paragraph",
          text: "Sobald dein Ticket einen neuen Besitzer findet, überweisen wir dir den Ticketpreis auf das angegebene Konto.",
        },
      ],
      notYou: true,
    },
    en: {
      subject: `Please confirm your ticket offer (${offer.site})`,
      blocks: [
        {
          kind: "paragraph",
          text: `you want to pass on a ticket through the ${offer.site} ticket exchange. Please confirm your e-mail address; only then does the team see your offer.`,
        },
        { kind: "visitor", label: "Your ticket number:", text: offer.ticketId },
        { kind: "action", label: "Confirm e-mail address", url: offer.confirmUrl },
        {
          kind: "paragraph",
          text: "As soon as your ticket finds a new owner, we transfer the ticket price to the account you gave.",
        },
      ],
      notYou: true,
    },
  });
}

/** Confirmation link for a resale request (someone looking for tickets). */
export function resaleRequestConfirmMail(
  locale: Locale,
  request: { amount: number; site: string; confirmUrl: string },
): MailContent {
  const tickets = ticketCount(locale, request.amount);
  return renderLocalizedMail(locale, {
    de: {
      subject: `Bitte bestätige deine Ticketanfrage (${request.site})`,
      blocks: [
        {
          kind: "paragraph",
          text: `Du suchst ${tickets} über die Ticketbörse von ${request.site}. Bitte bestätige deine E-Mail-Adresse, erst dann sieht das Team deine Anfrage:`,
        },
        { kind: "action", label: "E-Mail-Adresse bestätigen", url: request.confirmUrl },
        {
          kind: "paragraph",
          text: "Wir melden uns, sobald ein Ticket frei wird.",
        },
      ],
      notYou: true,
    },
    en: {
      subject: `Please confirm your ticket request (${request.site})`,
      blocks: [
        {
          kind: "paragraph",
          text: `You are looking for ${tickets} through the ${request.site} ticket exchange. Please confirm your e-mail address; only then does the team see your request:`,
        },
        { kind: "action", label: "Confirm e-mail address", url: request.confirmUrl },
        {
          kind: "paragraph",
          text: "We get in touch as soon as a ticket becomes available.",
        },
      ],
      notYou: true,
    },
  });
}

/**
 * To someone looking for resale tickets, when the team marks the request 'notified': tickets are
 * there for them; the team follows up on payment and handover (a reply reaches the organiser).
 */
export function requestNotifiedMail(
  locale: Locale,
  request: { amount: number; site: string; ticketPageUrl: string },
): MailContent {
  const tickets = ticketCount(locale, request.amount);
  return renderLocalizedMail(locale, {
    de: {
      subject: `Gute Nachricht: Ticket für dich frei (${request.site})`,
      blocks: [
        {
          kind: "paragraph",
          text: `du hast über die Ticketbörse von ${request.site} ${tickets} gesucht. Jetzt ist etwas für dich frei geworden!`,
        },
        {
          kind: "paragraph",
          text: "Wir melden uns in Kürze mit den Details zu Bezahlung und Übergabe. Brauchst du die Tickets nicht mehr? Dann antworte bitte kurz auf diese E-Mail, damit jemand anderes zum Zug kommt.",
        },
        { kind: "action", label: "Zur Ticketseite", url: request.ticketPageUrl },
      ],
    },
    en: {
      subject: `Good news: a ticket is available for you (${request.site})`,
      blocks: [
        {
          kind: "paragraph",
          text: `you were looking for ${tickets} through the ${request.site} ticket exchange. Now something has become available for you!`,
        },
        {
          kind: "paragraph",
          text: "We will get in touch shortly with the details of payment and handover. Don't need the tickets any more? Then please reply briefly to this e-mail so that someone else gets the chance.",
        },
        { kind: "action", label: "Go to the ticket page", url: request.ticketPageUrl },
      ],
    },
  });
}
