import type { Kysely } from "kysely";
import { autoIdColumn } from "./columns.ts";

/** Ticket clicks and page loads: timestamps only, no IP addresses (privacy). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("ticket_clicks")
    .addColumn("id", autoIdColumn(db), (c) => c.primaryKey())
    .addColumn("ticket_shop_id", "integer", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("ticket_clicks_at").on("ticket_clicks").column("at").execute();
  await db.schema
    .createTable("page_loads")
    .addColumn("id", autoIdColumn(db), (c) => c.primaryKey())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("page_loads_at").on("page_loads").column("at").execute();
}
