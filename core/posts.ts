import type { Locale } from "./locale.ts";
import type { WallDateTime } from "./content/common.ts";
import type { Post, PostV2, Segment } from "./content/posts.ts";
import type { ImageSize, ImageSizeOf } from "./media.ts";

export type { RenderSegment };
import { renderSegment as segmentIn, type RenderSegment } from "./segments.ts";
import { zonedInstant } from "./time.ts";

/** Spec: default posted time is 12:00 when no hour is given, minute 0. */
export function postedInstant(post: Pick<Post, "posted">, timeZone: string): Date {
  const { posted } = post;
  return zonedInstant({ ...posted, hour: posted.hour ?? 12, minute: posted.minute ?? 0 }, timeZone);
}

/**
 * What a test mail checks of a post: everything but when it appears. Moving a tested post to
 * another time needs no new test mail.
 */
export function mailedContent(post: { posted: unknown }, germanOnly: boolean): string {
  return JSON.stringify({ ...post, posted: null, germanOnly });
}

/** A post is hidden (not listed, 404 by URL) until its posted time has passed. */
export function isPostVisible(post: Pick<Post, "posted">, timeZone: string, now: Date): boolean {
  return postedInstant(post, timeZone).getTime() <= now.getTime();
}

export type RenderBlock =
  | { kind: "text"; emphasis: "bold" | "heading" | "combined" | null; lines: RenderSegment[][] }
  | { kind: "list"; items: RenderSegment[][] }
  | { kind: "image"; src: string; alt: string; size: ImageSize | null }
  | { kind: "download"; href: string; title: string; icon: string };

function renderSegment(segment: Segment, locale: Locale): RenderSegment {
  return segmentIn(segment, segment.text[locale]);
}

const plain = (text: string): RenderSegment[] => [{ format: "plain", text }];

const unknownSize: ImageSizeOf = () => null;

/**
 * Brings both content versions into one shape, in one language, without hidden blocks; images
 * with their size where the caller knows it.
 */
export function renderBlocks(
  post: Post,
  locale: Locale,
  sizeOf: ImageSizeOf = unknownSize,
): RenderBlock[] {
  const out: RenderBlock[] = [];
  for (const block of post.blocks) {
    if (block.hideForLocales?.includes(locale)) continue;
    if (block.type === "image") {
      out.push({ kind: "image", src: block.src, alt: block.alt[locale], size: sizeOf(block.src) });
      continue;
    }
    if (block.type === "download") {
      out.push({
        kind: "download",
        href: block.href,
        title: block.title[locale],
        icon: block.icon,
      });
      continue;
    }
    let lines: RenderSegment[][];
    let emphasis: "bold" | "heading" | "combined" | null = null;
    if (Array.isArray(block.content)) {
      if (block.content.length > 0 && "lines" in block.content[0]!) {
        // v2: sections → lines → segments; sections are separated like paragraphs.
        const sections = block.content as { lines: { segments: Segment[] }[] }[];
        lines = sections.flatMap((section) =>
          section.lines.map((line) => line.segments.map((s) => renderSegment(s, locale))),
        );
      } else {
        // v1 with segments: one line of segments.
        lines = [(block.content as Segment[]).map((s) => renderSegment(s, locale))];
      }
    } else {
      const value = block.content[locale];
      lines = Array.isArray(value) ? value.map(plain) : value.split("\n").map(plain);
    }
    if ("format" in block && block.format) emphasis = block.format;
    out.push(
      block.type === "unordered-list"
        ? { kind: "list", items: lines }
        : { kind: "text", emphasis, lines },
    );
  }
  return out;
}

/**
 * A post written in German only: every English text repeats the German one, so that the post
 * is valid against the schema and mails and feeds have text; the site shows the Translation
 * Missing notice above it in English.
 */
export function withGermanForEnglish<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withGermanForEnglish(item)) as T;
  if (value === null || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 2 && "de" in record && "en" in record && typeof record.de === "string") {
    return { de: record.de, en: record.de } as T;
  }
  return Object.fromEntries(keys.map((key) => [key, withGermanForEnglish(record[key])])) as T;
}

export function heroImageFor(post: Post, locale: Locale): string | null {
  const hero = post.heroImageUrl;
  if (hero === null || typeof hero === "string") return hero;
  return hero[locale] ?? hero.de ?? hero.en;
}

/**
 * What the post page shows of a post, in one language (also the team's preview), with its
 * images' sizes where `sizeOf` knows them (the page then reserves their room).
 */
export function postView(
  entry: { key: string; post: Post; germanOnly?: boolean },
  locale: Locale,
  published: boolean,
  sizeOf: ImageSizeOf = unknownSize,
) {
  const { post } = entry;
  const hero = heroImageFor(post, locale);
  return {
    key: entry.key,
    title: post.title[locale],
    posted: post.posted,
    important: post.important,
    published,
    germanOnly: entry.germanOnly === true,
    hero,
    heroSize: hero === null ? null : sizeOf(hero),
    tldr: post.tldr.map((text) => text[locale]),
    blocks: renderBlocks(post, locale, sizeOf),
  };
}
export type PostView = ReturnType<typeof postView>;

/** The fields every new v2 post starts with: untitled, not important, by mail, no image. */
export function postSkeleton(posted: WallDateTime): PostV2 {
  return {
    version: 2,
    posted,
    important: false,
    channels: ["mail"],
    heroImageUrl: null,
    title: { de: "", en: "" },
    tldr: [],
    blocks: [],
  };
}
