import { errorMessage, failureStreak, type FailureStreakOptions } from "./retry.ts";

/**
 * A background job: `run` is called once at start, then again `everyMs` after each run ends; after
 * a failed run, sooner or later by the back-off instead.
 */
export interface Job {
  /** Names the job in the log when a run fails. */
  name: string;
  /** The pause after a run; a function is asked after every run (e.g. until the next post is due). */
  everyMs: number | (() => number);
  run(): Promise<unknown>;
}

/** The pause when a job's own pause cannot be worked out. */
const fallbackPauseMs = 60_000;

export interface ScheduledJob {
  /**
   * Runs the job as soon as it can: now when it is idle, right after the current run otherwise.
   * Does nothing before start() and after close() (tests drive the jobs themselves).
   */
  runSoon(): void;
}

export interface Scheduler {
  schedule(job: Job): ScheduledJob;
  /** Runs every scheduled job now and from then on at its own pace. */
  start(): void;
  /**
   * Runs every job as soon as it can, as start() does, and resolves once each has run (at once
   * when not started). After the clock was set: a pause planned from the old time may end long
   * after the new time made work due.
   */
  runAll(): Promise<void>;
  /** Stops every timer and waits for the runs under way. */
  close(): Promise<void>;
}

/**
 * The one way the server runs work in the background. A job never overlaps itself (the next run is
 * planned when one ends), and timers never keep the process alive. A failed run never ends the
 * process: the job tries again with exponential back-off (capped, with jitter) until a run
 * succeeds, and its failure streak is logged once, with the recovery (failureStreak). Pauses are
 * real time; the jobs read the app's clock for what is due.
 */
export function createScheduler(options: FailureStreakOptions = {}): Scheduler {
  const { log = console } = options;
  let state: "idle" | "started" | "closed" = "idle";
  const controls: { runAgain(): Promise<void>; stop(): Promise<void> }[] = [];

  function schedule(job: Job): ScheduledJob {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let again = false;
    /** Callers of runAgain, told when the next run to start has ended. */
    let waiting: (() => void)[] = [];
    const streak = failureStreak(job.name, options);
    const pause = () => {
      try {
        return typeof job.everyMs === "number" ? job.everyMs : job.everyMs();
      } catch (error) {
        log.error(`${job.name}: its next run could not be planned:`, errorMessage(error));
        return fallbackPauseMs;
      }
    };

    const plan = (delayMs: number) => {
      if (state !== "started") return;
      clearTimeout(timer);
      timer = setTimeout(tick, delayMs);
      timer.unref();
    };
    const tick = () => {
      timer = undefined;
      again = false;
      const served = waiting;
      waiting = [];
      running = Promise.resolve()
        .then(() => job.run())
        .then(
          () => {
            streak.succeeded();
            return pause();
          },
          (error: unknown) => streak.failed(error),
        )
        // Not even a failing log may end the job (or leave its promise rejected).
        .catch(() => fallbackPauseMs)
        .then((delay) => {
          running = undefined;
          for (const done of served) done();
          plan(again ? 0 : delay);
        });
    };
    const runSoon = () => {
      if (running) again = true;
      else plan(0);
    };

    const runAgain = () =>
      new Promise<void>((resolve) => {
        if (state !== "started") return resolve();
        waiting.push(resolve);
        runSoon();
      });

    controls.push({
      runAgain,
      stop: async () => {
        clearTimeout(timer);
        await running;
        for (const done of waiting.splice(0)) done();
      },
    });
    if (state === "started") runSoon();
    return { runSoon };
  }

  return {
    schedule,
    start() {
      if (state !== "idle") return;
      state = "started";
      for (const control of controls) void control.runAgain();
    },
    async runAll() {
      await Promise.all(controls.map((control) => control.runAgain()));
    },
    async close() {
      state = "closed";
      await Promise.all(controls.map((control) => control.stop()));
    },
  };
}
