import { describe, expect, it } from "vitest";
import { agendaTimes } from "./agenda-times.ts";
import type { Agenda } from "./content/events.ts";

const at = (hours: number, minutes = 0) => ({
  time: { hours, minutes },
  title: { de: "x", en: "x" },
});
const agenda = (events: Agenda["events"], ends?: Agenda["ends"]): Agenda => ({
  id: "party",
  title: { de: "Party", en: "Party" },
  accentClass: "accent-pink",
  date: { year: 2025, month: 12, day: 31 },
  location: "Club",
  remarks: [],
  events,
  ...(ends ? { ends } : {}),
});

describe("when an event of the schedule starts and ends", () => {
  it("runs from the first entry to the last, past midnight into the next year", () => {
    expect(agendaTimes(agenda([at(20), at(23, 30), at(5)]))).toEqual({
      start: { year: 2025, month: 12, day: 31, hour: 20, minute: 0 },
      end: { year: 2026, month: 1, day: 1, hour: 5, minute: 0 },
    });
  });

  it("ends at the agenda's end time when it has one", () => {
    expect(agendaTimes(agenda([at(18, 30), at(19)], { hours: 22, minutes: 30 }))?.end).toEqual({
      year: 2025,
      month: 12,
      day: 31,
      hour: 22,
      minute: 30,
    });
    expect(agendaTimes(agenda([at(20)], { hours: 4, minutes: 0 }))?.end.day).toBe(1);
  });

  it("has no times without a known end", () => {
    expect(agendaTimes(agenda([]))).toBeNull();
    expect(agendaTimes(agenda([at(20)]))).toBeNull();
  });
});
