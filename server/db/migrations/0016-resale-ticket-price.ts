import type { Kysely } from "kysely";

/**
 * The price a requester pays for a resale ticket of the city, in cents (null until the team sets
 * it): the match mail states it beside the association's account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("resale_settings")
    .addColumn("ticket_price_cents", "integer")
    .execute();
}
