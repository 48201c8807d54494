/**
 * Images the team uploads for posts: re-encoded to a few widths (server/posts/images.ts), kept
 * in the database and served from /media/. Pages name the widest; the others come with it in
 * srcset.
 */
import type { LocalizedAsset } from "./content/common.ts";

/** Pixel size of an image: pages reserve its room with it, so nothing shifts while it loads. */
export interface ImageSize {
  width: number;
  height: number;
}

/** What the server knows of an image's size by its site path (public/ files, uploads). */
export type ImageSizeOf = (path: string) => ImageSize | null;

export const mediaWidths = [480, 960, 1600] as const;
export const widestMediaWidth = 1600 satisfies (typeof mediaWidths)[number];
export const mediaPrefix = "/media/";

/** Most posts are read on phones; wider screens show the text column at about 45rem. */
export const postImageSizes = "(max-width: 48rem) 100vw, 45rem";

const mediaPattern = /^\/media\/([0-9a-f]{32})-(\d+)\.jpg$/;

export function mediaSrc(id: string, width: number = widestMediaWidth): string {
  return `${mediaPrefix}${id}-${width}.jpg`;
}

/** The image id of an uploaded image's address; null for any other asset. */
export function mediaId(src: string): string | null {
  return mediaPattern.exec(src)?.[1] ?? null;
}

/** The ids of every uploaded image a text names (a post's JSON, say), each once. */
export function mediaIdsIn(text: string): string[] {
  const ids = text.matchAll(/\/media\/([0-9a-f]{32})-\d+\.jpg/g);
  return [...new Set([...ids].map((match) => match[1]!))];
}

/** `srcset` of an uploaded image (every width); undefined for other assets (one size only). */
export function mediaSrcSet(src: string): string | undefined {
  const id = mediaId(src);
  if (!id) return undefined;
  return mediaWidths.map((width) => `${mediaSrc(id, width)} ${width}w`).join(", ");
}

/**
 * The file of an asset in the page's language. Kept here, apart from the content schemas, so a
 * page showing an asset does not load zod in the browser.
 */
export function assetIn(asset: LocalizedAsset, locale: "de" | "en"): string {
  return typeof asset === "string" ? asset : asset[locale];
}
