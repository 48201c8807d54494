import type { Kysely } from "kysely";

/**
 * Dynamic-form submissions waiting for their PIN, and transmitted ones whose sensitive values
 * (card data) wait for their one-time read. Values are encrypted (server/forms/crypto.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("form_submissions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("form_key", "text", (c) => c.notNull())
    .addColumn("hub_id", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("fields_encrypted", "text")
    .addColumn("sensitive_encrypted", "text")
    .addColumn("pin_hash", "text", (c) => c.notNull())
    .addColumn("pin_expires_at", "text", (c) => c.notNull())
    .addColumn("pin_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("transmitted_at", "text")
    .addColumn("secure_token_hash", "text", (c) => c.unique())
    .addColumn("secure_expires_at", "text")
    .addColumn("secure_read_at", "text")
    .addColumn("delete_after", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("form_submissions_delete_after")
    .on("form_submissions")
    .column("delete_after")
    .execute();
}
