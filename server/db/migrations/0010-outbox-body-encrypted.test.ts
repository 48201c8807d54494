import { join } from "node:path";
import { Kysely, sql } from "kysely";
import { Migrator } from "kysely/migration";
import { expect, it } from "vitest";
import { tempDirMaker } from "../../test/temp-dir.ts";
import { nodeSqliteDialect } from "../node-sqlite-dialect.ts";
import { migrations } from "./index.ts";

const tempDir = tempDirMaker("outbox-upgrade-");

it("an upgrade drops plain mail bodies; mails still queued in them are marked failed for the team", async () => {
  const db = new Kysely<unknown>({ dialect: nodeSqliteDialect(join(tempDir(), "site.db")) });
  try {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    await migrator.migrateTo("0009-key-checks");
    const row = (key: string, sentAt: string | null) => sql`insert into mail_outbox
      (message_key, to_address, subject, text_body, html_body, created_at, next_attempt_at, sent_at)
      values (${key}, 'guest@example.org', 'Deine PIN', 'PIN: 1234', '<p>PIN: 1234</p>',
        '2025-06-01T10:00:00.000Z', '2025-06-01T10:00:00.000Z', ${sentAt})`;
    await row("sent", "2025-06-01T10:00:01.000Z").execute(db);
    await row("waiting", null).execute(db);

    await migrator.migrateToLatest();
    const rows = await sql<Record<string, unknown>>`select * from mail_outbox order by id`.execute(
      db,
    );
    expect(JSON.stringify(rows.rows)).not.toContain("1234");
    expect(rows.rows.map((r) => [r.message_key, r.failed_at !== null, r.last_error])).toEqual([
      ["sent", false, null],
      ["waiting", true, "queued before mail bodies were encrypted; its text was not kept"],
    ]);
  } finally {
    await db.destroy();
  }
});
