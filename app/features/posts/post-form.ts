import { postV2Schema, type PostV2, type Segment } from "../../../core/content/posts.ts";
import type { WallDateTime } from "../../../core/content/common.ts";
import type { Locale } from "../../../core/locale.ts";
import { postSkeleton, withGermanForEnglish } from "../../../core/posts.ts";

/** The editor works on the v2 post itself; text blocks keep their lines in one section. */
export type Block = PostV2["blocks"][number];
export type TextBlock = Extract<Block, { type: "text" | "unordered-list" }>;
export type Line = { segments: Segment[] };

export const emptyText = () => ({ de: "", en: "" });
export const emptySegment = (): Segment => ({ text: emptyText() });
export const emptyLine = (): Line => ({ segments: [emptySegment()] });

export const blockKinds = ["text", "unordered-list", "image", "download"] as const;

export function newBlock(type: (typeof blockKinds)[number]): Block {
  if (type === "image") return { type, src: "", alt: emptyText() };
  if (type === "download") return { type, href: "", title: emptyText(), icon: "file" };
  return { type, content: [{ lines: [emptyLine()] }] };
}

/** A block shown or hidden in one language; a block hidden in none carries no list. */
export function withHiddenFor(block: Block, locale: Locale, hidden: boolean): Block {
  const { hideForLocales = [], ...rest } = block;
  const locales = hideForLocales.filter((other) => other !== locale);
  if (hidden) locales.push(locale);
  return locales.length > 0 ? { ...rest, hideForLocales: locales } : (rest as Block);
}

/** A new post: on the site and by mail, one empty text block. */
export function newPost(posted: WallDateTime): PostV2 {
  return { ...postSkeleton(posted), tldr: [emptyText()], blocks: [newBlock("text")] };
}

/** Sections render like lines one after another: the editor shows them as one list of lines. */
export function linesOf(block: TextBlock): Line[] {
  return block.content.flatMap((section) => ("lines" in section ? section.lines : []));
}

export function withLines(block: TextBlock, lines: Line[]): TextBlock {
  return { ...block, content: [{ lines }] };
}

/** `YYYY-MM-DD` and `HH:MM` for the date and time inputs, and back. */
export function dateInput({ year, month, day }: WallDateTime): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
export function timeInput({ hour = 12, minute = 0 }: WallDateTime): string {
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}
export function postedFrom(date: string, time: string, previous: WallDateTime): WallDateTime {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d) return previous;
  return {
    year: Number(d[1]),
    month: Number(d[2]),
    day: Number(d[3]),
    hour: t ? Number(t[1]) : (previous.hour ?? 12),
    minute: t ? Number(t[2]) : (previous.minute ?? 0),
  };
}

/** Empty in-short paragraphs are left out rather than refused (also in what is saved). */
export function cleaned(post: PostV2): PostV2 {
  return { ...post, tldr: post.tldr.filter((text) => text.de.trim() || text.en.trim()) };
}

export type Check =
  { ok: true; post: PostV2 } | { ok: false; problems: { field: string; message: string }[] };

/**
 * The same check the server makes, with the same schema as the content files: German stands in
 * for English when the post has none.
 */
export function checkPost(post: PostV2, germanOnly: boolean): Check {
  const input = cleaned(germanOnly ? withGermanForEnglish(post) : post);
  const parsed = postV2Schema.safeParse(input);
  if (parsed.success) return { ok: true, post: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => ({
      field: issue.path.join("."),
      message: issue.message,
    })),
  };
}

/** What the preview shows: the checked post, or the post as typed so far. */
export function previewPost(post: PostV2, germanOnly: boolean): PostV2 {
  return cleaned(germanOnly ? withGermanForEnglish(post) : post);
}
