import { describe, expect, it } from "vitest";
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
      retryMs: 10,
      log: { error: () => {} },
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
});
