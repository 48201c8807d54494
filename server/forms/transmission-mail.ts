import type { FieldDefinition, FormDefinition } from "../../core/forms/definition.ts";
import { renderMail, type TemplatePart } from "../../core/forms/template.ts";
import type { MailContent } from "../outbox/mail-layout.ts";
import { escapeHtml } from "../xml.ts";
import { inertText, quotedText } from "../outbox/visitor-text.ts";

/** A value in the recipient's mail: one line, or a text field's lines quoted below its label. */
function showValue(value: string, field: FieldDefinition): string {
  return field.type === "text" ? `\n${quotedText(value)}` : inertText(value, "single");
}

function htmlPart(part: TemplatePart): string {
  const text = escapeHtml(part.text);
  return part.kind === "link" ? `<a href="${text}">${text}</a>` : text;
}

/**
 * The recipient's mail (e.g. the hotel's), rendered from the form's mail template in its mail
 * language. Sensitive values appear masked; the one-time link gives the rest and is the only link:
 * what the visitor typed stays text.
 */
export function transmissionMail(
  definition: FormDefinition,
  values: Record<string, string>,
  extras: { secure_link?: string; secure_link_expires?: string },
): MailContent & { senderName: string } {
  const mail = renderMail(definition, values, extras, showValue);
  const html =
    `<!doctype html><html lang="${definition.mailLocale}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(mail.subject)}</title></head>` +
    `<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#222222;` +
    `line-height:1.5"><div style="max-width:640px;white-space:pre-wrap">` +
    `${mail.parts.map(htmlPart).join("")}</div></body></html>`;
  // The recipient answers the visitor: the visitor's address is the Reply-To (transmission.ts).
  return {
    subject: mail.subject,
    text: mail.text,
    html,
    invitesReply: true,
    senderName: mail.senderName,
  };
}

/**
 * A From header in the sender's name ('Alex Beispiel (alex@example.org)') on our own address:
 * mail from the visitor's domain would fail SPF/DMARC, so their address is the Reply-To.
 */
export function senderAddress(displayName: string, mailFrom: string): string {
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  const name = displayName.replace(/["\\<>\r\n]/g, "").trim();
  return name ? `"${name}" <${address}>` : address;
}
