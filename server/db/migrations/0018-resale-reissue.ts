import type { Kysely } from "kysely";

/**
 * A resold ticket is re-issued for its buyer (docs/decisions/0039-resold-tickets-reissued.md):
 * - resale_offers: the order code and position number the seller gave (null for offers made
 *   before), and the shop's ticket found for them when the team approved (event and position id).
 * - resale_reissues: one row per handed-over offer, the work the re-issue job claims with a lease
 *   (compare-and-set on lease_until) and retries with back-off; its state is the team's to see,
 *   and who of the team last started a failed one again, and when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("resale_offers").addColumn("order_code", "text").execute();
  await db.schema.alterTable("resale_offers").addColumn("position_number", "integer").execute();
  await db.schema.alterTable("resale_offers").addColumn("shop_event", "integer").execute();
  await db.schema.alterTable("resale_offers").addColumn("shop_position_id", "integer").execute();
  await db.schema
    .createTable("resale_reissues")
    .addColumn("offer_id", "text", (c) => c.primaryKey().references("resale_offers.id"))
    .addColumn("hub_id", "text", (c) => c.notNull())
    .addColumn("shop_event", "integer", (c) => c.notNull())
    .addColumn("shop_position_id", "integer", (c) => c.notNull())
    .addColumn("buyer_email", "text", (c) => c.notNull())
    .addColumn("buyer_locale", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("secret_before", "text")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("done_at", "text")
    .addColumn("retried_by", "text")
    .addColumn("retried_at", "text")
    .execute();
  await db.schema
    .createIndex("resale_reissues_due")
    .on("resale_reissues")
    .columns(["status", "next_attempt_at"])
    .execute();
}
