/** The one injectable clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that can be set to another instant (a site under test, server/test-clock.ts). */
export interface SettableClock extends Clock {
  set(instant: Date): void;
}

/**
 * Starts at `start` and runs on in real time (APP_NOW for demos and tests); `set` makes it run on
 * from another instant.
 */
export function runningClockFrom(start: Date, realNow: () => number = Date.now): SettableClock {
  let offset = start.getTime() - realNow();
  return {
    now: () => new Date(realNow() + offset),
    set: (instant) => {
      offset = instant.getTime() - realNow();
    },
  };
}

/** A clock that only moves when told to; for tests. */
export function fixedClock(start: Date): SettableClock & { advance(ms: number): void } {
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
