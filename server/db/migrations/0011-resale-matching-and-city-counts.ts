import { sql, type Kysely } from "kysely";

/**
 * The city whose figures rows counted before this migration become: they were counted for all
 * cities together and cannot be told apart any more; the default site (DEFAULT_HUB's default)
 * takes them (docs/decisions/0020-resale-matching.md).
 */
export const countsBeforeCitiesHub = "munich";

/**
 * Resale matching (docs/decisions/0020-resale-matching.md) and statistics per city:
 * - resale_matches: an approved offer paired with a request; at most one open pair per offer and
 *   per request (partial unique indexes: the database refuses a second one even if code erred).
 * - resale_requests.front_of_line: set when the team undoes a pair, so that request is next;
 *   lapsed_at: its payment window ran out, it is no longer matched.
 * - resale_settings: the payment window and payment instructions the team sets per city.
 * - ticket_clicks, page_loads and the hourly counts get the city (hub_id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("resale_matches")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("hub_id", "text", (c) => c.notNull())
    .addColumn("offer_id", "text", (c) => c.notNull().references("resale_offers.id"))
    .addColumn("request_id", "text", (c) => c.notNull().references("resale_requests.id"))
    .addColumn("matched_at", "text", (c) => c.notNull())
    .addColumn("pay_by", "text", (c) => c.notNull())
    .addColumn("paid_at", "text")
    .addColumn("ended_at", "text")
    .addColumn("end_reason", "text")
    .execute();
  for (const side of ["offer_id", "request_id"] as const) {
    await db.schema
      .createIndex(`resale_matches_open_${side}`)
      .on("resale_matches")
      .column(side)
      .unique()
      .where(sql.ref("ended_at"), "is", null)
      .execute();
  }
  await db.schema
    .createIndex("resale_matches_pay_by")
    .on("resale_matches")
    .columns(["ended_at", "paid_at", "pay_by"])
    .execute();

  await db.schema
    .alterTable("resale_requests")
    .addColumn("front_of_line", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("resale_requests").addColumn("lapsed_at", "text").execute();

  await db.schema
    .createTable("resale_settings")
    .addColumn("hub_id", "text", (c) => c.primaryKey())
    .addColumn("payment_window_hours", "integer", (c) => c.notNull())
    .addColumn("payment_instructions", "text", (c) => c.notNull())
    .execute();

  for (const table of ["ticket_clicks", "page_loads"]) {
    await db.schema
      .alterTable(table)
      .addColumn("hub_id", "text", (c) => c.notNull().defaultTo(countsBeforeCitiesHub))
      .execute();
    await db.schema.createIndex(`${table}_hub_at`).on(table).columns(["hub_id", "at"]).execute();
  }
  // The hourly counts' key gains the city: a new table, filled from the old one, takes its name.
  await db.schema
    .createTable("statistics_hub_hours")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("hub_id", "text", (c) => c.notNull())
    .addColumn("hour", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("statistics_hub_hours_pk", ["kind", "hub_id", "hour"])
    .execute();
  await sql`insert into statistics_hub_hours (kind, hub_id, hour, count)
    select kind, ${countsBeforeCitiesHub}, hour, count from statistics_hours`.execute(db);
  await db.schema.dropTable("statistics_hours").execute();
  await db.schema.alterTable("statistics_hub_hours").renameTo("statistics_hours").execute();
}
