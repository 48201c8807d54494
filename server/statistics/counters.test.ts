import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allDatabaseKinds, databaseKinds, type TestDatabase } from "../db/test/databases.ts";
import { countWindowMs, statisticsCounters } from "./counters.ts";

describe.each(allDatabaseKinds)("statistics counters on %s", (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await databaseKinds[kind]();
  });
  afterAll(() => test.dispose());

  const count = async (table: "ticket_clicks" | "page_loads") =>
    Number(
      (
        await test.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("counts every client of a burst once per city, written in a few statements, with its hour", async () => {
    const counters = statisticsCounters(test.db, { flushMs: 2 });
    const at = new Date("2025-06-15T16:00:00.000Z");
    for (let i = 0; i < 1234; i++) {
      // 1234 clients, each clicking twice.
      counters.ticketClick(`10.0.${i >> 8}.${i & 255}`, "munich", 0, at);
      counters.ticketClick(`10.0.${i >> 8}.${i & 255}`, "munich", 0, at);
    }
    counters.pageLoad("10.0.0.1", "munich", at);
    counters.pageLoad("10.0.0.1", "essen", at);
    await counters.close();
    expect(await count("ticket_clicks")).toBe(1234);
    expect(await count("page_loads")).toBe(2);
    const hours = await test.db
      .selectFrom("statistics_hours")
      .selectAll()
      .orderBy("kind")
      .orderBy("hub_id")
      .execute();
    // Each city's site counts on its own.
    expect(hours).toEqual([
      { kind: "page_loads", hub_id: "essen", hour: "2025-06-15T16", count: 1 },
      { kind: "page_loads", hub_id: "munich", hour: "2025-06-15T16", count: 1 },
      { kind: "ticket_clicks", hub_id: "munich", hour: "2025-06-15T16", count: 1234 },
    ]);
  });

  // SQLite serves one process: its window is the process's own (the first test).
  it.runIf(kind === "postgres")(
    "two instances on one PostgreSQL count a client once per window",
    async () => {
      const one = statisticsCounters(test.db, { flushMs: 1 });
      const two = statisticsCounters(test.db, { flushMs: 1 });
      const at = new Date("2025-06-16T08:00:00.000Z");
      const before = await count("page_loads");
      one.pageLoad("198.51.100.1", "munich", at);
      await one.flush();
      two.pageLoad("198.51.100.1", "munich", new Date(at.getTime() + 1000));
      two.pageLoad("2001:db8:1:2::1", "munich", at);
      await two.flush();
      one.pageLoad("2001:db8:1:2::99", "munich", at);
      await one.flush();
      // The next window counts again, and the windows long gone are purged.
      two.pageLoad("198.51.100.1", "munich", new Date(at.getTime() + countWindowMs * 10));
      await Promise.all([one.close(), two.close()]);
      expect((await count("page_loads")) - before).toBe(3);
      const dedup = await test.db.selectFrom("statistics_dedup").select("bucket").execute();
      expect(dedup).toEqual([{ bucket: Math.floor(at.getTime() / countWindowMs) + 10 }]);
    },
  );

  it.runIf(kind === "postgres")(
    "forgets the dedup keys and the day's secret on a quiet site too (the hourly purge)",
    async () => {
      const counters = statisticsCounters(test.db, { flushMs: 1 });
      counters.pageLoad("198.51.100.7", "munich", new Date("2025-06-17T08:00:00.000Z"));
      await counters.flush();
      expect(await test.db.selectFrom("statistics_salts").selectAll().execute()).not.toEqual([]);
      await counters.purge(new Date("2025-06-18T08:00:00.000Z"));
      expect(await test.db.selectFrom("statistics_dedup").selectAll().execute()).toEqual([]);
      expect(await test.db.selectFrom("statistics_salts").select("day").execute()).toEqual([]);
      await counters.close();
    },
  );
});
