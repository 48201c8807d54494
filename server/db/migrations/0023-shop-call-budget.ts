import type { Kysely } from "kysely";

/**
 * The ticket shop's call budget across instances (server/tickets/shop-call-budget.ts): its calls
 * count in hit_counts; this table holds the shop's `Retry-After` after a 429, the instant before
 * which no instance calls it. One row per shop.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("shop_call_pauses")
    .addColumn("shop", "text", (c) => c.primaryKey())
    .addColumn("paused_until", "text", (c) => c.notNull())
    .execute();
}
