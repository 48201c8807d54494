import { describe, expect, it } from "vitest";
import { monthWeeks } from "./month-grid.ts";

describe("monthWeeks", () => {
  it("lays out October 2025 from Wednesday the 1st in Monday-first weeks", () => {
    const weeks = monthWeeks(2025, 10);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, null, 1, 2, 3, 4, 5]);
    expect(weeks[1]?.[5]).toBe(11);
    expect(weeks[4]).toEqual([27, 28, 29, 30, 31, null, null]);
  });
  it("needs no padding for a month starting on Monday", () => {
    expect(monthWeeks(2025, 9)[0]?.[0]).toBe(1);
  });
});
