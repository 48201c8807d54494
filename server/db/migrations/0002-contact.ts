import type { Kysely } from "kysely";
import { autoIdColumn } from "./columns.ts";

/**
 * Mail outbox, newsletter subscribers with their consent log, and ticket resale offers and
 * requests. State flags are nullable instants ("when it happened"), as everywhere else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", autoIdColumn(db), (c) => c.primaryKey())
    // Stable across retries, so a mail re-sent after a crash keeps its Message-ID.
    .addColumn("message_key", "text", (c) => c.notNull())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("from_address", "text")
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "text")
    .addColumn("sent_at", "text")
    .addColumn("failed_at", "text")
    .addColumn("last_error", "text")
    .execute();
  await db.schema
    .createIndex("mail_outbox_due")
    .on("mail_outbox")
    .columns(["sent_at", "failed_at", "next_attempt_at"])
    .execute();

  await db.schema
    .createTable("subscribers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("hub_id", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("registered_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("unsubscribed_at", "text")
    .addColumn("last_mail_at", "text")
    .addUniqueConstraint("subscribers_hub_email", ["hub_id", "email"])
    .execute();

  await db.schema
    .createTable("subscriber_consents")
    .addColumn("id", autoIdColumn(db), (c) => c.primaryKey())
    .addColumn("subscriber_id", "text", (c) => c.notNull().references("subscribers.id"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("subscriber_consents_subscriber")
    .on("subscriber_consents")
    .column("subscriber_id")
    .execute();

  await db.schema
    .createTable("resale_offers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("hub_id", "text", (c) => c.notNull())
    .addColumn("ticket_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("iban_encrypted", "text", (c) => c.notNull())
    .addColumn("iban_masked", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("approved_at", "text")
    .addColumn("payed_offer_at", "text")
    .addColumn("payed_receiver_at", "text")
    .execute();
  await db.schema
    .createIndex("resale_offers_confirmed")
    .on("resale_offers")
    .column("confirmed_at")
    .execute();

  await db.schema
    .createTable("resale_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("hub_id", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("notified_at", "text")
    .addColumn("fulfilled_at", "text")
    .execute();
  await db.schema
    .createIndex("resale_requests_confirmed")
    .on("resale_requests")
    .columns(["confirmed_at", "created_at"])
    .execute();
}
