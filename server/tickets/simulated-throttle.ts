/**
 * The simulated shop's rate limit, as pretix Hosted applies one (doc/api/ratelimit.rst, "Rate
 * limiting": with token authentication 360 requests a minute per organizer account, above it
 * 429 Too Many Requests with a `Retry-After` header in seconds). pretix's API is Django REST
 * framework's, and so is the answer: the throttle (SimpleRateThrottle) keeps the times of the
 * requests it let through in the last 60 seconds; while they number the limit, a request is
 * refused without being counted, with `Retry-After: N` and
 * `{"detail": "Request was throttled. Expected available in N seconds."}`, where N is the time
 * until the oldest of them leaves the minute, rounded up (exceptions.Throttled,
 * views.exception_handler). Off unless a limit is set.
 */
export interface SimulatedThrottle {
  /** Requests per minute and token from now on; null: no limit (pretix outside Hosted). */
  setLimit(perMinute: number | null): void;
  /** The 429 for a request with this token at `now`, or null when it may pass (then counted). */
  refusal(token: string, now: Date): Response | null;
  /**
   * Another client of the same account (the association's own use of the shop) takes what is
   * left of this token's minute at `now`: the next request is refused.
   */
  useUp(token: string, now: Date): void;
}

const durationMs = 60_000;

export function simulatedThrottle(perMinute: number | null = null): SimulatedThrottle {
  let limit = perMinute;
  /** Per token, the instants (ms) of the requests let through, oldest first. */
  const histories = new Map<string, number[]>();
  /** The requests let through in the minute before `at`. */
  const recent = (token: string, at: number) => {
    const history = (histories.get(token) ?? []).filter((time) => time > at - durationMs);
    histories.set(token, history);
    return history;
  };
  return {
    setLimit(value) {
      limit = value;
    },
    refusal(token, now) {
      if (limit === null) return null;
      const at = now.getTime();
      const history = recent(token, at);
      if (history.length < limit) {
        history.push(at);
        return null;
      }
      // DRF's wait(): the time left of the oldest request's minute, over the requests available.
      const remaining = history.length > 0 ? durationMs - (at - history[0]!) : durationMs;
      const available = limit - history.length + 1;
      const wait = available > 0 ? Math.ceil(remaining / available / 1000) : null;
      const detail =
        wait === null
          ? "Request was throttled."
          : `Request was throttled. Expected available in ${wait} second${wait === 1 ? "" : "s"}.`;
      return Response.json(
        { detail },
        { status: 429, headers: wait ? { "Retry-After": String(wait) } : {} },
      );
    },
    useUp(token, now) {
      if (limit === null) return;
      const history = recent(token, now.getTime());
      while (history.length < limit) history.push(now.getTime());
    },
  };
}
