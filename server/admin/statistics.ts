import { listedEntriesMax } from "../../core/api/admin.ts";
import type { HubId } from "../../core/content/common.ts";
import { bucketByDay, type CountAt, type DayBucket } from "../../core/statistics.ts";
import type { Db, StatisticsTable } from "../db/schema.ts";

/** Whose entries: one city's site, or all cities together (null). */
export type CityScope = HubId | null;

/**
 * Entries (ticket clicks, or page loads: GET /api/reload at app start) since an instant, per UTC
 * hour: whole hours from the hourly counts kept with every write (statistics_hours), the hour the
 * filter falls into from the rows themselves. A million rows cost a few hundred hourly rows.
 */
export async function hourlyCountsSince(
  db: Db,
  table: StatisticsTable,
  since: Date,
  city: CityScope,
): Promise<CountAt[]> {
  const from = since.toISOString();
  const firstHour = from.slice(0, 13);
  const hourStart = `${firstHour}:00:00.000Z`;
  const partial = from !== hourStart;
  let hourly = db
    .selectFrom("statistics_hours")
    .select(["hour", (eb) => eb.fn.sum<number>("count").as("count")])
    .where("kind", "=", table)
    .where("hour", partial ? ">" : ">=", firstHour)
    .groupBy("hour")
    .orderBy("hour");
  if (city) hourly = hourly.where("hub_id", "=", city);
  const hours = await hourly.execute();
  const counts = hours.map(({ hour, count }) => ({
    at: `${hour}:00:00.000Z`,
    count: Number(count),
  }));
  if (!partial) return counts;
  const nextHour = new Date(Date.parse(hourStart) + 3_600_000).toISOString();
  let rows = db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("at", ">=", from)
    .where("at", "<", nextHour);
  if (city) rows = rows.where("hub_id", "=", city);
  const { n } = await rows.executeTakeFirstOrThrow();
  return Number(n) > 0 ? [{ at: hourStart, count: Number(n) }, ...counts] : counts;
}

/** How many entries all cities together have since an instant (the screens' second figure). */
async function allCitiesTotal(db: Db, table: StatisticsTable, since: Date): Promise<number> {
  return sumOf(await hourlyCountsSince(db, table, since, null));
}

/**
 * The team's chart: the city's entries per day in its zone since an instant, their total, and
 * the total of all cities.
 */
export async function dayCountsSince(
  db: Db,
  table: StatisticsTable,
  since: Date,
  city: HubId,
  timeZone: string,
): Promise<{ total: number; allCities: number; days: DayBucket[] }> {
  const [hours, allCities] = await Promise.all([
    hourlyCountsSince(db, table, since, city),
    allCitiesTotal(db, table, since),
  ]);
  return { total: sumOf(hours), allCities, days: bucketByDay(hours, timeZone, since) };
}

/**
 * The team's table: the city's latest entries since an instant (at most listedEntriesMax),
 * oldest first, how many the city has in all, and how many all cities have.
 */
export async function latestTimestampsSince(
  db: Db,
  table: StatisticsTable,
  since: Date,
  city: HubId,
): Promise<{ total: number; allCities: number; results: { createdAt: string }[] }> {
  const [hours, allCities, rows] = await Promise.all([
    hourlyCountsSince(db, table, since, city),
    allCitiesTotal(db, table, since),
    db
      .selectFrom(table)
      .select("at")
      .where("hub_id", "=", city)
      .where("at", ">=", since.toISOString())
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(listedEntriesMax)
      .execute(),
  ]);
  return {
    total: sumOf(hours),
    allCities,
    results: rows.reverse().map((row) => ({ createdAt: row.at })),
  };
}

const sumOf = (counts: readonly CountAt[]) => counts.reduce((sum, { count }) => sum + count, 0);
