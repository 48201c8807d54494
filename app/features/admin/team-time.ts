import type { Locale } from "../../../core/locale.ts";

/** Dates and times in the team area: in the city's time zone, German or British order. */
export function teamTimeFormat(
  locale: Locale,
  timeZone: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" },
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "en-GB", { timeZone, ...options });
}
