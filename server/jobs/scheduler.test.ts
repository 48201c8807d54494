import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createScheduler } from "./scheduler.ts";

describe("createScheduler", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs nothing until started, then each job at once and after every pause", async () => {
    const scheduler = createScheduler();
    const run = vi.fn(async () => {});
    scheduler.schedule({ name: "Count", everyMs: 1000, run });
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).not.toHaveBeenCalled();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledTimes(3);
    await scheduler.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("never overlaps a run; a runSoon during a run runs once more right after it", async () => {
    const scheduler = createScheduler();
    let finish = () => {};
    let active = 0;
    let most = 0;
    const run = vi.fn(async () => {
      active += 1;
      most = Math.max(most, active);
      await new Promise<void>((resolve) => (finish = resolve));
      active -= 1;
    });
    const job = scheduler.schedule({ name: "Slow", everyMs: 60_000, run });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    job.runSoon();
    job.runSoon();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
    finish();
    const closed = scheduler.close();
    await vi.advanceTimersByTimeAsync(0);
    await closed;
  });

  it("runAll runs every job once more and resolves when a run begun after the call has ended", async () => {
    const scheduler = createScheduler();
    let finish = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    scheduler.schedule({ name: "Slow", everyMs: 60_000, run });
    await scheduler.runAll();
    expect(run).not.toHaveBeenCalled();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    let done = false;
    void scheduler.runAll().then(() => (done = true));
    finish();
    await vi.advanceTimersByTimeAsync(0);
    // The run under way when runAll was called does not count: the one after it does.
    expect(run).toHaveBeenCalledTimes(2);
    expect(done).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    await scheduler.close();
  });

  it("backs a failing job off (longer pauses, capped), logs the streak once and its recovery, and never rejects out", async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", record);
    const errors: unknown[][] = [];
    const logs: unknown[][] = [];
    const scheduler = createScheduler({
      log: { error: (...args) => errors.push(args), log: (...args) => logs.push(args) },
      retry: { baseMs: 1000, maxMs: 4000 },
      random: () => 0.5,
    });
    const runs: number[] = [];
    let failures = 6;
    scheduler.schedule({
      name: "Mail delivery",
      everyMs: 500,
      run: async () => {
        runs.push(Date.now());
        if (failures-- > 0) throw new Error("Database postgres://db/site: did not answer");
      },
    });
    const started = Date.now();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(20_000);
    await scheduler.close();
    process.off("unhandledRejection", record);

    const pauses = runs.slice(1).map((at, i) => at - runs[i]!);
    // Six failures: 1, 2, 4 s, then the cap; after the first success the job's own pace again.
    expect(pauses.slice(0, 7)).toEqual([1000, 2000, 4000, 4000, 4000, 4000, 500]);
    expect(runs[0]).toBe(started);
    expect(errors).toEqual([
      ["Mail delivery failed:", "Database postgres://db/site: did not answer"],
    ]);
    expect(logs).toEqual([["Mail delivery works again after 6 failed tries"]]);
    expect(unhandled).toEqual([]);
  });

  it("keeps a job going when its run throws at once and when its log fails", async () => {
    const scheduler = createScheduler({
      log: {
        error: () => {
          throw new Error("stderr closed");
        },
        log: () => {},
      },
      retry: { baseMs: 1000, maxMs: 1000 },
    });
    const run = vi.fn((): Promise<unknown> => {
      throw new Error("not even a promise");
    });
    scheduler.schedule({ name: "Purge", everyMs: 1000, run });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run.mock.calls.length).toBeGreaterThan(2);
    await scheduler.close();
  });

  it("asks a job with a pause function after every run", async () => {
    const scheduler = createScheduler();
    const pauses = [500, 3000];
    const run = vi.fn(async () => {});
    scheduler.schedule({ name: "Due", everyMs: () => pauses.shift() ?? 60_000, run });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(500);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2999);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(3);
    await scheduler.close();
  });

  it("runSoon does nothing before start and after close", async () => {
    const scheduler = createScheduler();
    const run = vi.fn(async () => {});
    const job = scheduler.schedule({ name: "Idle", everyMs: 1000, run });
    job.runSoon();
    await vi.advanceTimersByTimeAsync(5000);
    await scheduler.close();
    job.runSoon();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).not.toHaveBeenCalled();
  });
});
