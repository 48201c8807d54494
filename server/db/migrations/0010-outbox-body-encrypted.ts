import { sql, type Kysely } from "kysely";

/**
 * Mail bodies (with PINs and one-time card links) are kept encrypted and deleted once sent
 * (server/outbox/outbox.ts). The plain columns go; a mail still waiting in them cannot be encrypted
 * here (the key is not known to migrations), so it is marked failed, for the team to see.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").addColumn("body_encrypted", "text").execute();
  const now = new Date().toISOString();
  await sql`update mail_outbox set failed_at = ${now},
    last_error = 'queued before mail bodies were encrypted; its text was not kept'
    where sent_at is null and failed_at is null`.execute(db);
  await db.schema.alterTable("mail_outbox").dropColumn("text_body").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("html_body").execute();
}
