import { listedEntriesMax } from "../../core/api/admin.ts";
import { bucketByDay, type CountAt, type DayBucket } from "../../core/statistics.ts";
import type { Db, StatisticsTable } from "../db/schema.ts";

/**
 * Entries (ticket clicks, or page loads: GET /api/reload at app start) since an instant, per UTC
 * hour: whole hours from the hourly counts kept with every write (statistics_hours), the hour the
 * filter falls into from the rows themselves. A million rows cost a few hundred hourly rows.
 */
export async function hourlyCountsSince(
  db: Db,
  table: StatisticsTable,
  since: Date,
): Promise<CountAt[]> {
  const from = since.toISOString();
  const firstHour = from.slice(0, 13);
  const hourStart = `${firstHour}:00:00.000Z`;
  const partial = from !== hourStart;
  const hours = await db
    .selectFrom("statistics_hours")
    .select(["hour", "count"])
    .where("kind", "=", table)
    .where("hour", partial ? ">" : ">=", firstHour)
    .orderBy("hour")
    .execute();
  const counts = hours.map(({ hour, count }) => ({ at: `${hour}:00:00.000Z`, count }));
  if (!partial) return counts;
  const nextHour = new Date(Date.parse(hourStart) + 3_600_000).toISOString();
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("at", ">=", from)
    .where("at", "<", nextHour)
    .executeTakeFirstOrThrow();
  return Number(n) > 0 ? [{ at: hourStart, count: Number(n) }, ...counts] : counts;
}

/** The team's chart: entries per day in the city's zone since an instant, and their total. */
export async function dayCountsSince(
  db: Db,
  table: StatisticsTable,
  since: Date,
  timeZone: string,
): Promise<{ total: number; days: DayBucket[] }> {
  const hours = await hourlyCountsSince(db, table, since);
  return { total: sumOf(hours), days: bucketByDay(hours, timeZone, since) };
}

/**
 * The team's table: the latest entries since an instant (at most listedEntriesMax), oldest
 * first, and how many there are in all.
 */
export async function latestTimestampsSince(
  db: Db,
  table: StatisticsTable,
  since: Date,
): Promise<{ total: number; results: { createdAt: string }[] }> {
  const [hours, rows] = await Promise.all([
    hourlyCountsSince(db, table, since),
    db
      .selectFrom(table)
      .select("at")
      .where("at", ">=", since.toISOString())
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(listedEntriesMax)
      .execute(),
  ]);
  return { total: sumOf(hours), results: rows.reverse().map((row) => ({ createdAt: row.at })) };
}

const sumOf = (counts: readonly CountAt[]) => counts.reduce((sum, { count }) => sum + count, 0);
