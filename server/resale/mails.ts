import type { Locale } from "../../core/locale.ts";
import { renderLocalizedMail, type MailContent } from "../outbox/mail-layout.ts";

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

/**
 * To the requester when an approved offer is matched to their request: the ticket is theirs if
 * they pay by the deadline, as the team's instructions say (the team's text, quoted), with the
 * reference that ties the payment to the pair.
 */
export function requestMatchedMail(
  locale: Locale,
  match: { site: string; payBy: string; reference: string; instructions: string },
): MailContent {
  const instructions = (label: string) =>
    match.instructions.trim() === ""
      ? []
      : [{ kind: "visitor" as const, label, text: match.instructions }];
  return renderLocalizedMail(locale, {
    de: {
      subject: `Ein Ticket für dich – bitte bis ${match.payBy} bezahlen (${match.site})`,
      blocks: [
        {
          kind: "paragraph",
          text: `über die Ticketbörse von ${match.site} ist ein Ticket für dich frei geworden. Es ist für dich reserviert, wenn du es bis ${match.payBy} bezahlst; danach geht es an die nächste Person in der Warteschlange.`,
        },
        ...instructions("So bezahlst du:"),
        { kind: "quote", text: `Verwendungszweck: ${match.reference}` },
        {
          kind: "paragraph",
          text: "Gib bei der Zahlung bitte den Verwendungszweck an. Brauchst du das Ticket nicht mehr? Dann antworte kurz auf diese E-Mail, damit jemand anderes zum Zug kommt.",
        },
      ],
    },
    en: {
      subject: `A ticket for you – please pay by ${match.payBy} (${match.site})`,
      blocks: [
        {
          kind: "paragraph",
          text: `a ticket has become available for you through the ${match.site} ticket exchange. It is reserved for you if you pay by ${match.payBy}; after that it goes to the next person in line.`,
        },
        ...instructions("How to pay:"),
        { kind: "quote", text: `Payment reference: ${match.reference}` },
        {
          kind: "paragraph",
          text: "Please give the payment reference with your payment. Don't need the ticket any more? Then reply briefly to this e-mail so that someone else gets the chance.",
        },
      ],
    },
  });
}

/** To the offerer when their approved offer is matched: a buyer was found, the payout follows. */
export function offerMatchedMail(
  locale: Locale,
  offer: { ticketId: string; site: string },
): MailContent {
  return renderLocalizedMail(locale, {
    de: {
      subject: `Wir haben jemanden für dein Ticket gefunden (${offer.site})`,
      blocks: [
        {
          kind: "paragraph",
          text: `für dein Ticket in der Ticketbörse von ${offer.site} haben wir jemanden gefunden, der es kaufen möchte.`,
        },
        { kind: "visitor", label: "Deine Ticketnummer:", text: offer.ticketId },
        {
          kind: "paragraph",
          text: "Sobald die Zahlung bei uns eingegangen ist, überweisen wir dir den Ticketpreis auf das angegebene Konto. Bitte gib das Ticket bis dahin nicht anderweitig weiter.",
        },
      ],
    },
    en: {
      subject: `We found a buyer for your ticket (${offer.site})`,
      blocks: [
        {
          kind: "paragraph",
          text: `we found someone who wants to buy your ticket from the ${offer.site} ticket exchange.`,
        },
        { kind: "visitor", label: "Your ticket number:", text: offer.ticketId },
        {
          kind: "paragraph",
          text: "As soon as their payment has reached us, we transfer the ticket price to the account you gave. Until then, please do not pass the ticket on elsewhere.",
        },
      ],
    },
  });
}
