import { join } from "node:path";
import { Kysely, sql } from "kysely";
import { Migrator } from "kysely/migration";
import { expect, it } from "vitest";
import { tempDirMaker } from "../../test/temp-dir.ts";
import { nodeSqliteDialect } from "../node-sqlite-dialect.ts";
import { migrations } from "./index.ts";

const tempDir = tempDirMaker("city-counts-upgrade-");

it("an upgrade gives counts made before cities were stored to the default city, hourly counts included", async () => {
  const db = new Kysely<unknown>({ dialect: nodeSqliteDialect(join(tempDir(), "site.db")) });
  try {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    await migrator.migrateTo("0010-outbox-body-encrypted");
    await sql`insert into page_loads (at) values ('2025-06-01T10:00:00.000Z')`.execute(db);
    await sql`insert into ticket_clicks (ticket_shop_id, at) values (0, '2025-06-01T10:05:00.000Z')`.execute(
      db,
    );
    await sql`insert into statistics_hours (kind, hour, count)
      values ('page_loads', '2025-06-01T10', 1), ('ticket_clicks', '2025-06-01T10', 1)`.execute(db);

    await migrator.migrateToLatest();
    const loads = await sql<{ hub_id: string }>`select hub_id from page_loads`.execute(db);
    const clicks = await sql<{ hub_id: string }>`select hub_id from ticket_clicks`.execute(db);
    expect([...loads.rows, ...clicks.rows]).toEqual([{ hub_id: "munich" }, { hub_id: "munich" }]);
    const hours =
      await sql`select kind, hub_id, hour, count from statistics_hours order by kind`.execute(db);
    expect(hours.rows).toEqual([
      { kind: "page_loads", hub_id: "munich", hour: "2025-06-01T10", count: 1 },
      { kind: "ticket_clicks", hub_id: "munich", hour: "2025-06-01T10", count: 1 },
    ]);
  } finally {
    await db.destroy();
  }
});
