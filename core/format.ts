import type { Locale } from "./locale.ts";
import type { WallClock } from "./time.ts";

/** Spec: German '{euros},{cents} €', English 'EUR {euros}.{cents}'. Takes euros, may have cents. */
export function formatPrice(euros: number, locale: Locale): string {
  const cents = Math.round(euros * 100);
  const whole = Math.trunc(cents / 100);
  const rest = String(Math.abs(cents % 100)).padStart(2, "0");
  const grouped = new Intl.NumberFormat(locale === "de" ? "de-DE" : "en-US").format(whole);
  return locale === "de" ? `${grouped},${rest}\u00a0€` : `EUR\u00a0${grouped}.${rest}`;
}

function dateOf(date: WallClock): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day, date.hour ?? 12, date.minute ?? 0));
}

/** Month names, January first (English as Intl's `medium` date style shortens them: 'Sep'). */
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

/**
 * Spec: German '11.10.2025', English 'October 11, 2025' ('Oct 11, 2025' in the `medium` style,
 * for tight places such as the phone's sale bar). Written out rather than by Intl, as an island
 * formats dates too and a browser's first Intl date format is a long task on a phone (0060).
 */
export function formatDate(
  date: WallClock,
  locale: Locale,
  style: "long" | "medium" = "long",
): string {
  if (locale === "de") {
    return `${String(date.day).padStart(2, "0")}.${String(date.month).padStart(2, "0")}.${date.year}`;
  }
  const month = monthNames.en[date.month - 1] ?? String(date.month);
  return `${style === "long" ? month : month.slice(0, 3)} ${date.day}, ${date.year}`;
}

export function formatWeekday(
  date: WallClock,
  locale: Locale,
  style: "long" | "short" = "long",
): string {
  return new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "en-US", {
    weekday: style,
    timeZone: "UTC",
  }).format(dateOf(date));
}

/** '18:00' in both languages (the English site also uses the 24-hour clock of the venue). */
export function formatTime(hour: number, minute = 0): string {
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

export function formatDateTime(date: WallClock, locale: Locale): string {
  const time = formatTime(date.hour ?? 0, date.minute ?? 0);
  return locale === "de"
    ? `${formatDate(date, locale)}, ${time} Uhr`
    : `${formatDate(date, locale)}, ${time}`;
}

export function formatMonthYear(year: number, month: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}
