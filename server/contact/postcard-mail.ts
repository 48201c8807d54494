import { renderMail, type MailContent } from "../outbox/mail-layout.ts";
import { inertText } from "../outbox/visitor-text.ts";

/**
 * The postcard from the contact page, to the organiser (German); Reply-To is the sender. What the
 * sender typed stands only in quotes: the subject's name in „…“, the rest as quoted blocks.
 */
export function postcardMail(card: {
  name: string;
  email: string;
  message: string;
  site: string;
}): MailContent {
  return renderMail({
    locale: "de",
    subject: `Postkarte von „${inertText(card.name, "single")}“ (${card.site})`,
    greeting: "Hallo!",
    blocks: [
      {
        kind: "paragraph",
        text: `Über das Kontaktformular von ${card.site} ist eine Postkarte für dich gekommen. So hat die absendende Person sie ausgefüllt:`,
      },
      { kind: "visitor", label: "Name:", text: card.name },
      { kind: "visitor", label: "E-Mail-Adresse:", text: card.email },
      { kind: "visitor", label: "Nachricht:", text: card.message },
      {
        kind: "paragraph",
        text: "Antworte einfach auf diese E-Mail, um direkt zu antworten.",
      },
    ],
    // Replies go to the sender: the contact service names them as Reply-To.
    invitesReply: true,
    signature: "Deine Website",
  });
}
