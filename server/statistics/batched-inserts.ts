export interface BatchedInserts<Row> {
  /** Queues a row; it reaches the database within `flushMs` (or sooner when a batch is full). */
  add(row: Row): void;
  /** Writes everything queued so far. */
  flush(): Promise<void>;
  /** Flushes and stops; called on shutdown so no counted row is lost. */
  close(): Promise<void>;
  /** Rows not yet written. */
  pending(): number;
}

import { failureStreak, type RetryPolicy } from "../jobs/retry.ts";

export interface BatchedInsertsOptions<Row> {
  insert(rows: Row[]): Promise<void>;
  flushMs?: number;
  maxBatch?: number;
  /** Rows kept while the database is unreachable; beyond this the oldest are dropped (and logged). */
  maxPending?: number;
  /** Back-off while writing fails (the database is away). */
  retry?: Partial<RetryPolicy>;
  log?: Pick<Console, "log" | "error">;
}

/**
 * Statistics rows (ticket clicks, page loads) are written in batches: at the sale start thousands
 * of clicks per second become a few multi-row INSERTs instead of one transaction each. A row is
 * queued before the answer goes out, and close() writes the rest at shutdown.
 */
export function batchedInserts<Row>(options: BatchedInsertsOptions<Row>): BatchedInserts<Row> {
  const { insert, flushMs = 50, maxBatch = 500, maxPending = 100_000, log = console } = options;
  const failures = failureStreak("Statistics: writing counted rows", { log, retry: options.retry });
  let queue: Row[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let closed = false;
  /** The pause before the next try while writing fails; undefined while it works. */
  let backOffMs: number | undefined;

  function schedule(delay: number) {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      // Failures are logged and retried in writeQueued.
      flush().catch(() => undefined);
    }, delay);
  }

  /**
   * Writes the rows queued so far, in chunks of maxBatch. Rows that arrive meanwhile wait for their
   * own timer: draining them at once would turn a rush into a stream of one-row INSERTs.
   */
  async function writeQueued(): Promise<void> {
    let taken = queue;
    queue = [];
    while (taken.length > 0) {
      const batch = taken.slice(0, maxBatch);
      try {
        await insert(batch);
        failures.succeeded();
        backOffMs = undefined;
      } catch (error) {
        // Keep the rows for the next attempt, bounded so an outage cannot exhaust memory.
        queue = [...taken, ...queue];
        if (queue.length > maxPending) {
          const dropped = queue.length - maxPending;
          queue = queue.slice(dropped);
          log.error(`Statistics: dropped ${dropped} rows while the database was unavailable`);
        }
        // Logged once per outage, retried with back-off: the next try waits its turn, however
        // many rows arrive meanwhile.
        backOffMs = failures.failed(error);
        clearTimeout(timer);
        timer = undefined;
        schedule(backOffMs);
        throw error;
      }
      taken = taken.slice(batch.length);
    }
  }

  let flushQueued = false;
  function flush(): Promise<void> {
    // One write at a time; flushes asked for during a write become one write after it.
    if (flushQueued) return writing;
    flushQueued = true;
    writing = writing
      .catch(() => undefined)
      .then(() => {
        flushQueued = false;
        return writeQueued();
      });
    return writing;
  }

  return {
    add(row) {
      queue.push(row);
      if (queue.length >= maxBatch && backOffMs === undefined) void flush().catch(() => undefined);
      else schedule(backOffMs ?? flushMs);
    },
    flush,
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      try {
        // Twice: rows that arrived during a running write are taken by the second pass.
        await flush();
        if (queue.length > 0) await flush();
      } catch {
        log.error(`Statistics: ${queue.length} rows could not be written at shutdown`);
      }
    },
    pending: () => queue.length,
  };
}
