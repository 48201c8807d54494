import { describe, expect, it } from "vitest";
import { vtimezone } from "./vtimezone.ts";

describe("the VTIMEZONE of a calendar", () => {
  it("has Berlin's switches to summer and winter time at their local times", () => {
    const text = vtimezone("Europe/Berlin", 2026, 2026);
    expect(text.startsWith("BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n")).toBe(true);
    // The year before is included, so an event early in the first year is covered.
    expect(text).toContain(
      "BEGIN:STANDARD\r\nDTSTART:20251026T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nEND:STANDARD",
    );
    expect(text).toContain(
      "BEGIN:DAYLIGHT\r\nDTSTART:20260329T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nEND:DAYLIGHT",
    );
    expect(text.match(/BEGIN:(STANDARD|DAYLIGHT)/g)).toHaveLength(4);
  });

  it("has one observance for a zone without daylight saving time", () => {
    const text = vtimezone("Asia/Kolkata", 2025, 2025);
    expect(text.match(/BEGIN:STANDARD/g)).toHaveLength(1);
    expect(text).toContain("TZOFFSETTO:+0530");
  });
});
