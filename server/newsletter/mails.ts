import type { Post } from "../../core/content/posts.ts";
import type { Locale } from "../../core/locale.ts";
import { renderBlocks, type RenderBlock } from "../../core/posts.ts";
import type { RenderSegment } from "../../core/segments.ts";
import { withoutRefusedChars } from "../../core/text-rules.ts";
import { pageLink } from "../outbox/links.ts";
import type { Translate } from "../../core/messages.ts";
import { listMailFooter, mailIn, type MailBlock, type MailContent } from "../outbox/mail-layout.ts";
import { newsletterMailMessages } from "./mails.messages.ts";

type T = Translate<keyof (typeof newsletterMailMessages)["de"]>;

/** Every mail to an address on the newsletter list ends with this: one click leaves the list. */
const newsletterFooter = (t: T, unsubscribeUrl: string) =>
  listMailFooter(t("footerWhy"), t("footerLeave"), unsubscribeUrl);

/** Double opt-in: the link that confirms the subscription. */
export function newsletterConfirmMail(
  locale: Locale,
  site: string,
  confirmUrl: string,
): MailContent {
  return mailIn(locale, newsletterMailMessages, (t) => ({
    subject: t("confirmSubject", { site }),
    blocks: [
      { kind: "paragraph", text: t("confirmText", { site }) },
      { kind: "action", label: t("confirmAction"), url: confirmUrl },
    ],
    notYou: true,
  }));
}

/** The notes to an address on the list, in the subscriber's language. */
type ListNoteMail = (locale: Locale, site: string, unsubscribeUrl: string) => MailContent;

/** A note to an address on the list: one paragraph, and the way out under it. */
const listNote =
  (note: "welcome" | "already"): ListNoteMail =>
  (locale, site, unsubscribeUrl) =>
    mailIn(locale, newsletterMailMessages, (t) => ({
      subject: t(`${note}Subject`, { site }),
      blocks: [{ kind: "paragraph", text: t(`${note}Text`) }],
      footer: newsletterFooter(t, unsubscribeUrl),
    }));

/** After the confirmation: welcome, with the way out. */
export const newsletterWelcomeMail = listNote("welcome");

/**
 * Someone registered an address that is already on the list. The web page answers exactly as for
 * a new address; only the owner of the mailbox learns it was subscribed.
 */
export const newsletterAlreadySubscribedMail = listNote("already");

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
  const { locale } = input;
  const heading = (text: string): RenderSegment => ({ format: "heading", text });
  const tldr: MailBlock[] = post.tldr.length
    ? [
        {
          kind: "rich",
          list: true,
          lines: post.tldr.map((line) => [{ format: "bold", text: line[locale] }]),
        },
      ]
    : [];
  const body = renderBlocks(post, locale).flatMap((block) => postBlock(block, siteUrl) ?? []);
  return mailIn(locale, newsletterMailMessages, (t) => ({
    // One line, whatever a file's title holds.
    subject: t("postSubject", { site: input.site, title: post.title[locale].replace(/\s+/g, " ") }),
    blocks: [
      { kind: "rich", list: false, lines: [[heading(post.title[locale])]] },
      ...tldr,
      ...body,
      { kind: "action", label: t("postAction"), url: postUrl },
    ],
    footer: newsletterFooter(t, unsubscribeUrl),
  }));
}
