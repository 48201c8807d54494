import { describe, expect, it } from "vitest";
import { sinceFilterSchema, soldOf } from "./admin.ts";

describe("the statistics filter", () => {
  it("reads a date alone as the start of that day in Berlin, summer and winter", () => {
    const since = (createdAt: string) => sinceFilterSchema.parse({ createdAt }).createdAt;
    expect(since("2025-06-01").toISOString()).toBe("2025-05-31T22:00:00.000Z");
    expect(since("2025-12-01").toISOString()).toBe("2025-11-30T23:00:00.000Z");
    expect(since("2025-06-01T10:00:00+02:00").toISOString()).toBe("2025-06-01T08:00:00.000Z");
    for (const createdAt of ["2025-6-1", "2025-02-30", "yesterday", "2025-06-01T10:00"])
      expect(sinceFilterSchema.safeParse({ createdAt }).success).toBe(false);
  });
});

describe("tickets sold of a quota", () => {
  it("is what is no longer available, pending orders included", () => {
    expect(soldOf({ size: 10, available_number: 5 })).toBe(5);
    expect(soldOf({ size: 10, available_number: 0 })).toBe(10);
    // pretix may report more available than the size after a change of size.
    expect(soldOf({ size: 10, available_number: 12 })).toBe(0);
    expect(soldOf({ size: null, available_number: null })).toBe(0);
  });
});
