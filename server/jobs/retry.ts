/** Exponential backoff with ±20 % jitter, so retries of many callers do not arrive in lockstep. */
export function retryDelay(
  attempts: number,
  baseDelayMs: number,
  maxDelayMs: number,
  random = Math.random,
): number {
  const exponential = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

/** How background work that keeps failing waits before its next try. */
export interface RetryPolicy {
  /** The pause after the first failure of a streak; it doubles with each further one. */
  baseMs: number;
  /** The longest pause. */
  maxMs: number;
  /** A failure streak is logged again, with its count, at most this often. */
  repeatLogMs: number;
}

export const defaultRetry: RetryPolicy = { baseMs: 1_000, maxMs: 60_000, repeatLogMs: 600_000 };

/**
 * What background work logs of an error: the message only. The jobs handle visitor data, and an
 * error's other fields (a query's parameters) may carry it.
 */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface FailureStreakOptions {
  log?: Pick<Console, "log" | "error">;
  retry?: Partial<RetryPolicy>;
  now?: () => number;
  random?: () => number;
}

/** The consecutive failures of one piece of background work, and what the operator reads of them. */
export interface FailureStreak {
  /** Counts a failure and returns the pause before the next try. */
  failed(error: unknown): number;
  /** Ends a streak, if one was running. */
  succeeded(): void;
}

/**
 * Logs a streak of failures once, not once per try: the first failure, a reminder with the count
 * at most every repeatLogMs, and the recovery. An outage of the database makes every job fail
 * every few seconds; one line each is what an operator can read.
 */
export function failureStreak(name: string, options: FailureStreakOptions = {}): FailureStreak {
  const { log = console, now = Date.now, random = Math.random } = options;
  const retry = { ...defaultRetry, ...options.retry };
  let failures = 0;
  let loggedAt = 0;
  return {
    failed(error) {
      failures += 1;
      if (failures === 1) {
        loggedAt = now();
        log.error(`${name} failed:`, errorMessage(error));
      } else if (now() - loggedAt >= retry.repeatLogMs) {
        loggedAt = now();
        log.error(`${name} still failing after ${failures} tries:`, errorMessage(error));
      }
      return retryDelay(failures, retry.baseMs, retry.maxMs, random);
    },
    succeeded() {
      if (failures > 0) log.log(`${name} works again after ${failures} failed tries`);
      failures = 0;
    },
  };
}
