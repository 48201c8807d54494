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
  offer: { ticketId: string; ticket: string; site: string; confirmUrl: string },
): MailContent {
  return renderLocalizedMail(locale, {
    de: {
      subject: `Bitte bestätige dein Ticketangebot (${offer.site})`,
      blocks: [
        {
          kind: "paragraph",
          text: `Du möchtest ein Ticket über die Ticketbörse von ${offer.site} weitergeben. Bitte bestätige deine E-Mail-Adresse, erst dann sieht das Team dein Angebot.`,
        },
        { kind: "facts", rows: [{ label: "Ticket", value: offer.ticket }] },
        { kind: "visitor", label: "Deine Bestellnummer:", text: offer.ticketId },
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
        { kind: "facts", rows: [{ label: "Ticket", value: offer.ticket }] },
        { kind: "visitor", label: "Your order code:", text: offer.ticketId },
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

/** Confirmation link for a resale request (someone looking for tickets of a package). */
export function resaleRequestConfirmMail(
  locale: Locale,
  request: { amount: number; ticket: string; days: string; site: string; confirmUrl: string },
): MailContent {
  const quoted = locale === "de" ? `„${request.ticket}“` : `“${request.ticket}”`;
  const tickets = `${ticketCount(locale, request.amount)} ${quoted} (${request.days})`;
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

/** The ticket of a pair: its package and the days it is for (null: entries made before). */
export interface PairTicket {
  title: string;
  days: string;
}

/** The ticket's rows of a mail's facts: which ticket, for which day. */
function ticketFacts(locale: Locale, ticket: PairTicket | null) {
  if (!ticket) return [];
  return [
    { label: "Ticket", value: ticket.title },
    { label: locale === "de" ? "Für" : "For", value: ticket.days },
  ];
}

/**
 * The team's note, quoted: the one in the mail's language; an English mail without an English
 * note quotes the German one and says so.
 */
function teamNote(locale: Locale, instructions: { de: string; en: string }) {
  const english = instructions.en.trim();
  const german = instructions.de.trim();
  if (locale === "de" || english === "") {
    if (german === "") return [];
    const label = locale === "de" ? "Hinweise des Teams:" : "Notes from the team (in German):";
    return [{ kind: "visitor" as const, label, text: instructions.de }];
  }
  return [{ kind: "visitor" as const, label: "Notes from the team:", text: instructions.en }];
}

/**
 * To the requester when an approved offer is matched: which ticket for which day, everything a
 * transfer needs (amount, the association's account, the reference that ties the payment to the
 * pair) and the deadline, the team's own notes, quoted, and how the ticket arrives (the shop's
 * mail with the re-issued ticket). Replies reach the team (invitesReply).
 */
export function requestMatchedMail(
  locale: Locale,
  match: {
    site: string;
    ticket: PairTicket | null;
    payBy: WallClock;
    reference: string;
    /** Euros. */
    amount: number;
    account: PaymentAccount;
    instructions: { de: string; en: string };
  },
): MailContent {
  const payBy = formatDateTime(match.payBy, locale);
  const transfer = (labels: [string, string, string, string, string, string]) => ({
    kind: "facts" as const,
    rows: [
      ...ticketFacts(locale, match.ticket),
      ...[
        formatPrice(match.amount, locale),
        match.account.holder,
        grouped(match.account.iban),
        match.account.bic,
        match.reference,
        payBy,
      ].map((value, index) => ({ label: labels[index]!, value })),
    ],
  });
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
        ...teamNote(locale, match.instructions),
        {
          kind: "paragraph",
          text: "So bekommst du dein Ticket: Sobald deine Zahlung bei uns ist, übergibt das Team dir das Ticket: Der Ticketshop stellt das Ticket neu auf deine E-Mail-Adresse aus. Du bekommst dann vom Ticketshop eine E-Mail mit dem Link zu deiner Bestellung; dort liegt dein Ticket mit neuem QR-Code. Das Ticket des Verkäufers gilt ab dann nicht mehr.",
        },
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
        ...teamNote(locale, match.instructions),
        {
          kind: "paragraph",
          text: "How your ticket reaches you: once your payment has reached us, the team hands the ticket over to you: the ticket shop re-issues the ticket to your email address. The ticket shop then sends you an email with the link to your order, where your ticket with a new QR code is waiting. From then on the seller's ticket no longer works.",
        },
        {
          kind: "paragraph",
          text: "Please give exactly this payment reference with your payment, so that we can match it to you. Questions, or don't need the ticket any more? Just reply to this email – it goes to our team.",
        },
      ],
      invitesReply: true,
    },
  });
}

/**
 * To the offerer when their approved offer is matched: a buyer was found; the amount they will
 * get, to which account (its last four digits), and when: within `payoutDays` of the buyer's
 * payment, which is due by `payBy`.
 */
export function offerMatchedMail(
  locale: Locale,
  offer: {
    ticketId: string;
    ticket: PairTicket | null;
    site: string;
    /** Euros. */
    amount: number;
    ibanEnding: string;
    payBy: WallClock;
    payoutDays: number;
  },
): MailContent {
  const payBy = formatDateTime(offer.payBy, locale);
  const amount = formatPrice(offer.amount, locale);
  const facts = (labels: [string, string]) => ({
    kind: "facts" as const,
    rows: [
      ...ticketFacts(locale, offer.ticket),
      { label: labels[0], value: amount },
      { label: labels[1], value: `… ${offer.ibanEnding}` },
    ],
  });
  return renderLocalizedMail(locale, {
    de: {
      subject: `Wir haben jemanden für dein Ticket gefunden (${offer.site})`,
      blocks: [
        {
          kind: "paragraph",
          text: `Für dein Ticket in der Ticketbörse von ${offer.site} haben wir jemanden gefunden, der es kaufen möchte.`,
        },
        { kind: "visitor", label: "Deine Bestellnummer:", text: offer.ticketId },
        facts(["Du bekommst", "Auf dein Konto mit der IBAN-Endung"]),
        {
          kind: "paragraph",
          text: `Die Person hat bis ${payBy} Zeit zu bezahlen. Sobald ihre Zahlung bei uns eingegangen ist, überweisen wir dir ${amount} innerhalb von ${offer.payoutDays} Tagen. Zahlt sie nicht rechtzeitig, geht dein Ticket an die nächste Person in der Warteschlange, und wir schreiben dir wieder.`,
        },
        {
          kind: "paragraph",
          text: "Bitte gib das Ticket bis dahin nicht anderweitig weiter. Nach der Übergabe stellt der Ticketshop es neu auf die Käuferin oder den Käufer aus; dein bisheriges Ticket gilt dann nicht mehr.",
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
        { kind: "visitor", label: "Your order code:", text: offer.ticketId },
        facts(["You receive", "To your account ending in"]),
        {
          kind: "paragraph",
          text: `They have until ${payBy} to pay. Once their payment has reached us, we transfer ${amount} to you within ${offer.payoutDays} days. If they do not pay in time, your ticket goes to the next person in line and we write to you again.`,
        },
        {
          kind: "paragraph",
          text: "Until then, please do not pass the ticket on elsewhere. After the handover the ticket shop re-issues it to the buyer; your current ticket then no longer works.",
        },
      ],
    },
  });
}
