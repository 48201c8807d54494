import type { Kysely } from "kysely";

/**
 * Counters of rate limits and of mails per recipient, shared by every instance on one database:
 * hits per (hashed key, fixed window), removed once their window has ended.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("hit_counts")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("window_start", "text", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("hit_counts_pk", ["key", "window_start"])
    .execute();
  await db.schema.createIndex("hit_counts_expires").on("hit_counts").column("expires_at").execute();
}
