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
 * ask at once, the shop is asked once per key and period.
 */
export function shopCache<T>({ ttlMs, staleMs, clock, onFailure }: ShopCacheOptions) {
  const entries = new Map<string, Entry<T>>();

  async function get(key: string, load: () => Promise<T>): Promise<T> {
    const entry = entries.get(key) ?? { fetchedAt: 0 };
    entries.set(key, entry);
    const now = clock.now().getTime();
    const age = now - entry.fetchedAt;
    if (entry.value !== undefined && age >= 0 && age < ttlMs) return entry.value;
    const staleOrThrow = (error: unknown): T => {
      if (entry.value !== undefined && age >= 0 && age < staleMs) return entry.value;
      throw error;
    };
    if (entry.failure && now < entry.failure.until) return staleOrThrow(entry.failure.error);
    entry.inflight ??= load()
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
