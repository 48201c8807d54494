import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatPrice, formatWeekday } from "./format.ts";

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
  it("writes German dates as day.month.year", () => {
    expect(formatDate(party, "de")).toBe("11.10.2025");
    expect(formatDateTime(party, "de")).toBe("11.10.2025, 18:00 Uhr");
  });
  it("writes English dates as 'October 11, 2025'", () => {
    expect(formatDate(party, "en")).toBe("October 11, 2025");
    expect(formatDate(party, "en", "medium")).toBe("Oct 11, 2025");
  });
  it("names every month as Intl's US English long and medium styles do", () => {
    for (let month = 1; month <= 12; month++) {
      const date = { year: 2026, month, day: 3 };
      for (const dateStyle of ["long", "medium"] as const) {
        const intl = new Intl.DateTimeFormat("en-US", { dateStyle, timeZone: "UTC" });
        expect(formatDate(date, "en", dateStyle)).toBe(
          intl.format(new Date(Date.UTC(2026, month - 1, 3, 12))),
        );
      }
    }
  });
  it("names weekdays in the chosen language", () => {
    expect(formatWeekday(party, "de")).toBe("Samstag");
    expect(formatWeekday(party, "en")).toBe("Saturday");
  });
});
