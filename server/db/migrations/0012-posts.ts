import type { Kysely } from "kysely";
import { autoIdColumn } from "./columns.ts";

/**
 * Posts the team writes in the team area (server/posts/), beside the files under content/: the
 * current version per key, every change as a revision (who, when, what; restoring reads them),
 * the uploaded images (their files live under DATA_DIR/media/), and which post went out on which
 * messenger channel. Messenger sends wait in the mail outbox as a second channel of it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("team_posts")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("hub_id", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("post_json", "text", (c) => c.notNull())
    .addColumn("german_only", "integer", (c) => c.notNull())
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("team_posts_hub").on("team_posts").column("hub_id").execute();
  await db.schema
    .createTable("team_post_revisions")
    .addColumn("id", autoIdColumn(db), (c) => c.primaryKey())
    .addColumn("post_key", "text", (c) => c.notNull().references("team_posts.key"))
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("post_json", "text", (c) => c.notNull())
    .addColumn("german_only", "integer", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("by_id", "text", (c) => c.notNull())
    .addColumn("by_name", "text", (c) => c.notNull())
    .addUniqueConstraint("team_post_revisions_once", ["post_key", "revision"])
    .execute();
  await db.schema
    .createTable("post_images")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("hub_id", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("channel_deliveries")
    .addColumn("post_key", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("queued_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("channel_deliveries_pk", ["post_key", "channel"])
    .execute();
  await db.schema
    .alterTable("mail_outbox")
    .addColumn("channel", "text", (c) => c.notNull().defaultTo("mail"))
    .execute();
}
