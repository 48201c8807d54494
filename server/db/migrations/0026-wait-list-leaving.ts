import type { Kysely } from "kysely";

/**
 * wait_list_entries.left_at: when a confirmed person left their list. For a day they may return
 * to their place; then the job deletes the address for good (server/wait-list/leaving.ts). Null
 * while they are on it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("wait_list_entries").addColumn("left_at", "text").execute();
  await db.schema
    .createIndex("wait_list_entries_left")
    .on("wait_list_entries")
    .column("left_at")
    .execute();
}
