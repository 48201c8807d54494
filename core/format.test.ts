import { describe, expect, it } from "vitest";
import {
  dateAndTimeParts,
  formatDate,
  formatDateTime,
  formatMonthYear,
  formatPrice,
  formatWeekday,
  instantFormat,
} from "./format.ts";

describe("formatPrice", () => {
  it("writes German prices as '49,00 €'", () => {
    expect(formatPrice(49, "de")).toBe("49,00\u00a0€");
    expect(formatPrice(12.2, "de")).toBe("12,20\u00a0€");
  });
  it("writes English prices as 'EUR 49.00'", () => {
    expect(formatPrice(49, "en")).toBe("EUR\u00a049.00");
    expect(formatPrice(0, "en")).toBe("EUR\u00a00.00");
  });
});

describe("formatDate", () => {
  const party = { year: 2025, month: 10, day: 11, hour: 18 };
  it("writes German dates as day.month.year, times as '18:00 Uhr'", () => {
    expect(formatDate(party, "de")).toBe("11.10.2025");
    expect(formatDate(party, "de", "weekday")).toBe("Sa., 11.10.2025");
    expect(formatDate(party, "de", "full")).toBe("Samstag, 11.10.2025");
    expect(formatDate(party, "de", "day")).toBe("11.10.");
    expect(formatDateTime(party, "de")).toBe("11.10.2025, 18:00 Uhr");
  });
  it("writes English dates the British way: '11 October 2025', 'Sat 11 Oct 2025', '18:00'", () => {
    expect(formatDate(party, "en")).toBe("11 October 2025");
    expect(formatDate(party, "en", "medium")).toBe("11 Oct 2025");
    expect(formatDate(party, "en", "weekday")).toBe("Sat 11 Oct 2025");
    expect(formatDate(party, "en", "full")).toBe("Saturday 11 October 2025");
    expect(formatDate(party, "en", "day")).toBe("11 Oct");
    expect(formatDateTime(party, "en")).toBe("11 October 2025, 18:00");
  });
  it("gives a date and its time apart for a sentence: 'am {date} um {time} Uhr' / 'on {date} at {time}'", () => {
    expect(dateAndTimeParts(party, "de")).toEqual({ date: "11.10.2025", time: "18:00" });
    expect(dateAndTimeParts(party, "en")).toEqual({ date: "11 October 2025", time: "18:00" });
  });
  it("names every month and weekday as Intl's British English and German do", () => {
    for (let month = 1; month <= 12; month++) {
      const date = { year: 2026, month, day: month + 2 };
      const instant = new Date(Date.UTC(2026, month - 1, month + 2, 12));
      const intl = (tag: string, options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(tag, { ...options, timeZone: "UTC" }).format(instant);
      expect(formatDate(date, "en")).toBe(intl("en-GB", { dateStyle: "long" }));
      expect(formatMonthYear(2026, month, "de")).toBe(
        intl("de-DE", { month: "long", year: "numeric" }),
      );
      expect(formatWeekday(date, "en")).toBe(intl("en-GB", { weekday: "long" }));
      expect(formatDate(date, "de", "weekday")).toBe(
        intl("de-DE", { weekday: "short", day: "2-digit", month: "2-digit", year: "numeric" }),
      );
      expect(formatWeekday(date, "en", "short")).toBe(intl("en-GB", { weekday: "short" }));
    }
  });
});

describe("instantFormat", () => {
  // 16:00:05 UTC is 18:00:05 in Berlin's summer time.
  const instant = new Date("2025-06-15T16:00:05Z");
  it("shows an instant in the city's zone in the site's style", () => {
    expect(instantFormat("en", "Europe/Berlin").format(instant)).toBe("15 Jun 2025, 18:00");
    expect(instantFormat("de", "Europe/Berlin").format(instant)).toBe("15.06.2025, 18:00 Uhr");
    expect(instantFormat("en", "Europe/Berlin", "dateTimeSeconds").format(instant)).toBe(
      "15 Jun 2025, 18:00:05",
    );
    expect(instantFormat("de", "Europe/Berlin", "clockSeconds").format(instant)).toBe("18:00:05");
    expect(instantFormat("en", "Europe/Berlin", "full").format(instant)).toBe(
      "Sunday 15 June 2025",
    );
  });
});
