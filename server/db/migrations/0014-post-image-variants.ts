import type { Kysely } from "kysely";
import { bytesColumn } from "./columns.ts";

/**
 * The re-encoded widths of the posts' uploaded images, in the database instead of files under
 * DATA_DIR/media/: every instance on the one database serves every image
 * (docs/decisions/0022-posts-in-the-team-area.md). `width` is the one in the address
 * (`/media/<id>-<width>.jpg`), `pixel_width`/`pixel_height` what the JPEG holds (never enlarged).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("post_image_variants")
    .addColumn("image_id", "text", (c) => c.notNull().references("post_images.id"))
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("pixel_width", "integer", (c) => c.notNull())
    .addColumn("pixel_height", "integer", (c) => c.notNull())
    .addColumn("etag", "text", (c) => c.notNull())
    .addColumn("bytes", bytesColumn(db), (c) => c.notNull())
    .addPrimaryKeyConstraint("post_image_variants_pk", ["image_id", "width"])
    .execute();
}
