import { formatDateTime, formatPrice } from "../../core/format.ts";
import type { Locale } from "../../core/locale.ts";
import type { Translate } from "../../core/messages.ts";
import type { WallClock } from "../../core/time.ts";
import { mailIn, type MailContent } from "../outbox/mail-layout.ts";
import { resaleMailMessages } from "./mails.messages.ts";

type T = Translate<keyof (typeof resaleMailMessages)["de"]>;

/**
 * Confirmation link for a resale offer; the IBAN is never put into a mail. The greeting names no
 * one: the name is the visitor's text, and the ticket number stands quoted as theirs.
 */
export function resaleOfferConfirmMail(
  locale: Locale,
  offer: { ticketId: string; ticket: PairTicket; site: string; confirmUrl: string },
): MailContent {
  const { site } = offer;
  return mailIn(locale, resaleMailMessages, (t) => ({
    subject: t("offerConfirmSubject", { site }),
    blocks: [
      { kind: "paragraph", text: t("offerConfirmText", { site }) },
      { kind: "facts", rows: ticketFacts(t, offer.ticket) },
      { kind: "visitor", label: t("orderCode"), text: offer.ticketId },
      { kind: "action", label: t("confirmAction"), url: offer.confirmUrl },
      { kind: "paragraph", text: t("offerConfirmPayout") },
    ],
    notYou: true,
  }));
}

/** Confirmation link for a resale request (someone looking for tickets of a package). */
export function resaleRequestConfirmMail(
  locale: Locale,
  request: { amount: number; ticket: string; days: string; site: string; confirmUrl: string },
): MailContent {
  const { site } = request;
  return mailIn(locale, resaleMailMessages, (t) => {
    const quoted = t("quoted", { ticket: request.ticket });
    const tickets = `${t("tickets", { count: request.amount })} ${quoted} (${request.days})`;
    return {
      subject: t("requestConfirmSubject", { site }),
      blocks: [
        { kind: "paragraph", text: t("requestConfirmText", { site, tickets }) },
        { kind: "action", label: t("confirmAction"), url: request.confirmUrl },
        { kind: "paragraph", text: t("requestConfirmNext") },
      ],
      notYou: true,
    };
  });
}

/**
 * To someone looking for resale tickets, when the team marks the request 'notified': tickets are
 * there for them; the team follows up on payment and handover. It asks for a reply if the tickets
 * are no longer needed: the outbox makes the organiser its Reply-To.
 */
export function requestNotifiedMail(
  locale: Locale,
  request: { amount: number; ticket: PairTicket | null; site: string; ticketPageUrl: string },
): MailContent {
  const { site } = request;
  return mailIn(locale, resaleMailMessages, (t) => ({
    subject: t("notifiedSubject", { site }),
    blocks: [
      {
        kind: "paragraph",
        text: t("notifiedText", { site, tickets: t("tickets", { count: request.amount }) }),
      },
      ...(request.ticket ? [{ kind: "facts" as const, rows: ticketFacts(t, request.ticket) }] : []),
      { kind: "paragraph", text: t("notifiedNext") },
      { kind: "action", label: t("notifiedAction"), url: request.ticketPageUrl },
    ],
    invitesReply: true,
  }));
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
function ticketFacts(t: T, ticket: PairTicket | null) {
  if (!ticket) return [];
  return [
    { label: t("ticket"), value: ticket.title },
    { label: t("for"), value: ticket.days },
  ];
}

/**
 * The team's note, quoted: the one in the mail's language; an English mail without an English
 * note quotes the German one and says so.
 */
function teamNote(t: T, locale: Locale, instructions: { de: string; en: string }) {
  if (locale === "de" || instructions.en.trim() === "") {
    if (instructions.de.trim() === "") return [];
    return [{ kind: "visitor" as const, label: t("teamNoteGerman"), text: instructions.de }];
  }
  return [{ kind: "visitor" as const, label: t("teamNote"), text: instructions.en }];
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
  const { site, account } = match;
  return mailIn(locale, resaleMailMessages, (t) => ({
    subject: t("requestMatchedSubject", { payBy, site }),
    blocks: [
      { kind: "paragraph", text: t("requestMatchedText", { payBy, site }) },
      { kind: "paragraph", text: t("pleaseTransfer") },
      {
        kind: "facts",
        rows: [
          ...ticketFacts(t, match.ticket),
          { label: t("amount"), value: formatPrice(match.amount, locale) },
          { label: t("holder"), value: account.holder },
          { label: t("iban"), value: grouped(account.iban) },
          { label: t("bic"), value: account.bic },
          { label: t("reference"), value: match.reference },
          { label: t("payBy"), value: payBy },
        ],
      },
      ...teamNote(t, locale, match.instructions),
      { kind: "paragraph", text: t("handover") },
      { kind: "paragraph", text: t("referenceExactly") },
    ],
    invitesReply: true,
  }));
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
  const { site, payoutDays } = offer;
  return mailIn(locale, resaleMailMessages, (t) => ({
    subject: t("offerMatchedSubject", { site }),
    blocks: [
      { kind: "paragraph", text: t("offerMatchedText", { site }) },
      { kind: "visitor", label: t("orderCode"), text: offer.ticketId },
      {
        kind: "facts",
        rows: [
          ...ticketFacts(t, offer.ticket),
          { label: t("youReceive"), value: amount },
          { label: t("accountEnding"), value: `… ${offer.ibanEnding}` },
        ],
      },
      { kind: "paragraph", text: t("payoutWhen", { payBy, amount, payoutDays }) },
      { kind: "paragraph", text: t("keepTicket") },
    ],
  }));
}
