import { listedEntriesMax } from "../../core/api/admin.ts";
import type { HubId } from "../../core/content/common.ts";
import { bucketByDay, type CountAt, type DayBucket } from "../../core/statistics.ts";
import type { Db, StatisticsTable } from "../db/schema.ts";

/** A city's entries per UTC hour, and the number of all cities' entries in those hours. */
interface CityHours {
  hours: CountAt[];
  allCities: number;
}

/**
 * Entries (ticket clicks, or page loads: GET /api/reload at app start) since an instant, per UTC
 * hour: whole hours from the hourly counts kept with every write (statistics_hours), the hour the
 * filter falls into from the rows themselves. A million rows cost a few hundred hourly rows per
 * city; one read gives the city's hours and all cities' total.
 */
export async function hourlyCountsSince(
  db: Db,
  table: StatisticsTable,
  since: Date,
  city: HubId,
): Promise<CityHours> {
  const from = since.toISOString();
  const firstHour = from.slice(0, 13);
  const hourStart = `${firstHour}:00:00.000Z`;
  const partial = from !== hourStart;
  const rows = await db
    .selectFrom("statistics_hours")
    .select(["hour", "hub_id", "count"])
    .where("kind", "=", table)
    .where("hour", partial ? ">" : ">=", firstHour)
    .orderBy("hour")
    .execute();
  const hours = rows
    .filter((row) => row.hub_id === city)
    .map(({ hour, count }) => ({ at: `${hour}:00:00.000Z`, count: Number(count) }));
  let allCities = sumOf(rows.map(({ count }) => ({ count: Number(count) })));
  if (!partial) return { hours, allCities };
  const nextHour = new Date(Date.parse(hourStart) + 3_600_000).toISOString();
  const first = await db
    .selectFrom(table)
    .select(["hub_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("at", ">=", from)
    .where("at", "<", nextHour)
    .groupBy("hub_id")
    .execute();
  allCities += sumOf(first.map(({ n }) => ({ count: Number(n) })));
  const own = Number(first.find((row) => row.hub_id === city)?.n ?? 0);
  return { hours: own > 0 ? [{ at: hourStart, count: own }, ...hours] : hours, allCities };
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
  const { hours, allCities } = await hourlyCountsSince(db, table, since, city);
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
  const [{ hours, allCities }, rows] = await Promise.all([
    hourlyCountsSince(db, table, since, city),
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

const sumOf = (counts: readonly Pick<CountAt, "count">[]) =>
  counts.reduce((sum, { count }) => sum + count, 0);
