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

  it("logs a failed run by the job's name and keeps the job going", async () => {
    const errors: unknown[][] = [];
    const scheduler = createScheduler({ log: { error: (...args) => errors.push(args) } });
    const run = vi.fn().mockRejectedValueOnce(new Error("database gone")).mockResolvedValue(1);
    scheduler.schedule({ name: "Purge", everyMs: 1000, run });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toEqual([["Purge failed:", "database gone"]]);
    expect(run).toHaveBeenCalledTimes(2);
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
