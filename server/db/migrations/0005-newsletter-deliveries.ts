import type { Kysely } from "kysely";

/**
 * Which newsletter post went to which subscriber: the row and the mail are written in one
 * transaction, so every post reaches each subscriber once, also across restarts. Newsletter mails
 * carry a List-Unsubscribe header, so mail programs offer their own unsubscribe button.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("newsletter_deliveries")
    .addColumn("subscriber_id", "text", (c) =>
      c.notNull().references("subscribers.id").onDelete("cascade"),
    )
    .addColumn("post_key", "text", (c) => c.notNull())
    .addColumn("queued_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("newsletter_deliveries_pk", ["subscriber_id", "post_key"])
    .execute();
  await db.schema.alterTable("mail_outbox").addColumn("list_unsubscribe", "text").execute();
}
