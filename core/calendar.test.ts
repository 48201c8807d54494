import { describe, expect, it } from "vitest";
import {
  addMonths,
  calendarEntries,
  monthEntries,
  formatMonthParam,
  gridSize,
  monthGrid,
  parseMonthParam,
  startMonth,
  weekdayReferenceDates,
} from "./calendar.ts";
import type { EventsFile } from "./content/events.ts";
import { weekdayOf } from "./time.ts";

const localized = (text: string) => ({ de: text, en: text });

describe("monthGrid", () => {
  it("shows October 2025 in 42 tiles starting on Monday 29 September", () => {
    const days = monthGrid({ year: 2025, month: 10 });
    expect(days).toHaveLength(gridSize);
    expect(days[0]).toMatchObject({ iso: "2025-09-29", inMonth: false });
    expect(days[3]).toMatchObject({ iso: "2025-10-02", inMonth: true });
    expect(days.find((d) => d.iso === "2025-10-11")).toMatchObject({ inMonth: true });
    expect(days[41]).toMatchObject({ iso: "2025-11-09", inMonth: false });
    expect(days.filter((d) => d.inMonth)).toHaveLength(31);
  });

  it("starts every row on a Monday, also across year ends and leap days", () => {
    for (const month of [
      { year: 2024, month: 2 },
      { year: 2025, month: 12 },
      { year: 2026, month: 2 },
    ]) {
      const days = monthGrid(month);
      expect(days).toHaveLength(42);
      for (let row = 0; row < 6; row++) {
        const first = days[row * 7]!;
        expect(weekdayOf(first.year, first.month, first.day)).toBe(1);
      }
    }
    expect(monthGrid({ year: 2024, month: 2 }).filter((d) => d.inMonth)).toHaveLength(29);
    expect(monthGrid({ year: 2025, month: 12 })[41]).toMatchObject({ iso: "2026-01-11" });
  });

  it("begins with the 1st itself when the month starts on a Monday", () => {
    expect(monthGrid({ year: 2025, month: 9 })[0]).toMatchObject({
      iso: "2025-09-01",
      inMonth: true,
    });
  });
});

describe("month parameter", () => {
  it("round-trips YYYY-MM and rejects anything else", () => {
    expect(parseMonthParam("2025-10")).toEqual({ year: 2025, month: 10 });
    expect(formatMonthParam({ year: 2026, month: 1 })).toBe("2026-01");
    for (const bad of [null, "", "2025-13", "2025-00", "2025-1", "25-10", "1900-01", "2025-10x"]) {
      expect(parseMonthParam(bad)).toBeNull();
    }
  });

  it("moves across year boundaries", () => {
    expect(addMonths({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(addMonths({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 });
    expect(addMonths({ year: 2025, month: 10 }, -22)).toEqual({ year: 2023, month: 12 });
  });
});

describe("weekdayReferenceDates", () => {
  it("lists Monday to Sunday", () => {
    expect(weekdayReferenceDates.map((d) => weekdayOf(d.year, d.month, d.day))).toEqual([
      1, 2, 3, 4, 5, 6, 0,
    ]);
  });
});

describe("calendarEntries and startMonth", () => {
  const events: EventsFile = {
    parties: [
      {
        id: 2,
        accentClass: "accent-pink",
        title: localized("PamperPlay"),
        date: { year: 2025, month: 10, day: 11 },
        location: "Club",
      },
      {
        id: 1,
        accentClass: "accent-yellow",
        title: localized("DiaperDinner"),
        date: { year: 2025, month: 10, day: 10 },
        location: "Inn",
      },
    ],
    agendas: [
      {
        id: "party",
        title: localized("PamperPlay party"),
        accentClass: "accent-pink",
        date: { year: 2025, month: 10, day: 11 },
        location: "Club",
        remarks: [],
        events: [],
      },
      {
        id: "walk",
        title: localized("City walk"),
        accentClass: "accent-green",
        date: { year: 2025, month: 10, day: 12 },
        location: "Square",
        remarks: [],
        events: [],
      },
    ],
  };
  const upcoming = [
    { title: localized("Brunch"), date: { year: 2025, month: 10, day: 12 }, location: "Café" },
    { title: localized("Spring"), date: { year: 2026, month: 3, day: 14 }, location: "Club" },
    { title: localized("Later"), date: null, location: "Club" },
  ];

  it("shows each day's event once, parties first, sorted by date", () => {
    const entries = calendarEntries(events, upcoming);
    expect(entries.map((e) => [e.title.en, e.accentClass])).toEqual([
      ["DiaperDinner", "accent-yellow"],
      ["PamperPlay", "accent-pink"],
      ["City walk", "accent-green"],
      ["Spring", "accent-purple"],
    ]);
  });

  it("lists one month's entries with their places", () => {
    const entries = calendarEntries(events, upcoming);
    expect(
      monthEntries(entries, { year: 2025, month: 10 }).map((e) => [e.title.en, e.location]),
    ).toEqual([
      ["DiaperDinner", "Inn"],
      ["PamperPlay", "Club"],
      ["City walk", "Square"],
    ]);
    expect(monthEntries(entries, { year: 2025, month: 11 })).toEqual([]);
  });

  it("starts at the month of the next event on or after today", () => {
    const entries = calendarEntries(events, upcoming);
    expect(startMonth(entries, { year: 2025, month: 6, day: 20 })).toEqual({
      year: 2025,
      month: 10,
    });
    expect(startMonth(entries, { year: 2025, month: 10, day: 12 })).toEqual({
      year: 2025,
      month: 10,
    });
    expect(startMonth(entries, { year: 2025, month: 10, day: 13 })).toEqual({
      year: 2026,
      month: 3,
    });
  });

  it("falls back to the current month when nothing is ahead", () => {
    expect(startMonth(calendarEntries(events), { year: 2027, month: 5, day: 2 })).toEqual({
      year: 2027,
      month: 5,
    });
  });
});
