/** When an event of the schedule starts and ends, from its agenda's timed entries. */

import type { Agenda } from "./content/events.ts";
import type { WallClock } from "./time.ts";

export type WallTime = Required<WallClock>;
type TimeOfDay = Agenda["events"][number]["time"];

function minutesOf(time: TimeOfDay): number {
  return time.hours * 60 + time.minutes;
}

function at(date: Agenda["date"], dayOffset: number, time: TimeOfDay): WallTime {
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day + dayOffset));
  return {
    year: day.getUTCFullYear(),
    month: day.getUTCMonth() + 1,
    day: day.getUTCDate(),
    hour: time.hours,
    minute: time.minutes,
  };
}

/**
 * Start and end as wall-clock times: the entries are in order, so an entry earlier than the one
 * before it is on the next day (a party until 5 am). The end is the agenda's `ends`, else its last
 * entry; null without any entry, or with one entry and no `ends` (no known end).
 */
export function agendaTimes(agenda: Agenda): { start: WallTime; end: WallTime } | null {
  const [first] = agenda.events;
  if (!first) return null;
  const times = [
    ...agenda.events.map((entry) => entry.time),
    ...(agenda.ends ? [agenda.ends] : []),
  ];
  if (times.length < 2) return null;
  let dayOffset = 0;
  for (let i = 1; i < times.length; i++) {
    if (minutesOf(times[i]!) <= minutesOf(times[i - 1]!)) dayOffset++;
  }
  return { start: at(agenda.date, 0, first.time), end: at(agenda.date, dayOffset, times.at(-1)!) };
}
