import { describe, expect, it } from "vitest";
import { blockingTime, tasksAfterPaint, type TraceEvent } from "./thread-time.ts";

const page = { pid: 7, tid: 1 };
const event = (name: string, ms: number, more: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  ph: "X",
  ...page,
  ts: ms * 1000,
  ...more,
});
/** A task of `wall` ms on the clock, of which the thread ran `thread` ms. */
const task = (ms: number, wall: number, thread: number) =>
  event("RunTask", ms, { dur: wall * 1000, tdur: thread * 1000 });

const trace: TraceEvent[] = [
  event("navigationStart", 0, { ph: "R", args: { data: { documentLoaderURL: "http://x/" } } }),
  task(100, 90, 30), // before the paint: not counted
  event("firstContentfulPaint", 300, { ph: "R" }),
  // The stylesheet's pass: style and layout, 120 ms on the clock while another process ran.
  task(400, 120, 30),
  event("UpdateLayoutTree", 401, { dur: 8000, tdur: 8000 }),
  event("Layout", 410, { dur: 100_000, tdur: 20_000 }),
  // The script's evaluation.
  task(600, 40, 20),
  event("EvaluateScript", 601, { dur: 39_000, tdur: 19_000 }),
  // Another renderer's task.
  { ...task(700, 200, 200), pid: 8 },
];

describe("Lighthouse's blocking time from the trace's thread time", () => {
  it("takes the page's main-thread tasks from its first contentful paint on, with whether they lay out", () => {
    expect(tasksAfterPaint(trace)).toEqual([
      { startMs: 400, wallMs: 120, threadMs: 30, layout: true },
      { startMs: 600, wallMs: 40, threadMs: 20, layout: false },
    ]);
  });

  it("slows a task that lays out by half the CPU factor, as Lantern does, and counts what exceeds 50 ms", () => {
    const tasks = tasksAfterPaint(trace);
    // 30 ms × 2 = 60 → 10; 20 ms × 4 = 80 → 30.
    expect(blockingTime(tasks, 4)).toBe(40);
    // From the wall clock, as Lighthouse reads the trace: 120 × 2 = 240 → 190; 40 × 4 = 160 → 110.
    expect(blockingTime(tasks, 4, "wallMs")).toBe(300);
  });

  it("finds nothing in a trace without a page's navigation or paint", () => {
    expect(tasksAfterPaint(trace.filter((e) => e.name !== "firstContentfulPaint"))).toEqual([]);
    expect(tasksAfterPaint([])).toEqual([]);
  });
});
