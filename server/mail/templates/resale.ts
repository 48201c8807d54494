import type { Locale } from "../../../core/locale.ts";
import { renderMail, signature, type MailContent } from "./layout.ts";

/** Confirmation link for a resale offer; the IBAN is never put into a mail. */
export function resaleOfferConfirmMail(
  locale: Locale,
  offer: { name: string; ticketId: string; site: string; confirmUrl: string },
): MailContent {
  return renderMail(
    locale === "de"
      ? {
          locale,
          subject: `Bitte bestätige dein Ticketangebot (${offer.site})`,
          greeting: `Hallo ${offer.name}!`,
          blocks: [
            {
              kind: "paragraph",
              text: `Du möchtest dein Ticket ${offer.ticketId} über die Ticketbörse von ${offer.site} weitergeben. Bitte bestätige deine E-Mail-Adresse, erst dann sieht das Team dein Angebot:`,
            },
            { kind: "action", label: "E-Mail-Adresse bestätigen", url: offer.confirmUrl },
            {
              kind: "paragraph",
              text: "Sobald dein Ticket einen neuen Besitzer findet, überweisen wir dir den Ticketpreis auf das angegebene Konto. Warst du das nicht? Dann ignoriere diese E-Mail.",
            },
          ],
          signature: signature.de,
        }
      : {
          locale,
          subject: `Please confirm your ticket offer (${offer.site})`,
          greeting: `Hello ${offer.name}!`,
          blocks: [
            {
              kind: "paragraph",
              text: `You want to pass on your ticket ${offer.ticketId} through the ${offer.site} ticket exchange. Please confirm your e-mail address; only then does the team see your offer:`,
            },
            { kind: "action", label: "Confirm e-mail address", url: offer.confirmUrl },
            {
              kind: "paragraph",
              text: "As soon as your ticket finds a new owner, we transfer the ticket price to the account you gave. Not you? Simply ignore this e-mail.",
            },
          ],
          signature: signature.en,
        },
  );
}

/** Confirmation link for a resale request (someone looking for tickets). */
export function resaleRequestConfirmMail(
  locale: Locale,
  request: { amount: number; site: string; confirmUrl: string },
): MailContent {
  const tickets = (n: number) =>
    locale === "de"
      ? n === 1
        ? "1 Ticket"
        : `${n} Tickets`
      : n === 1
        ? "1 ticket"
        : `${n} tickets`;
  return renderMail(
    locale === "de"
      ? {
          locale,
          subject: `Bitte bestätige deine Ticketanfrage (${request.site})`,
          greeting: "Hallo!",
          blocks: [
            {
              kind: "paragraph",
              text: `Du suchst ${tickets(request.amount)} über die Ticketbörse von ${request.site}. Bitte bestätige deine E-Mail-Adresse, erst dann sieht das Team deine Anfrage:`,
            },
            { kind: "action", label: "E-Mail-Adresse bestätigen", url: request.confirmUrl },
            {
              kind: "paragraph",
              text: "Wir melden uns, sobald ein Ticket frei wird. Warst du das nicht? Dann ignoriere diese E-Mail.",
            },
          ],
          signature: signature.de,
        }
      : {
          locale,
          subject: `Please confirm your ticket request (${request.site})`,
          greeting: "Hello!",
          blocks: [
            {
              kind: "paragraph",
              text: `You are looking for ${tickets(request.amount)} through the ${request.site} ticket exchange. Please confirm your e-mail address; only then does the team see your request:`,
            },
            { kind: "action", label: "Confirm e-mail address", url: request.confirmUrl },
            {
              kind: "paragraph",
              text: "We get in touch as soon as a ticket becomes available. Not you? Simply ignore this e-mail.",
            },
          ],
          signature: signature.en,
        },
  );
}
