import { formatDateTime, formatPrice } from "../../core/format.ts";
import type { Locale } from "../../core/locale.ts";
import type { WallClock } from "../../core/time.ts";
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
          text: `Du möchtest ein Ticket über die Ticketbörse von ${offer.site} weitergeben. Bitte bestätige deine E-Mail-Adresse, erst dann sieht das Team dein Angebot.`,
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
          text: `You want to pass on a ticket through the ${offer.site} ticket exchange. Please confirm your email address; only then does the team see your offer.`,
        },
        { kind: "visitor", label: "Your ticket number:", text: offer.ticketId },
        { kind: "action", label: "Confirm email address", url: offer.confirmUrl },
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
          text: `You are looking for ${tickets} through the ${request.site} ticket exchange. Please confirm your email address; only then does the team see your request:`,
        },
        { kind: "action", label: "Confirm email address", url: request.confirmUrl },
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
 * there for them; the team follows up on payment and handover. It asks for a reply if the tickets
 * are no longer needed: the outbox makes the organiser its Reply-To.
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
          text: `Du hast über die Ticketbörse von ${request.site} ${tickets} gesucht. Jetzt ist etwas für dich frei geworden!`,
        },
        {
          kind: "paragraph",
          text: "Wir melden uns in Kürze mit den Details zu Bezahlung und Übergabe. Brauchst du die Tickets nicht mehr? Dann antworte bitte kurz auf diese E-Mail, damit jemand anderes zum Zug kommt.",
        },
        { kind: "action", label: "Zur Ticketseite", url: request.ticketPageUrl },
      ],
      invitesReply: true,
    },
    en: {
      subject: `Good news: a ticket is available for you (${request.site})`,
      blocks: [
        {
          kind: "paragraph",
          text: `You were looking for ${tickets} through the ${request.site} ticket exchange. Now something has become available for you!`,
        },
        {
          kind: "paragraph",
          text: "We will get in touch shortly with the details of payment and handover. Don't need the tickets any more? Then please reply briefly to this email so that someone else gets the chance.",
        },
        { kind: "action", label: "Go to the ticket page", url: request.ticketPageUrl },
      ],
      invitesReply: true,
    },
  });
}

/** The association's account that buyers pay to (configured). */
export interface PaymentAccount {
  holder: string;
  iban: string;
  bic: string;
}

/** An IBAN in groups of four, as banks print it and people type it. */
function grouped(iban: string): string {
  return iban.replace(/\s+/g, "").replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * To the requester when an approved offer is matched to their request: everything a transfer
 * needs (amount, the association's account, the reference that ties the payment to the pair)
 * and the deadline, then the team's own notes, quoted. Replies reach the team (invitesReply).
 */
export function requestMatchedMail(
  locale: Locale,
  match: {
    site: string;
    payBy: WallClock;
    reference: string;
    /** Euros. */
    amount: number;
    account: PaymentAccount;
    instructions: string;
  },
): MailContent {
  const payBy = formatDateTime(match.payBy, locale);
  const transfer = (labels: [string, string, string, string, string, string]) => ({
    kind: "facts" as const,
    rows: [
      formatPrice(match.amount, locale),
      match.account.holder,
      grouped(match.account.iban),
      match.account.bic,
      match.reference,
      payBy,
    ].map((value, index) => ({ label: labels[index]!, value })),
  });
  const instructions = (label: string) =>
    match.instructions.trim() === ""
      ? []
      : [{ kind: "visitor" as const, label, text: match.instructions }];
  return renderLocalizedMail(locale, {
    de: {
      subject: `Ein Ticket für dich – bitte bis ${payBy} bezahlen (${match.site})`,
      blocks: [
        {
          kind: "paragraph",
          text: `Über die Ticketbörse von ${match.site} ist ein Ticket für dich frei geworden. Es ist für dich reserviert, wenn du es bis ${payBy} bezahlst; danach geht es an die nächste Person in der Warteschlange.`,
        },
        { kind: "paragraph", text: "Bitte überweise:" },
        transfer(["Betrag", "Empfänger", "IBAN", "BIC", "Verwendungszweck", "Zahlbar bis"]),
        ...instructions("Hinweise des Teams:"),
        {
          kind: "paragraph",
          text: "Gib bei der Zahlung bitte genau diesen Verwendungszweck an, damit wir sie dir zuordnen können. Fragen, oder brauchst du das Ticket nicht mehr? Antworte einfach auf diese E-Mail – sie geht an unser Team.",
        },
      ],
      invitesReply: true,
    },
    en: {
      subject: `A ticket for you – please pay by ${payBy} (${match.site})`,
      blocks: [
        {
          kind: "paragraph",
          text: `A ticket has become available for you through the ${match.site} ticket exchange. It is reserved for you if you pay by ${payBy}; after that it goes to the next person in line.`,
        },
        { kind: "paragraph", text: "Please transfer:" },
        transfer(["Amount", "Account holder", "IBAN", "BIC", "Payment reference", "Pay by"]),
        ...instructions("Notes from the team:"),
        {
          kind: "paragraph",
          text: "Please give exactly this payment reference with your payment, so that we can match it to you. Questions, or don't need the ticket any more? Just reply to this email – it goes to our team.",
        },
      ],
      invitesReply: true,
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
          text: `Für dein Ticket in der Ticketbörse von ${offer.site} haben wir jemanden gefunden, der es kaufen möchte.`,
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
          text: `We found someone who wants to buy your ticket from the ${offer.site} ticket exchange.`,
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
