import { describe, expect, it } from "vitest";
import type { Db } from "../schema.ts";
import {
  allDatabaseKinds,
  databaseKinds,
  type TestDatabase,
  type TestDatabaseOptions,
} from "./databases.ts";

/** When each migration ran on this database, in order. */
async function migratedAt(db: Db): Promise<string[]> {
  const { rows } = await db.executeQuery<{ timestamp: string }>(
    db
      .selectFrom("kysely_migration" as never)
      .select("timestamp" as never)
      .orderBy("name" as never)
      .compile(),
  );
  return rows.map((row) => String(row.timestamp));
}

describe.each(allDatabaseKinds)("test databases on %s", (kind) => {
  /** Makes the databases one after the other, hands them to `use`, disposes of them. */
  async function using(asked: TestDatabaseOptions[], use: (dbs: Db[]) => Promise<void>) {
    const made: TestDatabase[] = [];
    try {
      for (const options of asked) made.push(await databaseKinds[kind](options));
      await use(made.map((test) => test.db));
    } finally {
      for (const test of made) await test.dispose();
    }
  }
  const visit = { hub_id: "munich", at: "2025-06-15T16:00:00.000Z" } as const;

  it("are copies of one migrated database, each its own: rows written in one are in no other", async () => {
    await using([{}, {}], async ([first, second]) => {
      expect(await migratedAt(first!)).toEqual(await migratedAt(second!));
      await first!.insertInto("page_loads").values(visit).execute();
      expect(await second!.selectFrom("page_loads").selectAll().execute()).toEqual([]);
    });
    await using([{}], async ([next]) => {
      expect(await next!.selectFrom("page_loads").selectAll().execute()).toEqual([]);
    });
  });

  it("on request start empty, and openDatabase runs every migration on them", async () => {
    await using([{}, { empty: true }], async ([copied, empty]) => {
      const migrations = await migratedAt(empty!);
      const copiedMigrations = await migratedAt(copied!);
      expect(migrations).toHaveLength(copiedMigrations.length);
      // Run when this database was opened, after the copy's template was migrated.
      expect(migrations[0]! > copiedMigrations.at(-1)!).toBe(true);
    });
  });
});
