import { sql, type Kysely } from "kysely";

/**
 * Statistics that hold under load and abuse (docs/decisions/0012-statistics-dedup-and-aggregates.md):
 * - statistics_dedup: one row per (keyed hash of client network, kind, 10-second window), so a
 *   client is counted once per window across instances on PostgreSQL; rows go after a minute.
 * - statistics_salts: the day's random secret of that hash, shared by all instances; deleted after
 *   a day, so the hashes can no longer be linked to addresses.
 * - statistics_hours: counts per UTC hour, kept with every write; the team's charts and totals
 *   read these instead of every row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("statistics_dedup")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("bucket", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("statistics_dedup_bucket")
    .on("statistics_dedup")
    .column("bucket")
    .execute();
  await db.schema
    .createTable("statistics_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("statistics_hours")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("hour", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("statistics_hours_pk", ["kind", "hour"])
    .execute();
  // Rows counted before this migration: their hours, from the same ISO text ("…THH").
  for (const kind of ["page_loads", "ticket_clicks"]) {
    await sql`insert into statistics_hours (kind, hour, count)
      select ${kind}, substr(at, 1, 13), count(*) from ${sql.table(kind)} group by substr(at, 1, 13)`.execute(
      db,
    );
  }
}
