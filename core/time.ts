/** Time-zone arithmetic on top of Intl: event times are wall-clock times in a hub's IANA zone. */

export interface WallClock {
  year: number;
  month: number; // 1-12
  day: number;
  hour?: number;
  minute?: number;
}

/**
 * One formatter per zone: creating one per call costs far more than formatting, and the
 * statistics screen reads thousands of timestamps in the browser.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function zoneParts(instant: Date, timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** Offset of the zone from UTC at an instant, in minutes (Berlin summer: +120). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const p = zoneParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * Instants already worked out, by zone and wall-clock time. The sale's state re-derives the same
 * few instants of the content on every ticket call and page; four Intl formats each made that
 * most of the sale-start call's own time. Bounded against callers that pass ever new times.
 */
const instants = new Map<string, number>();
const maxInstants = 2000;

/** The instant at which the zone's clocks show the given wall-clock time. */
export function zonedInstant(wall: WallClock, timeZone: string): Date {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0);
  const key = `${timeZone} ${naive}`;
  const known = instants.get(key);
  if (known !== undefined) return new Date(known);
  // Two passes settle the offset also right next to a daylight-saving switch.
  let guess = naive - zoneOffsetMinutes(new Date(naive), timeZone) * 60_000;
  guess = naive - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000;
  if (instants.size >= maxInstants) instants.clear();
  instants.set(key, guess);
  return new Date(guess);
}

/** The wall-clock date and time an instant shows in a zone. */
export function wallClockAt(instant: Date, timeZone: string): Required<WallClock> {
  const { year, month, day, hour, minute } = zoneParts(instant, timeZone);
  return { year, month, day, hour, minute };
}

/**
 * A zone's offsets from UTC over whole years, as plain data: the offset at the span's start and at
 * each change after it. A browser reads wall-clock times from it with no Intl, whose first date
 * format loads the date and zone data: a long task on a phone (docs/decisions/0060).
 */
export interface ZoneOffsets {
  timeZone: string;
  /** The span covered, in epoch milliseconds: from its first year's start to its last year's end. */
  from: number;
  to: number;
  /** The offset in minutes at `from`. */
  minutes: number;
  /** Each change after `from`, in the order they come: when, and the offset in minutes from then. */
  changes: [since: number, minutes: number][];
}

const sixHours = 6 * 3_600_000;
const knownOffsets = new Map<string, ZoneOffsets>();

/**
 * The zone's offsets from the first year's start (UTC) to the last year's end, to the minute of
 * each change. Zones change at most once in six hours, so each quarter day is probed and a change
 * found is narrowed down by halves. Kept per zone and years: pages ask for the same few.
 */
export function zoneOffsets(timeZone: string, firstYear: number, lastYear: number): ZoneOffsets {
  const key = `${timeZone} ${firstYear} ${lastYear}`;
  const known = knownOffsets.get(key);
  if (known) return known;
  const from = Date.UTC(firstYear, 0, 1);
  const to = Date.UTC(lastYear + 1, 0, 1);
  const offset = (t: number) => zoneOffsetMinutes(new Date(t), timeZone);
  const minutes = offset(from);
  const changes: ZoneOffsets["changes"] = [];
  let current = minutes;
  for (let t = from; t < to; t += sixHours) {
    const next = offset(t + sixHours);
    if (next === current) continue;
    let [low, high] = [t, t + sixHours];
    while (high - low > 60_000) {
      const mid = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offset(mid) === current) low = mid;
      else high = mid;
    }
    if (high < to) changes.push([high, next]);
    current = next;
  }
  const zone = { timeZone, from, to, minutes, changes };
  if (knownOffsets.size >= 100) knownOffsets.clear();
  knownOffsets.set(key, zone);
  return zone;
}

/** The wall-clock date and time an instant shows in a zone, from its offsets where they reach. */
export function wallClockIn(instant: Date, zone: ZoneOffsets): Required<WallClock> {
  const t = instant.getTime();
  if (!(t >= zone.from && t < zone.to)) return wallClockAt(instant, zone.timeZone);
  let minutes = zone.minutes;
  for (const [since, after] of zone.changes) if (since <= t) minutes = after;
  const local = new Date(t + minutes * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

/** Day of week (0 = Sunday) of a calendar date, independent of any zone. */
export function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}
