import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Db } from "../db/schema.ts";
import { strongEtag } from "../http/validators.ts";
import { variantName } from "./images.ts";
import { loadSharp } from "./sharp.ts";

/**
 * Post images uploaded before they were kept in the database are files under DATA_DIR/media/.
 * Each instance brings the files it has into the database at start (widths already there are
 * left alone), so their addresses keep working on every instance. The folder is only read; once
 * every instance has started, it can be deleted. Returns how many widths were brought in.
 */
export async function importMediaFolder(db: Db, dataDir: string): Promise<number> {
  const folder = join(dataDir, "media");
  const names = await readdir(folder).catch(() => [] as string[]);
  let imported = 0;
  for (const name of names) {
    const parts = variantName(name);
    if (!parts) continue;
    const known = await db
      .selectFrom("post_images")
      .leftJoin("post_image_variants", (join) =>
        join
          .onRef("post_image_variants.image_id", "=", "post_images.id")
          .on("post_image_variants.width", "=", parts.width),
      )
      .select("post_image_variants.etag")
      .where("post_images.id", "=", parts.id)
      .executeTakeFirst();
    // No such upload in this database, or this width is in it already.
    if (!known || known.etag !== null) continue;
    const bytes = await readFile(join(folder, name));
    const { width, height } = await (await loadSharp())(bytes).metadata();
    await db
      .insertInto("post_image_variants")
      .values({
        image_id: parts.id,
        width: parts.width,
        pixel_width: width,
        pixel_height: height,
        etag: strongEtag(bytes),
        bytes,
      })
      .onConflict((conflict) => conflict.columns(["image_id", "width"]).doNothing())
      .execute();
    imported += 1;
  }
  return imported;
}
