import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { HubId } from "../../core/content/common.ts";
import { mediaSrc, mediaWidths } from "../../core/media.ts";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/schema.ts";
import type { Author } from "./store.ts";

/** What an upload may be, judged by its bytes (sharp reads the file's header, not its name). */
const acceptedFormats = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);
/** About a 40-megapixel photo: larger images cost too much memory to decode. */
const maxInputPixels = 40_000_000;

export type UploadResult =
  | { status: "stored"; id: string; src: string; width: number; height: number }
  | { status: "not-an-image" };

const fileNamePattern = /^[0-9a-f]{32}-\d{3,4}\.jpg$/;

/**
 * The team's post images: decoded, turned upright, re-encoded as JPEG without any of the
 * upload's metadata (camera, location) in a few widths, never wider than the upload, under
 * DATA_DIR/media/. Only the re-encoded files are kept and served.
 */
export function postImages({ db, clock, dataDir }: { db: Db; clock: Clock; dataDir: string }) {
  const folder = join(dataDir, "media");

  return {
    async store(hubId: HubId, bytes: Uint8Array, by: Author): Promise<UploadResult> {
      let width: number;
      let height: number;
      try {
        const meta = await sharp(bytes, { limitInputPixels: maxInputPixels }).metadata();
        if (!meta.format || !acceptedFormats.has(meta.format)) return { status: "not-an-image" };
        // EXIF orientations 5 to 8 turn the picture by 90°.
        const turned = (meta.orientation ?? 1) >= 5;
        width = turned ? meta.height : meta.width;
        height = turned ? meta.width : meta.height;
      } catch {
        return { status: "not-an-image" };
      }
      const id = randomBytes(16).toString("hex");
      await mkdir(folder, { recursive: true });
      try {
        for (const target of mediaWidths) {
          const file = join(folder, `${id}-${target}.jpg`);
          const data = await sharp(bytes, { limitInputPixels: maxInputPixels })
            .rotate()
            .resize({ width: target, withoutEnlargement: true })
            .flatten({ background: "#ffffff" })
            .jpeg({ quality: 82, mozjpeg: true })
            .toBuffer();
          // Written whole under a temporary name, so that a half file is never served.
          await writeFile(`${file}.tmp`, data);
          await rename(`${file}.tmp`, file);
        }
      } catch {
        // A file that decodes its header but not its pixels.
        return { status: "not-an-image" };
      }
      await db
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
      return { status: "stored", id, src: mediaSrc(id), width, height };
    },

    /** A stored image file by its name (`<id>-<width>.jpg`); null for any other name. */
    async read(name: string): Promise<Buffer | null> {
      if (!fileNamePattern.test(name)) return null;
      return readFile(join(folder, name)).catch(() => null);
    },
  };
}

export type PostImages = ReturnType<typeof postImages>;
