import { describe, expect, it } from "vitest";
import { wallClockAt, weekdayOf, zonedInstant } from "./time.ts";

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
