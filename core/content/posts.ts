import { z } from "zod";
import { textRuleCheck } from "../api/fields.ts";
import { locales } from "../locale.ts";
import type { TextLines } from "../text-rules.ts";
import {
  assetPathSchema,
  contentYears,
  hubIds,
  internalRouteSchema,
  wallDateTimeSchema,
  type HubId,
} from "./common.ts";

const localeSchema = z.enum(locales);
const externalHref = z.url({ protocol: /^https?$/ });

/**
 * A post's text in both languages, held to the rule for visitors' text (no control characters):
 * the team's text goes into the feed's XML and mail subjects like the files' text.
 */
function postTextSchema(lines: TextLines) {
  const text = z.string().min(1).check(textRuleCheck(lines));
  return z.object({ de: text, en: text }).strict();
}
const localizedText = postTextSchema("multi");
const localizedTitle = postTextSchema("single");
const lineOfText = z.string().check(textRuleCheck("multi"));

/** A run of text with one format; `text` is a localized string in posts, German-only text on German-only pages. */
export function makeSegmentSchema<T extends z.ZodType>(text: T) {
  return z.discriminatedUnion("format", [
    z.object({ format: z.literal("plain").optional(), text }).strict(),
    z.object({ format: z.enum(["bold", "italic", "heading", "deleted"]), text }).strict(),
    z.object({ format: z.literal("url"), text, href: externalHref }).strict(),
    z.object({ format: z.literal("internal-url"), text, route: internalRouteSchema }).strict(),
    // An e-mail address to write to (the Impressum's fast electronic contact, § 5 DDG).
    z.object({ format: z.literal("email"), text, address: z.email() }).strict(),
  ]);
}
export const segmentSchema = makeSegmentSchema(localizedText);
export type Segment = z.infer<typeof segmentSchema>;

const hideForLocales = z.array(localeSchema).optional();
const imageBlock = z
  .object({ type: z.literal("image"), src: assetPathSchema, alt: localizedText, hideForLocales })
  .strict();
/** The icons a download block may show beside its title. */
export const downloadIcons = ["pdf", "calendar", "image", "file"] as const;
const downloadBlock = z
  .object({
    type: z.literal("download"),
    href: assetPathSchema,
    title: localizedText,
    icon: z.enum(downloadIcons),
    hideForLocales,
  })
  .strict();

/** Version 1: content is one localized string, a list of lines per language, or segments. */
const v1Content = z.union([
  localizedText,
  z.object({ de: z.array(lineOfText), en: z.array(lineOfText) }).strict(),
  z.array(segmentSchema),
]);
const v1TextBlock = z
  .object({
    type: z.enum(["text", "unordered-list"]),
    format: z.enum(["bold", "heading", "combined"]).optional(),
    content: v1Content,
    hideForLocales,
  })
  .strict();

/** Version 2: blocks hold sections, sections hold lines, lines hold segments. */
const v2TextBlock = z
  .object({
    type: z.enum(["text", "unordered-list"]),
    content: z.array(
      z
        .object({ lines: z.array(z.object({ segments: z.array(segmentSchema).min(1) }).strict()) })
        .strict(),
    ),
    hideForLocales,
  })
  .strict();

const heroImage = z.union([
  assetPathSchema,
  z.object({ de: assetPathSchema.nullable(), en: assetPathSchema.nullable() }).strict(),
]);

const postBase = {
  posted: wallDateTimeSchema,
  important: z.boolean(),
  channels: z.array(z.enum(["telegram_general", "telegram_info", "mail"])),
  heroImageUrl: heroImage.nullable(),
  title: localizedTitle,
  tldr: z.array(localizedText),
};

export const postV1Schema = z
  .object({
    ...postBase,
    version: z.literal(1).optional(),
    blocks: z.array(z.discriminatedUnion("type", [v1TextBlock, imageBlock, downloadBlock])),
  })
  .strict();
export const postV2Schema = z
  .object({
    ...postBase,
    version: z.literal(2),
    blocks: z.array(z.discriminatedUnion("type", [v2TextBlock, imageBlock, downloadBlock])),
  })
  .strict();
// Discriminated unions (on `version`, and on `type` per block) make a content error name the
// exact field, e.g. "blocks.0.type", instead of a bare "Invalid input" at the root.
export const postSchema = z.discriminatedUnion("version", [postV2Schema, postV1Schema]);

export type Post = z.infer<typeof postSchema>;
export type PostV1 = z.infer<typeof postV1Schema>;
export type PostV2 = z.infer<typeof postV2Schema>;

/** The city part of a post's key. */
export const postKeyPrefixes: Record<HubId, string> = {
  munich: "muc",
  essen: "ess",
  hamburg: "ham",
};

const keyPattern = new RegExp(
  `^(${hubIds.map((hubId) => postKeyPrefixes[hubId]).join("|")})(\\d{4})\\.(\\d{1,6})$`,
);

/**
 * Key of a post: city prefix plus year.number, e.g. 'muc2025.7' (also its file name). Its year is
 * one a post may be dated in (`contentYears`), so every post the team can save has a key the
 * team can open again.
 */
export function isPostKey(key: string): boolean {
  const year = Number(keyPattern.exec(key)?.[2]);
  return year >= contentYears.first && year <= contentYears.last;
}

export const postKeySchema = z.string().refine(isPostKey, "post key must look like muc2025.7");
