import type { Locale } from "../../core/locale.ts";
import { renderMail, signature, type MailContent } from "../mail/templates/layout.ts";

/**
 * To someone looking for resale tickets, when the team marks the request 'notified': tickets are
 * there for them; the team follows up on payment and handover (a reply reaches the organiser).
 */
export function requestNotifiedMail(
  locale: Locale,
  request: { amount: number; site: string; ticketPageUrl: string },
): MailContent {
  const tickets =
    locale === "de"
      ? request.amount === 1
        ? "1 Ticket"
        : `${request.amount} Tickets`
      : request.amount === 1
        ? "1 ticket"
        : `${request.amount} tickets`;
  return renderMail(
    locale === "de"
      ? {
          locale,
          subject: `Gute Nachricht: Ticket für dich frei (${request.site})`,
          greeting: "Hallo!",
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
          signature: signature.de,
        }
      : {
          locale,
          subject: `Good news: a ticket is available for you (${request.site})`,
          greeting: "Hello!",
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
          signature: signature.en,
        },
  );
}
