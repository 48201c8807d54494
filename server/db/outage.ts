import { StorageError } from "./storage-error.ts";

export interface OutageOptions {
  /** The database, for messages (databaseLocation). */
  location: string;
  log: Pick<Console, "error">;
  /** Asks the server once; rejects while it does not answer. */
  probe: () => Promise<void>;
  /** Waits between probes: from baseMs, doubling up to maxMs. */
  retry?: { baseMs: number; maxMs: number };
}

/**
 * A PostgreSQL server that stopped answering (stopped, frozen, cut off), as this instance knows
 * it. The first call that finds it so (its connection refused, or no answer within the pool's
 * time limits) logs the outage once; from then on every call fails at once with a StorageError,
 * so that pages, polls and the API answer 503 in milliseconds instead of each waiting for its own
 * timeout (5 to 11 s) and filling the pool with calls that cannot succeed. A probe in the
 * background asks the server with back-off and ends the outage, with one line, once it answers.
 * Armed only once the database is open: a server that cannot be reached at start-up stops the
 * start, as before.
 */
export function databaseOutage({
  location,
  log,
  probe,
  retry = { baseMs: 500, maxMs: 5_000 },
}: OutageOptions) {
  let armed = false;
  let closed = false;
  let down: { cause: string; failedProbes: number } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const probeLater = (delayMs: number) => {
    timer = setTimeout(() => void probeNow(), delayMs);
    // A probe never keeps the process alive (it ends with a signal, the database with it).
    timer.unref();
  };

  async function probeNow() {
    if (closed || !down) return;
    try {
      await probe();
    } catch {
      if (closed || !down) return;
      down.failedProbes += 1;
      probeLater(Math.min(retry.maxMs, retry.baseMs * 2 ** down.failedProbes));
      return;
    }
    if (!down) return;
    log.error(`Database ${location}: answers again after ${down.failedProbes} failed probes`);
    down = undefined;
  }

  return {
    /** From now on a server that does not answer is an outage (once the database is open). */
    arm() {
      armed = true;
    },
    /** Throws at once while the server is known not to answer. */
    check() {
      if (!down) return;
      const error = new StorageError(location, `${down.cause}; asked again in the background`);
      error.logged = true;
      throw error;
    },
    /**
     * A call found the server not answering: the outage begins (logged once, with `error`'s
     * cause) unless it has already.
     */
    failed(error: StorageError) {
      if (!armed || closed) return;
      if (down) {
        error.logged = true;
        return;
      }
      down = { cause: error.detail, failedProbes: 0 };
      log.error(error.message);
      error.logged = true;
      probeLater(retry.baseMs);
    },
    /** No more probes (the database is being closed). */
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}

export type DatabaseOutage = ReturnType<typeof databaseOutage>;
