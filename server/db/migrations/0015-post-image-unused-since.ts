import type { Kysely } from "kysely";

/**
 * Since when no post uses an uploaded image (null while one does): the image purge deletes it
 * once that is longer ago than its grace period (server/posts/images.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("post_images").addColumn("unused_since", "text").execute();
}
