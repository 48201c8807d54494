import { weekdayOf } from "../../../core/time.ts";

/** Day numbers of a month laid out in Monday-first weeks; null pads the first and last week. */
export function monthWeeks(year: number, month: number): (number | null)[][] {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (weekdayOf(year, month, 1) + 6) % 7;
  const cells: (number | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth; day++) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}
