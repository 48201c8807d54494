import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "./database.ts";
import { allDatabaseKinds, databaseKinds, type TestDatabase } from "./test/databases.ts";

describe.each(allDatabaseKinds)("database on %s", (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    // Empty: openDatabase runs every migration, as on a new site's first start.
    test = await databaseKinds[kind]({ empty: true });
  });
  afterAll(() => test.dispose());

  it("migrates to the latest schema, and migrating again changes nothing", async () => {
    await migrate(test.db);
    const tables = await test.db.introspection.getTables();
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(["ticket_clicks", "page_loads"]),
    );
  });

  it("stores instants as UTC strings whose order is time order", async () => {
    const instants = [
      "2025-06-15T16:00:00.000Z",
      "2025-06-15T15:59:59.999Z",
      "2025-06-16T00:00:00.000Z",
    ];
    for (const at of instants)
      await test.db.insertInto("page_loads").values({ hub_id: "munich", at }).execute();
    const rows = await test.db
      .selectFrom("page_loads")
      .select(["id", "at"])
      .where("at", ">=", "2025-06-15T16:00:00.000Z")
      .orderBy("at")
      .execute();
    expect(rows.map((r) => r.at)).toEqual(["2025-06-15T16:00:00.000Z", "2025-06-16T00:00:00.000Z"]);
    expect(typeof rows[0]!.id).toBe("number");
  });
});
