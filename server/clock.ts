/** The one injectable clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Starts at `start` and runs on in real time (APP_NOW for demos and tests). */
export function runningClockFrom(start: Date, realNow: () => number = Date.now): Clock {
  const offset = start.getTime() - realNow();
  return { now: () => new Date(realNow() + offset) };
}

/** A clock that only moves when told to; for tests. */
export function fixedClock(
  start: Date,
): Clock & { set(instant: Date): void; advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = instant.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
