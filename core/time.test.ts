import { describe, expect, it } from "vitest";
import { wallClockAt, wallClockIn, weekdayOf, zonedInstant, zoneOffsets } from "./time.ts";

describe("zonedInstant", () => {
  it("derives summer time for the October 2025 party (18:00 Munich = 16:00 UTC)", () => {
    expect(
      zonedInstant({ year: 2025, month: 10, day: 11, hour: 18 }, "Europe/Berlin").toISOString(),
    ).toBe("2025-10-11T16:00:00.000Z");
  });
  it("derives winter time in January", () => {
    expect(
      zonedInstant({ year: 2026, month: 1, day: 10, hour: 20 }, "Europe/Berlin").toISOString(),
    ).toBe("2026-01-10T19:00:00.000Z");
  });
  it("round-trips through wallClockAt", () => {
    const instant = zonedInstant({ year: 2025, month: 6, day: 15, hour: 18 }, "Europe/Berlin");
    expect(wallClockAt(instant, "Europe/Berlin")).toEqual({
      year: 2025,
      month: 6,
      day: 15,
      hour: 18,
      minute: 0,
    });
  });
  it("knows 11 October 2025 is a Saturday", () => {
    expect(weekdayOf(2025, 10, 11)).toBe(6);
  });
});

describe("wallClockIn, from a zone's offsets", () => {
  const everyHour = (from: number, to: number) =>
    Array.from({ length: (to - from) / 3_600_000 }, (_, i) => new Date(from + i * 3_600_000));

  it.each(["Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe"])(
    "reads the same wall clock as Intl every hour of two years in %s",
    (timeZone) => {
      const zone = zoneOffsets(timeZone, 2025, 2026);
      const differing = everyHour(zone.from, zone.to).filter(
        (instant) =>
          JSON.stringify(wallClockIn(instant, zone)) !==
          JSON.stringify(wallClockAt(instant, timeZone)),
      );
      expect(differing).toEqual([]);
    },
  );

  it("switches to summer time at the minute Berlin's clocks jump from 2:00 to 3:00", () => {
    const zone = zoneOffsets("Europe/Berlin", 2026, 2026);
    expect(zone.minutes).toBe(60);
    expect(zone.changes).toEqual([
      [Date.UTC(2026, 2, 29, 1), 120],
      [Date.UTC(2026, 9, 25, 1), 60],
    ]);
    expect(wallClockIn(new Date(Date.UTC(2026, 2, 29, 0, 59)), zone)).toMatchObject({
      hour: 1,
      minute: 59,
    });
    expect(wallClockIn(new Date(Date.UTC(2026, 2, 29, 1, 0)), zone)).toMatchObject({
      hour: 3,
      minute: 0,
    });
  });

  it("falls back to Intl for an instant outside the years it covers", () => {
    const zone = zoneOffsets("Europe/Berlin", 2026, 2026);
    const later = new Date(Date.UTC(2027, 6, 1, 16));
    expect(wallClockIn(later, zone)).toEqual({ year: 2027, month: 7, day: 1, hour: 18, minute: 0 });
  });

  it("survives being sent as JSON, as an island's props are", () => {
    const zone = JSON.parse(JSON.stringify(zoneOffsets("Europe/Berlin", 2026, 2026)));
    const saleStart = new Date(Date.UTC(2026, 5, 15, 16));
    expect(wallClockIn(saleStart, zone)).toEqual({
      year: 2026,
      month: 6,
      day: 15,
      hour: 18,
      minute: 0,
    });
  });
});
