import { describe, expect, it, vi } from "vitest";
import { batchedInserts } from "./batched-inserts.ts";

describe("batchedInserts", () => {
  it("writes rows in batches shortly after they arrive", async () => {
    const batches: number[][] = [];
    const queue = batchedInserts<number>({
      insert: async (rows) => {
        batches.push(rows);
      },
      flushMs: 5,
      maxBatch: 3,
    });
    for (let i = 0; i < 7; i++) queue.add(i);
    await new Promise((r) => setTimeout(r, 30));
    expect(batches.flat()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(Math.max(...batches.map((b) => b.length))).toBeLessThanOrEqual(3);
    expect(queue.pending()).toBe(0);
    await queue.close();
  });

  it("keeps rows when a write fails and writes them on the next attempt; close() flushes", async () => {
    let failing = true;
    const written: number[] = [];
    const queue = batchedInserts<number>({
      insert: async (rows) => {
        if (failing) throw new Error("database away");
        written.push(...rows);
      },
      flushMs: 1,
      retry: { baseMs: 10, maxMs: 10 },
      log: { error: () => {}, log: () => {} },
    });
    queue.add(1);
    queue.add(2);
    await new Promise((r) => setTimeout(r, 5));
    expect(written).toEqual([]);
    expect(queue.pending()).toBe(2);
    failing = false;
    queue.add(3);
    await queue.close();
    expect(written).toEqual([1, 2, 3]);
  });

  it("while the database is away, tries again with back-off however many rows arrive, and logs the outage and the recovery once each", async () => {
    vi.useFakeTimers();
    try {
      let failing = true;
      let tries = 0;
      const errors: unknown[][] = [];
      const logs: unknown[][] = [];
      const queue = batchedInserts<number>({
        insert: async () => {
          tries += 1;
          if (failing) throw new Error("database away");
        },
        flushMs: 50,
        maxBatch: 2,
        retry: { baseMs: 1000, maxMs: 4000 },
        log: { error: (...args) => errors.push(args), log: (...args) => logs.push(args) },
      });
      // A rush of page loads for 20 seconds of outage.
      for (let second = 0; second < 20; second++) {
        for (let i = 0; i < 10; i++) queue.add(i);
        await vi.advanceTimersByTimeAsync(1000);
      }
      // At most the first try, then after about 1, 2, 4, 4, 4, 4 s.
      expect(tries).toBeLessThanOrEqual(8);
      expect(errors).toEqual([["Statistics: writing counted rows failed:", "database away"]]);
      failing = false;
      await vi.advanceTimersByTimeAsync(5000);
      expect(queue.pending()).toBe(0);
      expect(logs).toEqual([
        [
          expect.stringMatching(
            /^Statistics: writing counted rows works again after \d+ failed tries$/,
          ),
        ],
      ]);
      await queue.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
