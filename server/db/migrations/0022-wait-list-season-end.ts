import type { Kysely } from "kysely";

/**
 * wait_lists.party_over_at: when the party of the list's season is over, as the content said
 * when the list was made. A list whose party is still ahead stays its package's list when the
 * sale start is corrected (docs/decisions/0061-wait-list-season-by-its-party.md). Null for lists
 * made before: they are found by their key alone, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("wait_lists").addColumn("party_over_at", "text").execute();
}
