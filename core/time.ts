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

/** Day of week (0 = Sunday) of a calendar date, independent of any zone. */
export function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}
