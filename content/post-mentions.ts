import { monthNames } from "../core/format.ts";
import type { Locale } from "../core/locale.ts";
import { weekdayOf } from "../core/time.ts";

/**
 * The dates, times and prices a post's text mentions, read the way people write them in the
 * posts ("11.10.2025", "Samstag, 22. November 2025, um 18 Uhr", "Oct 11, 2025", "8 to 11 pm",
 * "49,00 €", "EUR 49.00"), so that a test can hold them against the content's facts.
 */
export type Mention =
  /** A day: "2025-10-11". */
  | { kind: "date"; value: string; text: string }
  /** A day with the time written right after it: "2025-10-11 18:00". */
  | { kind: "instant"; value: string; text: string }
  /** A time of day on its own: "18:00". */
  | { kind: "time"; value: string; text: string }
  /** Euros with cents: "49.00". */
  | { kind: "price"; value: string; text: string }
  /** A weekday written before a date that falls on another day. */
  | { kind: "weekday"; value: string; text: string };

const { de: monthsDe, en: monthsEn } = monthNames;
const weekdays: Record<Locale, string[]> = {
  de: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
};

/** English months also in their three-letter form ("Oct"); German ones only written out. */
function monthNumber(name: string): number {
  const lower = name.toLowerCase().replace(/\.$/, "");
  const index = [...monthsDe, ...monthsEn].findIndex(
    (month) =>
      month.toLowerCase() === lower ||
      (lower.length === 3 && month.toLowerCase().startsWith(lower)),
  );
  return (index % 12) + 1;
}

const monthAlternatives = [...monthsDe, ...monthsEn, ...monthsEn.map((m) => `${m.slice(0, 3)}\\.?`)]
  .sort((a, b) => b.length - a.length)
  .join("|");
const dash = "(?:–|-|bis|to)";

/** Day-first dates: "22. November 2025", "10. bis 12. Oktober", "11.10.2025", "15 June", "10–12 October 2025". */
const dayFirst = new RegExp(
  String.raw`\b(\d{1,2})\.?(?:\s*${dash}\s*(\d{1,2})\.?)?\s*(${monthAlternatives})(?![a-zä])(?:\s+(\d{4}))?`,
  "gi",
);
const numeric = /\b(\d{1,2})\.(\d{1,2})\.(\d{4})?(?!\d)/g;
/** Month-first English dates: "October 11, 2025", "Oct 11", "October 10–12, 2025". */
const monthFirst = new RegExp(
  String.raw`\b(${monthAlternatives})\s+(\d{1,2})(?!\d)(?:\s*(?:–|-)\s*(\d{1,2})(?!\d))?(?:,\s*(\d{4}))?`,
  "gi",
);

/** "18 Uhr", "18:30 Uhr", "20 bis 23 Uhr", "20–4 Uhr", "18:30"; "6 pm", "8 to 11 pm", "8 pm–4 am". */
const timesDe =
  /\b(\d{1,2})(?::(\d{2}))?(?:\s*(?:–|-|bis)\s*(\d{1,2})(?::(\d{2}))?)?\s*Uhr\b|\b(\d{1,2}):(\d{2})\b/g;
const timesEn =
  /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)?(?:\s*(?:–|-|to)\s*(\d{1,2})(?::(\d{2}))?)?\s*(am|pm)\b|\b(\d{1,2}):(\d{2})\b/gi;

/** "49 €", "49,00 €", "25-€-Gutschein", "EUR 49.00", "€49". */
const prices =
  /\b(\d+)(?:[,.](\d{2}))?\s*-?\s*(?:€|EUR\b|Euro\b)|(?:€|\bEUR)\s*(\d+)(?:[.,](\d{2}))?\b/g;

/** What lies between a date and a time that belongs to it: ", um ", " at ", ", ". */
const dateTimeGap = /^,?\s*(?:um|ab|bis|at|from|until)?\s*$/i;
const pad = (n: number) => String(n).padStart(2, "0");
const clock = (hour: number, minute: number) => `${pad(hour)}:${pad(minute)}`;

interface Found {
  start: number;
  end: number;
  year: number | undefined;
  month: number;
  day: number;
  text: string;
}

function findDates(text: string): Found[] {
  const found: Found[] = [];
  const taken = (start: number, end: number) =>
    found.some((other) => start < other.end && other.start < end);
  const add = (
    match: RegExpExecArray,
    days: (string | undefined)[],
    month: number,
    year?: string,
  ) => {
    const end = match.index + match[0].length;
    if (taken(match.index, end)) return;
    for (const day of days)
      if (day)
        found.push({
          start: match.index,
          end,
          year: year ? Number(year) : undefined,
          month,
          day: Number(day),
          text: match[0],
        });
  };
  for (const match of text.matchAll(dayFirst))
    add(match, [match[1], match[2]], monthNumber(match[3]!), match[4]);
  for (const match of text.matchAll(monthFirst))
    add(match, [match[2], match[3]], monthNumber(match[1]!), match[4]);
  for (const match of text.matchAll(numeric)) {
    // "EUR 27.00." ends a sentence with a price, not a date.
    const price = /(?:EUR|€)\s*$/.test(text.slice(0, match.index));
    if (!price && Number(match[2]) >= 1 && Number(match[2]) <= 12)
      add(match, [match[1]], Number(match[2]), match[3]);
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * A date without a year is the next such day after the post was posted, or one of the two months
 * before (a post in January that says "10.10." means the coming October; thanks after a party
 * look back on it).
 */
function withYear(found: Found, posted: { year: number; month: number; day: number }) {
  if (found.year !== undefined) return found.year;
  const earliest = Date.UTC(posted.year, posted.month - 1, posted.day) - 61 * 86_400_000;
  return Date.UTC(posted.year, found.month - 1, found.day) >= earliest
    ? posted.year
    : posted.year + 1;
}

function hour24(hour: number, meridiem: string | undefined): number {
  if (!meridiem) return hour;
  const pm = meridiem.toLowerCase() === "pm";
  return (hour % 12) + (pm ? 12 : 0);
}

interface FoundTime {
  start: number;
  times: string[];
  text: string;
}

function findTimes(text: string, locale: Locale): FoundTime[] {
  const found: FoundTime[] = [];
  for (const match of text.matchAll(locale === "de" ? timesDe : timesEn)) {
    const m = match.slice(1);
    let times: string[];
    if (locale === "de") {
      times =
        m[4] !== undefined
          ? [clock(Number(m[4]), Number(m[5]))]
          : [clock(Number(m[0]), Number(m[1] ?? 0))].concat(
              m[2] !== undefined ? [clock(Number(m[2]), Number(m[3] ?? 0))] : [],
            );
    } else if (m[6] !== undefined) {
      times = [clock(Number(m[6]), Number(m[7]))];
    } else if (m[3] !== undefined) {
      // "8 to 11 pm": the first hour takes the second's half of the day unless it names its own.
      times = [
        clock(hour24(Number(m[0]), m[2] ?? m[5]), Number(m[1] ?? 0)),
        clock(hour24(Number(m[3]), m[5]), Number(m[4] ?? 0)),
      ];
    } else {
      times = [clock(hour24(Number(m[0]), m[5]), Number(m[1] ?? 0))];
    }
    found.push({ start: match.index, times, text: match[0] });
  }
  return found;
}

/** Every date, time and price one text of a post mentions, in the language it is written in. */
export function mentionsIn(
  text: string,
  locale: Locale,
  posted: { year: number; month: number; day: number },
): Mention[] {
  const mentions: Mention[] = [];
  const dates = findDates(text);
  const times = findTimes(text, locale);
  const paired = new Set<FoundTime>();
  for (const date of dates) {
    const year = withYear(date, posted);
    const day = `${year}-${pad(date.month)}-${pad(date.day)}`;
    const before = text.slice(Math.max(0, date.start - 14), date.start);
    const weekday = new RegExp(`(${weekdays[locale].join("|")}),?\\s*(?:den\\s+)?$`).exec(before);
    if (weekday && weekdays[locale].indexOf(weekday[1]!) !== weekdayOf(year, date.month, date.day))
      mentions.push({
        kind: "weekday",
        value: `${weekday[1]} ${day}`,
        text: weekday[0] + date.text,
      });
    const time = times.find(
      (candidate) =>
        candidate.start >= date.end && dateTimeGap.test(text.slice(date.end, candidate.start)),
    );
    if (time && time.times.length === 1 && date === dates.findLast((d) => d.end <= time.start)) {
      paired.add(time);
      mentions.push({
        kind: "instant",
        value: `${day} ${time.times[0]}`,
        text: text.slice(date.start, time.start) + time.text,
      });
    } else {
      mentions.push({ kind: "date", value: day, text: date.text });
    }
  }
  for (const time of times)
    if (!paired.has(time))
      for (const value of time.times) mentions.push({ kind: "time", value, text: time.text });
  for (const match of text.matchAll(prices)) {
    const euros = match[1] ?? match[3]!;
    const cents = match[2] ?? match[4] ?? "00";
    mentions.push({ kind: "price", value: `${Number(euros)}.${cents}`, text: match[0] });
  }
  return mentions;
}
