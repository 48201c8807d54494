import { wallClockAt, zonedInstant } from "./time.ts";

/** One bar of the per-day chart: a calendar day in the hub's time zone. */
export interface DayBucket {
  /** YYYY-MM-DD in the hub's zone. */
  day: string;
  /** First instant of the day (ISO, UTC). */
  start: string;
  /** First instant of the next day (exclusive end). */
  end: string;
  count: number;
  /** Entries from the first bucket up to and including this day. */
  cumulative: number;
}

const pad = (n: number) => String(n).padStart(2, "0");

function dayKey(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

function nextDay(year: number, month: number, day: number) {
  const date = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** At most this many days are drawn; longer periods keep their busiest end (the newest days). */
export const maxChartDays = 731;

/** Entries counted at an instant, e.g. per hour (the database's hourly counts). */
export interface CountAt {
  at: string;
  count: number;
}

/**
 * Adds up counts per calendar day in `timeZone` (days are 23 or 25 hours long around the clock
 * change), including empty days between the first and the last entry, so bars stand on an even
 * time axis. `from` (the filter) starts the axis earlier when given. Hourly counts add up to
 * exact days in zones whose offsets are whole hours, as every hub's (Europe/Berlin) are.
 */
export function bucketByDay(
  entries: readonly CountAt[],
  timeZone: string,
  from?: Date,
): DayBucket[] {
  if (entries.length === 0) return [];
  const counts = new Map<string, number>();
  let first: string | undefined;
  let last: string | undefined;
  for (const { at, count } of entries) {
    const wall = wallClockAt(new Date(at), timeZone);
    const key = dayKey(wall.year, wall.month, wall.day);
    counts.set(key, (counts.get(key) ?? 0) + count);
    if (!first || key < first) first = key;
    if (!last || key > last) last = key;
  }
  if (from) {
    const wall = wallClockAt(from, timeZone);
    const key = dayKey(wall.year, wall.month, wall.day);
    if (first && key < first) first = key;
  }
  const [y, m, d] = (first ?? "").split("-").map(Number) as [number, number, number];
  let cursor = { year: y, month: m, day: d };
  const days: Array<{ key: string; year: number; month: number; day: number }> = [];
  for (;;) {
    const key = dayKey(cursor.year, cursor.month, cursor.day);
    days.push({ key, ...cursor });
    if (key >= (last ?? key)) break;
    cursor = nextDay(cursor.year, cursor.month, cursor.day);
  }
  const shown = days.slice(-maxChartDays);
  // Entries on days cut off at the front still count towards the running total.
  let cumulative = days
    .slice(0, days.length - shown.length)
    .reduce((sum, day) => sum + (counts.get(day.key) ?? 0), 0);
  const midnight = (date: { year: number; month: number; day: number }) =>
    zonedInstant({ ...date, hour: 0, minute: 0 }, timeZone).toISOString();
  let start = shown[0] ? midnight(shown[0]) : "";
  return shown.map(({ key, year, month, day }) => {
    const count = counts.get(key) ?? 0;
    cumulative += count;
    // Each day ends where the next one starts: one time-zone lookup per day.
    const end = midnight(nextDay(year, month, day));
    const bucket = { day: key, start, end, count, cumulative };
    start = end;
    return bucket;
  });
}

/** Spec: axis marks step 10, or 100 when a day has more than 300 entries. */
export function axisStep(buckets: readonly Pick<DayBucket, "count">[]): 10 | 100 {
  return buckets.some((bucket) => bucket.count > 300) ? 100 : 10;
}

export const pageSize = 100;

/** One page (1-based, clamped) of a long list, e.g. the numbered table of timestamps. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  size = pageSize,
): { items: T[]; page: number; pageCount: number; offset: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const offset = (current - 1) * size;
  return { items: items.slice(offset, offset + size), page: current, pageCount, offset };
}

/**
 * The filter's datetime-local value ("2025-06-15T18:00") read as wall-clock time in the hub's
 * zone; null when it is not such a value.
 */
export function instantFromLocalInput(value: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  return zonedInstant({ year, month, day, hour, minute }, timeZone);
}

/** The datetime-local value showing an instant in the hub's zone. */
export function localInputFromInstant(instant: Date, timeZone: string): string {
  const wall = wallClockAt(instant, timeZone);
  return `${dayKey(wall.year, wall.month, wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}
