import { postV2Schema, type PostV2 } from "../../../core/content/posts.ts";
import type { WallDateTime } from "../../../core/content/common.ts";
import type { Locale } from "../../../core/locale.ts";
import { postSkeleton, withGermanForEnglish } from "../../../core/posts.ts";

/** The editor works on the v2 post itself; its text blocks are written in the text editor. */
export type Block = PostV2["blocks"][number];
export type TextBlock = Extract<Block, { type: "text" | "unordered-list" }>;
export type OtherBlock = Exclude<Block, TextBlock>;

export const emptyText = () => ({ de: "", en: "" });

/** The blocks beside the text: added as blocks of their own between its parts. */
export const blockKinds = ["image", "download"] as const;

export function newBlock(type: (typeof blockKinds)[number]): OtherBlock {
  if (type === "image") return { type, src: "", alt: emptyText() };
  return { type, href: "", title: emptyText(), icon: "file" };
}

/** A block shown or hidden in one language; a block hidden in none carries no list. */
export function withHiddenFor<B extends Block>(block: B, locale: Locale, hidden: boolean): B {
  const { hideForLocales = [], ...rest } = block;
  const locales = hideForLocales.filter((other) => other !== locale);
  if (hidden) locales.push(locale);
  return (locales.length > 0 ? { ...rest, hideForLocales: locales } : rest) as B;
}

/** A new post: on the site and by mail; its text comes from the text editor. */
export function newPost(posted: WallDateTime): PostV2 {
  return { ...postSkeleton(posted), tldr: [emptyText()] };
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

export interface Problem {
  /** The schema's path, e.g. "title.de". */
  field: string;
  path: readonly PropertyKey[];
  /** Nothing written (rather than something not allowed). */
  missing: boolean;
  message: string;
}
export type Check = { ok: true; post: PostV2 } | { ok: false; problems: Problem[] };

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
      path: issue.path,
      missing: issue.code === "too_small",
      message: issue.message,
    })),
  };
}

/** What the preview shows: the checked post, or the post as typed so far. */
export function previewPost(post: PostV2, germanOnly: boolean): PostV2 {
  return cleaned(germanOnly ? withGermanForEnglish(post) : post);
}

/** Where a problem is, in the form's own terms. */
export type ProblemPlace =
  | { field: "title" | "posted" | "other"; locale?: Locale }
  | { field: "tldr"; index: number; locale?: Locale }
  | { field: "text" | "alt" | "image" | "file" | "fileTitle"; part: number; locale?: Locale };

const isLocale = (value: PropertyKey | undefined): value is Locale =>
  value === "de" || value === "en";

/**
 * A schema problem placed at the form's field: the title, an in-short paragraph, or the part of
 * the body its block came from (`partOf`: the part of each block).
 */
export function placeOf(path: readonly PropertyKey[], partOf: readonly number[]): ProblemPlace {
  const locale = isLocale(path.at(-1)) ? path.at(-1) : undefined;
  const [head, index, field] = path;
  const at = locale ? { locale: locale as Locale } : {};
  if (head === "title") return { field: "title", ...at };
  if (head === "posted") return { field: "posted" };
  if (head === "tldr" && typeof index === "number") return { field: "tldr", index, ...at };
  if (head === "blocks" && typeof index === "number") {
    const part = partOf[index] ?? 0;
    const named = { src: "image", alt: "alt", href: "file", title: "fileTitle" } as const;
    const kind =
      typeof field === "string" && field in named ? named[field as keyof typeof named] : "text";
    return { field: kind, part, ...at };
  }
  return { field: "other", ...at };
}
