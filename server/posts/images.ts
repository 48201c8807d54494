import { randomBytes } from "node:crypto";
import { mediaVariantNameSchema, type MediaVariant } from "../../core/api/media.ts";
import type { HubId } from "../../core/content/common.ts";
import {
  mediaId,
  mediaPrefix,
  mediaSrc,
  mediaWidths,
  widestMediaWidth,
  type ImageSize,
} from "../../core/media.ts";
import type { Clock } from "../clock.ts";
import type { Transaction } from "kysely";
import type { Database, Db } from "../db/schema.ts";
import { strongEtag } from "../http/validators.ts";
import { refusedFor, type Result } from "../result.ts";
import { conversionQueue, type ConversionQueue } from "./conversion-queue.ts";
import { variantCache, type ServedVariant } from "./variant-cache.ts";
import { loadSharp } from "./sharp.ts";
import type { Author } from "./post-rows.ts";

/** What an upload may be, judged by its bytes (sharp reads the file's header, not its name). */
const acceptedFormats = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);
/** About a 40-megapixel photo: larger images cost too much memory to decode. */
export const maxInputPixels = 40_000_000;
/**
 * How long an image no post uses (team posts, drafts included, and content files) is kept before
 * the purge deletes it: time to put it back into a post, or to restore a withdrawn one.
 */
export const unusedImageGraceMs = 7 * 24 * 3_600_000;
/**
 * An image's address never changes content, but the team may delete it: browsers and proxies
 * keep a copy for a day at most, then ask again (a 304 while it exists, a 404 once deleted).
 */
export const mediaCacheControl = "public, max-age=86400, immutable";
/** Uploads waiting behind the one being converted; more are refused as busy. */
const maxWaitingConversions = 2;
/** Per instance: some hundred hot images (a 1600 px JPEG is a few hundred kB). */
export const variantCacheBytes = 32 * 1024 * 1024;

/**
 * `too-large`: more pixels than `maxInputPixels`, told by the file's header without decoding it;
 * `busy`: other uploads are being converted and waiting on this instance, try again shortly.
 */
export type UploadRefusal = "not-an-image" | "too-large" | "busy";
export type UploadResult = Result<
  UploadRefusal,
  { id: string; src: string; width: number; height: number }
>;

/** A served variant, or only its ETag when the client's copy is current (If-None-Match). */
export type ReadResult = ServedVariant | { etag: string; bytes: null };

/** Image id and width of a variant's name (`<id>-<width>.jpg`); null for any other name. */
export function variantName(name: string): MediaVariant | null {
  const parsed = mediaVariantNameSchema.safeParse(name);
  return parsed.success ? parsed.data : null;
}

/** What the image steps share: the database, the clock and this instance's memory of images. */
interface ImageDeps {
  db: Db;
  clock: Clock;
  conversions: ConversionQueue;
  cache: ReturnType<typeof variantCache>;
  /** Pixel size of the widest variant by image id: pages reserve the image's room with it. */
  sizes: Map<string, ImageSize>;
}

async function deleteImages(trx: Transaction<Database>, ids: string[]) {
  await trx.deleteFrom("post_image_variants").where("image_id", "in", ids).execute();
  await trx.deleteFrom("post_images").where("id", "in", ids).execute();
}

/** Drops what this instance remembers of deleted images (the others ask the database). */
function forget({ cache, sizes }: ImageDeps, ids: string[]) {
  for (const id of ids) {
    sizes.delete(id);
    for (const width of mediaWidths) cache.drop(mediaSrc(id, width).slice(mediaPrefix.length));
  }
}

/**
 * Every width from one decode of the upload: upright, at most the widest width, on white; the
 * smaller widths are scaled from those pixels (cheap) rather than decoding the upload again.
 */
async function encodeAll(bytes: Uint8Array) {
  const sharp = await loadSharp();
  const widest = await sharp(bytes, { limitInputPixels: maxInputPixels })
    .rotate()
    .resize({ width: widestMediaWidth, withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = widest.info;
  const variants = [];
  for (const target of mediaWidths) {
    const { data, info } = await sharp(widest.data, { raw: { width, height, channels } })
      .resize({ width: target, withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    variants.push({
      width: target,
      pixel_width: info.width,
      pixel_height: info.height,
      bytes: data,
    });
  }
  return variants;
}

/** The upright pixel size of an accepted upload, told by its header; a refusal otherwise. */
async function uploadSize(
  bytes: Uint8Array,
): Promise<Result<UploadRefusal, { width: number; height: number }>> {
  const sharp = await loadSharp();
  try {
    // The header only (no limit needed to read it): the pixels are decoded later, in turn,
    // and only when there are not too many.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.format || !acceptedFormats.has(meta.format)) return refusedFor("not-an-image");
    if (meta.width * meta.height > maxInputPixels) return refusedFor("too-large");
    // EXIF orientations 5 to 8 turn the picture by 90°.
    const turned = (meta.orientation ?? 1) >= 5;
    return turned
      ? { ok: true, width: meta.height, height: meta.width }
      : { ok: true, width: meta.width, height: meta.height };
  } catch {
    return refusedFor("not-an-image");
  }
}

async function store(
  deps: ImageDeps,
  hubId: HubId,
  bytes: Uint8Array,
  by: Author,
): Promise<UploadResult> {
  const { db, clock, conversions, sizes } = deps;
  const size = await uploadSize(bytes);
  if (!size.ok) return size;
  const { width, height } = size;
  // A file that decodes its header but not its pixels is no image either.
  const converted = await conversions.run(() => encodeAll(bytes)).catch(() => null);
  if (!converted) return refusedFor("not-an-image");
  if (converted.busy) return refusedFor("busy");
  const variants = converted.value;
  const id = randomBytes(16).toString("hex");
  // All widths or none: an address in a post never points at a missing width.
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("post_images")
      .values({
        id,
        hub_id: hubId,
        width,
        height,
        created_at: clock.now().toISOString(),
        created_by: by.name,
      })
      .execute();
    await trx
      .insertInto("post_image_variants")
      .values(variants.map((v) => ({ ...v, image_id: id, etag: strongEtag(v.bytes) })))
      .execute();
  });
  const widest = variants.at(-1)!;
  sizes.set(id, { width: widest.pixel_width, height: widest.pixel_height });
  return { ok: true, id, src: mediaSrc(id), width, height };
}

/**
 * A variant of an image; null for an unknown one.
 * The database is asked every time (its ETag only, a small indexed read), so an image deleted
 * on any instance is gone here too; the bytes come from memory when they are there, and are
 * not read at all when `ifNoneMatch` names the ETag.
 */
async function read(
  { db, cache }: ImageDeps,
  parts: MediaVariant,
  ifNoneMatch?: (etag: string) => boolean,
): Promise<ReadResult | null> {
  const name = mediaSrc(parts.id, parts.width).slice(mediaPrefix.length);
  const variant = db
    .selectFrom("post_image_variants")
    .where("image_id", "=", parts.id)
    .where("width", "=", parts.width);
  const current = await variant.select("etag").executeTakeFirst();
  if (!current) {
    cache.drop(name);
    return null;
  }
  if (ifNoneMatch?.(current.etag)) return { etag: current.etag, bytes: null };
  const cached = cache.get(name);
  if (cached?.etag === current.etag) return cached;
  const row = await variant.select(["etag", "bytes"]).executeTakeFirst();
  if (!row) return null;
  const served = { etag: row.etag, bytes: row.bytes };
  cache.set(name, served);
  return served;
}

/**
 * Deletes an image of the city with all its widths: its addresses answer 404 from then on,
 * on every instance (browsers and proxies may keep a copy until their cache expires).
 */
async function remove(deps: ImageDeps, hubId: HubId, id: string): Promise<boolean> {
  const removed = await deps.db.transaction().execute(async (trx) => {
    const image = await trx
      .selectFrom("post_images")
      .select("id")
      .where("id", "=", id)
      .where("hub_id", "=", hubId)
      .executeTakeFirst();
    if (!image) return false;
    await deleteImages(trx, [id]);
    return true;
  });
  if (removed) forget(deps, [id]);
  return removed;
}

/**
 * Deletes the images that no post in `used` has used for `unusedImageGraceMs`: marks the
 * unused ones with the time they were first seen unused, unmarks those used again.
 */
async function purgeUnused(deps: ImageDeps, used: ReadonlySet<string>): Promise<number> {
  const { db, clock } = deps;
  const now = clock.now();
  const rows = await db.selectFrom("post_images").select(["id", "unused_since"]).execute();
  const backInUse = rows.filter((row) => used.has(row.id) && row.unused_since !== null);
  const newlyUnused = rows.filter((row) => !used.has(row.id) && row.unused_since === null);
  const expired = rows.filter(
    (row) =>
      !used.has(row.id) &&
      row.unused_since !== null &&
      now.getTime() - Date.parse(row.unused_since) >= unusedImageGraceMs,
  );
  const ids = (list: typeof rows) => list.map((row) => row.id);
  if (backInUse.length)
    await db
      .updateTable("post_images")
      .set({ unused_since: null })
      .where("id", "in", ids(backInUse))
      .execute();
  if (newlyUnused.length)
    await db
      .updateTable("post_images")
      .set({ unused_since: now.toISOString() })
      .where("id", "in", ids(newlyUnused))
      .where("unused_since", "is", null)
      .execute();
  if (expired.length) {
    await db.transaction().execute((trx) => deleteImages(trx, ids(expired)));
    forget(deps, ids(expired));
  }
  return expired.length;
}

/** Learns the sizes of images other instances stored (before their posts show here). */
async function loadSizes({ db, sizes }: ImageDeps): Promise<void> {
  const rows = await db
    .selectFrom("post_image_variants")
    .select(["image_id", "pixel_width", "pixel_height"])
    .where("width", "=", widestMediaWidth)
    .execute();
  for (const row of rows) {
    sizes.set(row.image_id, { width: row.pixel_width, height: row.pixel_height });
  }
}

/**
 * The team's post images: decoded, turned upright, re-encoded as JPEG without any of the
 * upload's metadata (camera, location) in a few widths, never wider than the upload, and kept
 * in the database, so that every instance on it serves every image. An id is random and its
 * bytes never change, so the addresses can be cached for good.
 */
export function postImages({
  db,
  clock,
  cacheBytes = variantCacheBytes,
  conversions = conversionQueue(maxWaitingConversions),
}: {
  db: Db;
  clock: Clock;
  cacheBytes?: number;
  conversions?: ConversionQueue;
}) {
  const deps: ImageDeps = {
    db,
    clock,
    conversions,
    cache: variantCache(cacheBytes),
    sizes: new Map(),
  };
  return {
    store: (hubId: HubId, bytes: Uint8Array, by: Author) => store(deps, hubId, bytes, by),
    read: (variant: MediaVariant, ifNoneMatch?: (etag: string) => boolean) =>
      read(deps, variant, ifNoneMatch),
    remove: (hubId: HubId, id: string) => remove(deps, hubId, id),
    purgeUnused: (used: ReadonlySet<string>) => purgeUnused(deps, used),
    /** Pixel size of an uploaded image by its address (any width); null for other assets. */
    size(src: string): ImageSize | null {
      const id = mediaId(src);
      return id ? (deps.sizes.get(id) ?? null) : null;
    },
    loadSizes: () => loadSizes(deps),
  };
}

export type PostImages = ReturnType<typeof postImages>;
