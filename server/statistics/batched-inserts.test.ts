import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allDatabaseKinds, databaseKinds, type TestDatabase } from "../db/test/databases.ts";
import { batchedInserts } from "./batched-inserts.ts";
import { statisticsCounters } from "./counters.ts";

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

describe.each(allDatabaseKinds)("statistics counters on %s", (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await databaseKinds[kind]();
  });
  afterAll(() => test.dispose());

  it("counts every click of a burst, written in a few statements", async () => {
    const counters = statisticsCounters(test.db, { flushMs: 2 });
    for (let i = 0; i < 1234; i++) {
      counters.ticketClicks.add({ ticket_shop_id: 0, at: "2025-06-15T16:00:00.000Z" });
    }
    counters.pageLoads.add({ at: "2025-06-15T16:00:00.000Z" });
    await counters.close();
    const clicks = await test.db
      .selectFrom("ticket_clicks")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(clicks.n)).toBe(1234);
    const loads = await test.db.selectFrom("page_loads").selectAll().execute();
    expect(loads).toHaveLength(1);
  });
});
