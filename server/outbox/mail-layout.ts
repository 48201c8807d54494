import type { Locale } from "../../core/locale.ts";
import { translate, type Catalog, type Translate } from "../../core/messages.ts";
import type { RenderSegment } from "../../core/segments.ts";
import { mailLayoutMessages } from "./mail-layout.messages.ts";
import { inertText, quoteLines, quotedText } from "./visitor-text.ts";
import { escapeHtml } from "../xml.ts";

/** What every template returns; the outbox takes it plus the recipient. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Set where the text asks the reader to reply (MailLayout.invitesReply). */
  invitesReply?: true;
}

/** One line of a summary: a label of ours and a value (a visitor's, kept to one inert line). */
export interface MailFact {
  label: string;
  value: string;
}

/**
 * A block of the mail: a paragraph, a button link, a highlighted text of ours, a code to type or
 * copy (a PIN: large, alone, selected with one tap), a summary of labelled values, text a visitor
 * typed (labelled, quoted, never a link), or formatted lines of a newsletter post (links
 * absolute), as paragraph or bullet list.
 */
export type MailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "action"; label: string; url: string }
  | { kind: "quote"; text: string }
  | { kind: "code"; label: string; code: string }
  | { kind: "facts"; rows: MailFact[] }
  | { kind: "visitor"; label: string; text: string }
  | { kind: "rich"; list: boolean; lines: RenderSegment[][] };

function textSegment(segment: RenderSegment): string {
  switch (segment.format) {
    case "deleted":
      return `~~${segment.text}~~`;
    case "email": {
      const address = segment.href.slice("mailto:".length);
      return segment.text === address ? address : `${segment.text} (${address})`;
    }
    case "url":
    case "internal-url":
      return segment.text === segment.href ? segment.href : `${segment.text} (${segment.href})`;
    default:
      return segment.text;
  }
}

function htmlSegment(segment: RenderSegment): string {
  const text = escapeHtml(segment.text);
  switch (segment.format) {
    case "plain":
      return text;
    case "bold":
      return `<strong>${text}</strong>`;
    case "italic":
      return `<em>${text}</em>`;
    case "heading":
      return `<strong style="font-size:17px">${text}</strong>`;
    case "deleted":
      return `<del>${text}</del>`;
    case "url":
    case "internal-url":
    case "email":
      return `<a href="${escapeHtml(segment.href)}" style="color:#6b2d7a">${text}</a>`;
  }
}

export interface MailLayout {
  locale: Locale;
  subject: string;
  greeting: string;
  blocks: MailBlock[];
  /** Lines under a rule at the end, e.g. the unsubscribe link. */
  footer?: MailBlock[];
  /**
   * A mail someone asked for with this address (confirmation link, PIN): the footer says to ignore
   * it if that was not the reader. Only where it is true: nothing follows unless the reader acts.
   */
  notYou?: boolean;
  /**
   * The text asks the reader to reply to this mail: the outbox gives it a Reply-To (the
   * organiser, unless the sender names who answers), since it is sent from a no-reply address.
   */
  invitesReply?: boolean;
  signature: string;
  /** The association's logo above the text, from the site's own host (no third party). */
  logoUrl?: string;
}

function textBlock(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "action":
      return `${block.label}:\n${block.url}`;
    case "quote":
      return quoteLines(block.text);
    case "code":
      return `${block.label} ${block.code}`;
    case "facts":
      return block.rows.map((row) => `${row.label}: ${inertText(row.value, "single")}`).join("\n");
    case "visitor":
      return `${block.label}\n${quotedText(block.text)}`;
    case "rich":
      return block.lines
        .map((line) => (block.list ? "• " : "") + line.map(textSegment).join(""))
        .join("\n");
  }
}

const quoteStyle =
  "margin:0 0 16px;padding:8px 16px;border-left:4px solid #d9a7e0;white-space:pre-wrap";

function htmlBlock(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case "action":
      return (
        `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" ` +
        `style="background:#6b2d7a;color:#ffffff;padding:12px 20px;border-radius:6px;` +
        `text-decoration:none;display:inline-block">${escapeHtml(block.label)}</a></p>` +
        // A long link breaks anywhere, so it never widens the mail past a phone's screen.
        `<p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all;` +
        `overflow-wrap:anywhere">${escapeHtml(block.url)}</p>`
      );
    case "quote":
      return `<blockquote style="${quoteStyle}">${escapeHtml(block.text)}</blockquote>`;
    case "code":
      return (
        `<p style="margin:0 0 4px">${escapeHtml(block.label)}</p>` +
        `<p style="margin:0 0 16px;font-family:'Courier New',Courier,monospace;font-size:32px;` +
        `font-weight:700;letter-spacing:8px;color:#222222;-webkit-user-select:all;` +
        `user-select:all">${escapeHtml(block.code)}</p>`
      );
    case "facts":
      // One line each, so it wraps on a phone; the value is the visitor's text, made inert.
      return (
        `<p style="margin:0 0 16px">` +
        block.rows
          .map(
            (row) =>
              `<span style="color:#555555">${escapeHtml(row.label)}:</span> ` +
              `<strong style="overflow-wrap:anywhere">` +
              `${escapeHtml(inertText(row.value, "single"))}</strong>`,
          )
          .join("<br>") +
        `</p>`
      );
    case "visitor":
      // dir="auto" keeps right-to-left text from reordering what stands around it.
      return (
        `<p style="margin:0 0 4px">${escapeHtml(block.label)}</p>` +
        `<blockquote dir="auto" style="${quoteStyle}">` +
        `${escapeHtml(inertText(block.text, "multi"))}</blockquote>`
      );
    case "rich": {
      const lines = block.lines.map((line) => line.map(htmlSegment).join(""));
      return block.list
        ? `<ul style="margin:0 0 16px;padding-left:20px">${lines.map((line) => `<li>${line}</li>`).join("")}</ul>`
        : `<p style="margin:0 0 16px">${lines.join("<br>")}</p>`;
    }
  }
}

/** Renders one mail as plain text and as HTML (every value escaped) with the same content. */
export function renderMail(layout: MailLayout): MailContent {
  const footer = [
    ...(layout.footer ?? []),
    ...(layout.notYou
      ? [
          {
            kind: "paragraph" as const,
            text: translate(mailLayoutMessages, layout.locale)("notYou"),
          },
        ]
      : []),
  ];
  const text = [
    layout.greeting,
    ...layout.blocks.map(textBlock),
    layout.signature,
    ...(footer.length ? ["--", ...footer.map(textBlock)] : []),
  ].join("\n\n");
  const html =
    `<!doctype html><html lang="${layout.locale}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(layout.subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f7f2f8;font-family:Arial,Helvetica,sans-serif;` +
    `color:#222222;line-height:1.5"><div style="max-width:560px;margin:0 auto;background:#ffffff;` +
    `padding:24px;border-radius:8px">` +
    (layout.logoUrl
      ? `<p style="margin:0 0 16px"><img src="${escapeHtml(layout.logoUrl)}" alt="PamperPlay" ` +
        `width="160" height="47" style="display:block;border:0"></p>`
      : "") +
    `<p style="margin:0 0 16px">${escapeHtml(layout.greeting)}</p>` +
    layout.blocks.map(htmlBlock).join("") +
    `<p style="margin:24px 0 0;white-space:pre-line">${escapeHtml(layout.signature)}</p>` +
    (footer.length
      ? `<hr style="border:none;border-top:1px solid #dddddd;margin:24px 0">` +
        `<div style="font-size:13px;color:#555555">${footer.map(htmlBlock).join("")}</div>`
      : "") +
    `</div></body></html>`;
  return {
    subject: layout.subject,
    text,
    html,
    ...(layout.invitesReply ? { invitesReply: true as const } : {}),
  };
}

/** What a mail says in one language; the greeting and the signature are the site's unless given. */
export type MailText = Omit<MailLayout, "locale" | "greeting" | "signature" | "logoUrl"> &
  Partial<Pick<MailLayout, "greeting" | "signature">>;

/**
 * Renders a mail written once: `write` builds its one block structure from the reader's strings
 * (its `*.messages.ts` catalog; `t` fills the placeholders), framed by the reader's greeting and
 * signature unless it gives its own.
 */
export function mailIn<K extends string>(
  locale: Locale,
  catalog: Catalog<K>,
  write: (t: Translate<K>) => MailText,
  options: Pick<MailLayout, "logoUrl"> = {},
): MailContent {
  const layout = translate(mailLayoutMessages, locale);
  return renderMail({
    locale,
    greeting: layout("greeting"),
    signature: layout("signature"),
    ...options,
    ...write(translate(catalog, locale)),
  });
}

/**
 * The foot of every mail to an address on a list (the newsletter, a wait list): why it comes,
 * and the one click that takes the address off the list.
 */
export function listMailFooter(why: string, leave: string, leaveUrl: string): MailBlock[] {
  return [
    { kind: "paragraph", text: why },
    { kind: "action", label: leave, url: leaveUrl },
  ];
}
