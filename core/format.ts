import type { Locale } from "./locale.ts";
import { wallClockAt, weekdayOf, type WallClock } from "./time.ts";

/** Spec: German '{euros},{cents} €', English 'EUR {euros}.{cents}'. Takes euros, may have cents. */
export function formatPrice(euros: number, locale: Locale): string {
  const cents = Math.round(euros * 100);
  const whole = Math.trunc(cents / 100);
  const rest = String(Math.abs(cents % 100)).padStart(2, "0");
  const grouped = new Intl.NumberFormat(locale === "de" ? "de-DE" : "en-US").format(whole);
  return locale === "de" ? `${grouped},${rest}\u00a0€` : `EUR\u00a0${grouped}.${rest}`;
}

/** Month names, January first. */
export const monthNames: Record<Locale, readonly string[]> = {
  de: [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
};

/** Weekday names, Sunday first, with the short forms German and British English write. */
const weekdayNames: Record<Locale, Record<"long" | "short", readonly string[]>> = {
  de: {
    long: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
    short: ["So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."],
  },
  en: {
    long: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    short: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  },
};

/**
 * How a date reads: `long` '11 October 2025' / '11.10.2025'; `medium` '11 Oct 2025' / '11.10.2025'
 * for tight places; `weekday` 'Sat 11 Oct 2025' / 'Sa., 11.10.2025'; `full` 'Saturday 11 October
 * 2025' / 'Samstag, 11.10.2025'; `day` '11 Oct' / '11.10.' for chart axes.
 */
export type DateStyle = "long" | "medium" | "weekday" | "full" | "day";

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The site's one date style: British English (the association is European) and German numeric
 * dates. Written out rather than by Intl, as islands format dates too and a browser's first Intl
 * date format is a long task on a phone (0060).
 */
export function formatDate(date: WallClock, locale: Locale, style: DateStyle = "long"): string {
  if (style === "weekday" || style === "full") {
    const rest = formatDate(date, locale, style === "full" ? "long" : "medium");
    return `${weekdayPrefix(date, locale, style === "full" ? "long" : "short")}${rest}`;
  }
  if (locale === "de") {
    return style === "day"
      ? `${pad(date.day)}.${pad(date.month)}.`
      : `${pad(date.day)}.${pad(date.month)}.${date.year}`;
  }
  const month = monthNames.en[date.month - 1] ?? String(date.month);
  if (style === "long") return `${date.day} ${month} ${date.year}`;
  const short = `${date.day} ${month.slice(0, 3)}`;
  return style === "day" ? short : `${short} ${date.year}`;
}

/** The weekday as it stands before a date: 'Sat ' / 'Sa., ' (a comma in German only). */
export function weekdayPrefix(
  date: WallClock,
  locale: Locale,
  style: "long" | "short" = "short",
): string {
  return `${formatWeekday(date, locale, style)}${locale === "de" ? ", " : " "}`;
}

/** 'Samstag' / 'Saturday'; short: 'Sa.' / 'Sat'. */
export function formatWeekday(
  date: WallClock,
  locale: Locale,
  style: "long" | "short" = "long",
): string {
  return weekdayNames[locale][style][weekdayOf(date.year, date.month, date.day)] ?? "";
}

/** '18:00' (with seconds: '18:00:05'), the venue's 24-hour clock in both languages. */
export function formatTime(hour: number, minute = 0, second?: number): string {
  return second === undefined
    ? `${pad(hour)}:${pad(minute)}`
    : `${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** '11 October 2025, 18:00' / '11.10.2025, 18:00 Uhr' (any date style before the time). */
export function formatDateTime(date: WallClock, locale: Locale, style: DateStyle = "long"): string {
  return withTime(
    formatDate(date, locale, style),
    formatTime(date.hour ?? 0, date.minute ?? 0),
    locale,
  );
}

/**
 * A date and its time apart, for a sentence that puts words between them: "am {date} um {time}
 * Uhr" / "on {date} at {time}" (15.06.2025 / 15 June 2025, and 18:00 in both).
 */
export function dateAndTimeParts(date: WallClock, locale: Locale): { date: string; time: string } {
  return { date: formatDate(date, locale), time: formatTime(date.hour ?? 0, date.minute ?? 0) };
}

function withTime(date: string, time: string, locale: Locale): string {
  return `${date}, ${locale === "de" ? `${time} Uhr` : time}`;
}

/** 'October 2025' / 'Oktober 2025'. */
export function formatMonthYear(year: number, month: number, locale: Locale): string {
  return `${formatMonth(month, locale)} ${year}`;
}

/** 'October' / 'Oktober'. */
export function formatMonth(month: number, locale: Locale): string {
  return monthNames[locale][month - 1] ?? String(month);
}

/** Formats instants (timestamps) in a city's zone, for lists and charts of the team area. */
export interface InstantFormat {
  format(instant: Date): string;
}

/**
 * Instants in a zone in the site's style: `dateTime` '11 Oct 2025, 18:00' / '11.10.2025,
 * 18:00 Uhr' (`dateTimeSeconds` with seconds), `clock` '18:00' (`clockSeconds` '18:00:05'), and
 * the date styles of `formatDate` for the day alone.
 */
export function instantFormat(
  locale: Locale,
  timeZone: string,
  style: "dateTime" | "dateTimeSeconds" | "clock" | "clockSeconds" | DateStyle = "dateTime",
): InstantFormat {
  return {
    format(instant) {
      const wall = wallClockAt(instant, timeZone);
      // Every zone's offset is whole minutes, so seconds read the same in UTC.
      const seconds = style.endsWith("Seconds") ? instant.getUTCSeconds() : undefined;
      const time = formatTime(wall.hour, wall.minute, seconds);
      if (style === "clock" || style === "clockSeconds") return time;
      if (style === "dateTime" || style === "dateTimeSeconds") {
        return withTime(formatDate(wall, locale, "medium"), time, locale);
      }
      return formatDate(wall, locale, style);
    },
  };
}
