import { describe, expect, it } from "vitest";
import {
  axisStep,
  bucketByDay,
  instantFromLocalInput,
  localInputFromInstant,
  maxChartDays,
  paginate,
} from "./statistics.ts";

const zone = "Europe/Berlin";
/** One entry at each instant. */
const once = (...instants: string[]) => instants.map((at) => ({ at, count: 1 }));

describe("bucketByDay", () => {
  it("counts per calendar day in the hub's zone, with a running total", () => {
    const buckets = bucketByDay(
      [
        { at: "2025-06-15T16:00:00.000Z", count: 1 }, // 18:00 on the 15th in Munich
        { at: "2025-06-15T21:00:00.000Z", count: 1 }, // the hour from 23:00 on the 15th
        { at: "2025-06-15T22:00:00.000Z", count: 1 }, // midnight: the 16th
        { at: "2025-06-17T10:00:00.000Z", count: 1 },
      ],
      zone,
    );
    expect(buckets).toEqual([
      {
        day: "2025-06-15",
        start: "2025-06-14T22:00:00.000Z",
        end: "2025-06-15T22:00:00.000Z",
        count: 2,
        cumulative: 2,
      },
      {
        day: "2025-06-16",
        start: "2025-06-15T22:00:00.000Z",
        end: "2025-06-16T22:00:00.000Z",
        count: 1,
        cumulative: 3,
      },
      // An empty day stays on the axis.
      {
        day: "2025-06-17",
        start: "2025-06-16T22:00:00.000Z",
        end: "2025-06-17T22:00:00.000Z",
        count: 1,
        cumulative: 4,
      },
    ]);
  });

  it("fills empty days between entries and from the filter's start", () => {
    const buckets = bucketByDay(
      once("2025-06-20T10:00:00Z", "2025-06-18T10:00:00Z"),
      zone,
      new Date("2025-06-16T08:00:00Z"),
    );
    expect(buckets.map((b) => [b.day, b.count, b.cumulative])).toEqual([
      ["2025-06-16", 0, 0],
      ["2025-06-17", 0, 0],
      ["2025-06-18", 1, 1],
      ["2025-06-19", 0, 1],
      ["2025-06-20", 1, 2],
    ]);
  });

  it("knows that the day of the clock change has 23 or 25 hours", () => {
    const [spring] = bucketByDay(once("2025-03-30T12:00:00Z"), zone);
    expect(new Date(spring!.end).getTime() - new Date(spring!.start).getTime()).toBe(23 * 3600_000);
    const [autumn] = bucketByDay(once("2025-10-26T12:00:00Z"), zone);
    expect(new Date(autumn!.end).getTime() - new Date(autumn!.start).getTime()).toBe(25 * 3600_000);
  });

  it("is empty without entries", () => {
    expect(bucketByDay([], zone)).toEqual([]);
  });

  it("draws at most maxChartDays, keeping the newest and the full running total", () => {
    const buckets = bucketByDay(once("2020-01-01T12:00:00Z", "2025-06-20T12:00:00Z"), zone);
    expect(buckets).toHaveLength(maxChartDays);
    expect(buckets.at(-1)).toMatchObject({ day: "2025-06-20", count: 1, cumulative: 2 });
    expect(buckets[0]).toMatchObject({ count: 0, cumulative: 1 });
  });
});

describe("axisStep", () => {
  it("marks every 10, or every 100 once a day has more than 300", () => {
    expect(axisStep([])).toBe(10);
    expect(axisStep([{ count: 12 }, { count: 300 }])).toBe(10);
    expect(axisStep([{ count: 12 }, { count: 301 }])).toBe(100);
  });
});

describe("paginate", () => {
  const items = Array.from({ length: 250 }, (_, i) => i + 1);
  it("cuts pages of 100 and clamps the page number", () => {
    expect(paginate(items, 1)).toMatchObject({ page: 1, pageCount: 3, offset: 0 });
    expect(paginate(items, 3).items).toEqual(items.slice(200));
    expect(paginate(items, 9).page).toBe(3);
    expect(paginate(items, Number.NaN).page).toBe(1);
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1, offset: 0 });
  });
});

describe("the filter's local time", () => {
  it("reads datetime-local values as Munich wall-clock time and back", () => {
    const instant = instantFromLocalInput("2025-06-15T18:00", zone);
    expect(instant?.toISOString()).toBe("2025-06-15T16:00:00.000Z");
    expect(localInputFromInstant(instant!, zone)).toBe("2025-06-15T18:00");
    expect(instantFromLocalInput("2025-12-01T08:30", zone)?.toISOString()).toBe(
      "2025-12-01T07:30:00.000Z",
    );
  });
  it("rejects anything else", () => {
    expect(instantFromLocalInput("yesterday", zone)).toBeNull();
    expect(instantFromLocalInput("2025-13-01T00:00", zone)).toBeNull();
    expect(instantFromLocalInput("2025-06-15T24:00", zone)).toBeNull();
  });
});

describe("a long range", () => {
  // How fast it is belongs to a benchmark, not to a test; here: every hour of a year counted.
  it("adds up a year of hourly counts", () => {
    const start = Date.parse("2025-01-01T00:00:00Z");
    const hours = Array.from({ length: 365 * 24 }, (_, i) => ({
      at: new Date(start + i * 3_600_000).toISOString(),
      count: 3,
    }));
    const buckets = bucketByDay(hours, zone);
    expect(buckets.at(-1)?.cumulative).toBe(365 * 24 * 3);
  });
});
