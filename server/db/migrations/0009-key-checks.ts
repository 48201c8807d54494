import type { Kysely } from "kysely";

/**
 * One check value per encryption key (an HMAC of a constant under the key), so a start with
 * another key than the one the stored data were encrypted with is refused (server/crypto/key-check.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("key_checks")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("check_value", "text", (c) => c.notNull())
    .execute();
}
