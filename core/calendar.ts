/** Month calendar of the schedule page: a fixed grid of 6 weeks, Monday first. */

import type { CalendarDate } from "./content/common.ts";
import type { Localized } from "./locale.ts";
import type { EventsFile } from "./content/events.ts";
import type { Hub } from "./content/hub.ts";

export interface YearMonth {
  year: number;
  month: number; // 1-12
}

export interface CalendarDay extends CalendarDate {
  /** 'YYYY-MM-DD', also the tile's key. */
  iso: string;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
}

/** Spec: 7 weekday columns times 6 rows = 42 tiles, so every month fits and the grid never jumps. */
export const gridSize = 42;

const pad = (n: number) => String(n).padStart(2, "0");

export function isoDate(date: CalendarDate): string {
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function addMonths(value: YearMonth, delta: number): YearMonth {
  const index = value.year * 12 + (value.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** '2025-10' in the `?month=` parameter of the schedule page. */
export function formatMonthParam(value: YearMonth): string {
  return `${value.year}-${pad(value.month)}`;
}

export function parseMonthParam(value: string | null | undefined): YearMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? "");
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < 2000 || year > 2100 || month < 1 || month > 12) return null;
  return { year, month };
}

/** The 42 days shown for a month, starting on the Monday on or before the 1st. */
export function monthGrid({ year, month }: YearMonth): CalendarDay[] {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay(); // 0 = Sunday
  const leading = (firstWeekday + 6) % 7; // days of the previous month before the 1st
  const days: CalendarDay[] = [];
  for (let i = 0; i < gridSize; i++) {
    const date = new Date(Date.UTC(year, month - 1, 1 - leading + i));
    const day = {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
    };
    days.push({ ...day, iso: isoDate(day), inMonth: day.month === month && day.year === year });
  }
  return days;
}

/** Monday-first dates of one week, for naming the weekday columns in any language. */
export const weekdayReferenceDates: readonly CalendarDate[] = Array.from({ length: 7 }, (_, i) => ({
  year: 2024,
  month: 1,
  day: 1 + i, // 1 January 2024 was a Monday
}));

export interface CalendarEntry {
  date: CalendarDate;
  title: Localized;
  accentClass: string;
  location: string;
}

/**
 * What the calendar tiles show: the parties, then agendas and upcoming dates on days no party
 * covers yet (they describe the same events and would otherwise repeat), ordered by date.
 */
export function calendarEntries(
  events: EventsFile,
  upcoming: Hub["upcoming"] = [],
): CalendarEntry[] {
  const entries: CalendarEntry[] = [];
  const covered = new Set<string>();
  /** Adds one source's entries on days that earlier sources left free. */
  const addSource = (source: CalendarEntry[]) => {
    const fresh = source.filter((entry) => !covered.has(isoDate(entry.date)));
    for (const entry of fresh) {
      entries.push(entry);
      covered.add(isoDate(entry.date));
    }
  };
  const entry = ({ date, title, accentClass, location }: CalendarEntry) => ({
    date,
    title,
    accentClass,
    location,
  });
  addSource(events.parties.map(entry));
  addSource(events.agendas.map(entry));
  addSource(
    upcoming.flatMap(({ date, title, location }) =>
      date ? [entry({ date, title, location, accentClass: "accent-purple" })] : [],
    ),
  );
  return entries.sort((a, b) => compareDates(a.date, b.date));
}

/** The entries of one month, in date order (the list beside the month's grid). */
export function monthEntries(
  entries: readonly CalendarEntry[],
  { year, month }: YearMonth,
): CalendarEntry[] {
  return entries.filter((entry) => entry.date.year === year && entry.date.month === month);
}

/** The month of the first entry on or after today, else today's month. */
export function startMonth(entries: readonly CalendarEntry[], today: CalendarDate): YearMonth {
  const next = entries
    .map((entry) => entry.date)
    .filter((date) => compareDates(date, today) >= 0)
    .sort(compareDates)[0];
  const date = next ?? today;
  return { year: date.year, month: date.month };
}
