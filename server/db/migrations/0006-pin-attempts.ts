import type { Kysely } from "kysely";

/**
 * PIN checks counted across submissions (server/forms/pin-attempts.ts): one row per subject
 * (the verification mailbox, the client's network) and check, as keyed hashes, never addresses.
 * Each submission remembers the keyed hash of its mailbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("pin_attempts")
    .addColumn("attempt_id", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("pin_attempts_pk", ["attempt_id", "subject"])
    .execute();
  await db.schema
    .createIndex("pin_attempts_subject_at")
    .on("pin_attempts")
    .columns(["subject", "at"])
    .execute();
  await db.schema.alterTable("form_submissions").addColumn("mailbox_key", "text").execute();
}
