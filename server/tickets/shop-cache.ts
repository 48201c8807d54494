import type { Clock } from "../clock.ts";

export interface ShopCacheOptions {
  /** How long one answer is reused. */
  ttlMs: number;
  /** After a failed refresh, an answer this old is still used rather than failing the caller. */
  staleMs: number;
  /** The app clock: answers age by it (and a clock set back counts as a new period). */
  clock: Clock;
  /** Told once per failed refresh (callers meanwhile get the last answer, or the error). */
  onFailure(key: string, error: unknown): void;
}

interface Entry<T> {
  value?: T;
  fetchedAt: number;
  inflight?: Promise<T>;
  /** After a failure the shop is left alone for one period (no hammering while it is down). */
  failure?: { until: number; error: unknown };
}

/**
 * Answers of the ticket shop, kept per key for `ttlMs` with single flight: however many visitors
 * ask at once, the shop is asked once per key and period. A fresh answer is given as it is, not
 * as a promise: at the sale start every click reads two of them (docs/decisions/0058-…).
 */
export function shopCache<T>({ ttlMs, staleMs, clock, onFailure }: ShopCacheOptions) {
  const entries = new Map<string, Entry<T>>();

  /** `load(key)` is asked only when the kept answer is missing or old. */
  function get(key: string, load: (key: string) => Promise<T>): T | Promise<T> {
    const kept = entries.get(key);
    if (kept?.value !== undefined) {
      const age = clock.now().getTime() - kept.fetchedAt;
      if (age >= 0 && age < ttlMs) return kept.value;
    }
    return refresh(key, load);
  }

  async function refresh(key: string, load: (key: string) => Promise<T>): Promise<T> {
    const entry = entries.get(key) ?? { fetchedAt: 0 };
    entries.set(key, entry);
    const now = clock.now().getTime();
    const age = now - entry.fetchedAt;
    const staleOrThrow = (error: unknown): T => {
      if (entry.value !== undefined && age >= 0 && age < staleMs) return entry.value;
      throw error;
    };
    if (entry.failure && now < entry.failure.until) return staleOrThrow(entry.failure.error);
    entry.inflight ??= load(key)
      .then((value) => {
        entry.value = value;
        entry.fetchedAt = clock.now().getTime();
        entry.failure = undefined;
        return value;
      })
      .catch((error: unknown) => {
        entry.failure = { until: clock.now().getTime() + Math.max(ttlMs, 1000), error };
        onFailure(key, error);
        throw error;
      })
      .finally(() => {
        entry.inflight = undefined;
      });
    try {
      return await entry.inflight;
    } catch (error) {
      return staleOrThrow(error);
    }
  }

  return { get };
}

/** Two answers of `get`, waiting only if one is not kept (no promise when both are fresh). */
export function bothOf<A, B>(a: A | Promise<A>, b: B | Promise<B>): [A, B] | Promise<[A, B]> {
  return a instanceof Promise || b instanceof Promise ? Promise.all([a, b]) : [a, b];
}
