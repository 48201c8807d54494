import type { Post } from "../../core/content/posts.ts";
import type { Locale } from "../../core/locale.ts";
import { renderBlocks, type RenderBlock } from "../../core/posts.ts";
import type { RenderSegment } from "../../core/segments.ts";
import { withoutRefusedChars } from "../../core/text-rules.ts";
import { pageLink } from "../outbox/links.ts";
import { renderLocalizedMail, type MailBlock, type MailContent } from "../outbox/mail-layout.ts";

/** Every mail about the newsletter list ends with this: one click leaves the list. */
function newsletterFooter(locale: Locale, unsubscribeUrl: string): MailBlock[] {
  return locale === "de"
    ? [
        {
          kind: "paragraph",
          text: "Du bekommst diese E-Mail, weil du den PamperPlay-Newsletter abonniert hast.",
        },
        { kind: "action", label: "Newsletter abbestellen", url: unsubscribeUrl },
      ]
    : [
        {
          kind: "paragraph",
          text: "You receive this email because you subscribed to the PamperPlay newsletter.",
        },
        { kind: "action", label: "Unsubscribe from the newsletter", url: unsubscribeUrl },
      ];
}

/** Double opt-in: the link that confirms the subscription. */
export function newsletterConfirmMail(
  locale: Locale,
  site: string,
  confirmUrl: string,
): MailContent {
  return renderLocalizedMail(locale, {
    de: {
      subject: `Bitte bestätige deine Anmeldung zum Newsletter von ${site}`,
      blocks: [
        {
          kind: "paragraph",
          text: `Jemand – hoffentlich du – möchte den Newsletter von ${site} mit dieser E-Mail-Adresse bekommen. Bitte bestätige das mit einem Klick:`,
        },
        { kind: "action", label: "Anmeldung bestätigen", url: confirmUrl },
      ],
      notYou: true,
    },
    en: {
      subject: `Please confirm your subscription to the ${site} newsletter`,
      blocks: [
        {
          kind: "paragraph",
          text: `Someone – hopefully you – wants to receive the ${site} newsletter at this address. Please confirm with one click:`,
        },
        { kind: "action", label: "Confirm subscription", url: confirmUrl },
      ],
      notYou: true,
    },
  });
}

/** The notes to an address on the list, in the subscriber's language. */
type ListNoteMail = (locale: Locale, site: string, unsubscribeUrl: string) => MailContent;

/** A note to an address on the list: one paragraph, and the way out under it. */
function listNote(
  locale: Locale,
  unsubscribeUrl: string,
  texts: Record<Locale, { subject: string; text: string }>,
): MailContent {
  const note = (language: Locale) => ({
    subject: texts[language].subject,
    blocks: [{ kind: "paragraph" as const, text: texts[language].text }],
    footer: newsletterFooter(language, unsubscribeUrl),
  });
  return renderLocalizedMail(locale, { de: note("de"), en: note("en") });
}

/** After the confirmation: welcome, with the way out. */
export const newsletterWelcomeMail: ListNoteMail = (locale, site, unsubscribeUrl) =>
  listNote(locale, unsubscribeUrl, {
    de: {
      subject: `Willkommen beim Newsletter von ${site}`,
      text: "Deine Anmeldung ist bestätigt. Ab jetzt erfährst du als Erste*r von Partyterminen, dem Ticketverkauf und allen Neuigkeiten.",
    },
    en: {
      subject: `Welcome to the ${site} newsletter`,
      text: "Your subscription is confirmed. From now on you are the first to hear about party dates, the ticket sale and all news.",
    },
  });

/**
 * Someone registered an address that is already on the list. The web page answers exactly as for
 * a new address; only the owner of the mailbox learns it was subscribed.
 */
export const newsletterAlreadySubscribedMail: ListNoteMail = (locale, site, unsubscribeUrl) =>
  listNote(locale, unsubscribeUrl, {
    de: {
      subject: `Du bist bereits beim Newsletter von ${site} angemeldet`,
      text: "Jemand hat diese E-Mail-Adresse gerade noch einmal für unseren Newsletter eingetragen. Sie ist bereits angemeldet – du musst nichts tun.",
    },
    en: {
      subject: `You are already subscribed to the ${site} newsletter`,
      text: "Someone just entered this address for our newsletter again. It is already subscribed – there is nothing you need to do.",
    },
  });

/** A post's block in the mail: links made absolute, a block's emphasis on its plain text. */
function postBlock(block: RenderBlock, siteUrl: string): MailBlock | null {
  const absolute = (segment: RenderSegment): RenderSegment =>
    segment.format === "internal-url"
      ? { ...segment, href: pageLink(siteUrl, segment.href) }
      : segment;
  switch (block.kind) {
    case "image":
      // Images stay on the website; the mail links to the post.
      return null;
    case "download":
      return {
        kind: "rich",
        list: false,
        lines: [[{ format: "url", text: block.title, href: pageLink(siteUrl, block.href) }]],
      };
    case "list":
      return { kind: "rich", list: true, lines: block.items.map((line) => line.map(absolute)) };
    case "text": {
      const emphasis = block.emphasis === "heading" ? "heading" : block.emphasis ? "bold" : null;
      const emphasise = (segment: RenderSegment): RenderSegment =>
        emphasis && segment.format === "plain" ? { ...segment, format: emphasis } : segment;
      return {
        kind: "rich",
        list: false,
        lines: block.lines.map((line) => line.map((segment) => emphasise(absolute(segment)))),
      };
    }
  }
}

/**
 * Every text of a post without the characters the text rule refuses: the schema refuses them,
 * but content files are written by hand, and a NUL or U+FFFF must not reach a subject.
 */
function withoutRefusedCharsIn<T>(value: T): T {
  if (typeof value === "string") return withoutRefusedChars(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withoutRefusedCharsIn(item)) as T;
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, withoutRefusedCharsIn(item)]),
  ) as T;
}

/**
 * A newsletter post for a subscriber, in their language: title as subject, the tl;dr, the text
 * with its formats and links, a link to the post on the website and the way out.
 */
export function newsletterPostMail(input: {
  locale: Locale;
  site: string;
  post: Post;
  postUrl: string;
  siteUrl: string;
  unsubscribeUrl: string;
}): MailContent {
  const { postUrl, siteUrl, unsubscribeUrl } = input;
  const post = withoutRefusedCharsIn(input.post);
  const mail = (language: Locale) => {
    const heading = (text: string): RenderSegment => ({ format: "heading", text });
    const tldr: MailBlock[] = post.tldr.length
      ? [
          {
            kind: "rich",
            list: true,
            lines: post.tldr.map((line) => [{ format: "bold", text: line[language] }]),
          },
        ]
      : [];
    const body = renderBlocks(post, language).flatMap((block) => postBlock(block, siteUrl) ?? []);
    return {
      // One line, whatever a file's title holds.
      subject: `${input.site}: ${post.title[language].replace(/\s+/g, " ")}`,
      blocks: [
        { kind: "rich" as const, list: false, lines: [[heading(post.title[language])]] },
        ...tldr,
        ...body,
        {
          kind: "action" as const,
          label:
            language === "de" ? "Beitrag auf der Website lesen" : "Read the post on the website",
          url: postUrl,
        },
      ],
      footer: newsletterFooter(language, unsubscribeUrl),
    };
  };
  return renderLocalizedMail(input.locale, { de: mail("de"), en: mail("en") });
}
