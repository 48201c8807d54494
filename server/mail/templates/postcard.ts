import { renderMail, type MailContent } from "./layout.ts";

/** The postcard from the contact page, to the organiser (German); Reply-To is the sender. */
export function postcardMail(card: {
  name: string;
  email: string;
  message: string;
  site: string;
}): MailContent {
  return renderMail({
    locale: "de",
    subject: `Postkarte von ${card.name} (${card.site})`,
    greeting: "Hallo!",
    blocks: [
      {
        kind: "paragraph",
        text: `${card.name} <${card.email}> hat dir über das Kontaktformular von ${card.site} eine Postkarte geschickt:`,
      },
      { kind: "quote", text: card.message },
      {
        kind: "paragraph",
        text: "Antworte einfach auf diese E-Mail, um direkt zu antworten.",
      },
    ],
    signature: "Deine Website",
  });
}
