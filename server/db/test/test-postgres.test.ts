import { chmodSync, cpSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { tempDirMaker } from "../../test/temp-dir.ts";
import { packagedPostgres, startTestPostgres, type TestPostgres } from "./test-postgres.ts";

describe("the test database server", () => {
  const tempDir = tempDirMaker("site-private-");
  let postgres: TestPostgres | undefined;
  let other: TestPostgres | undefined;
  afterEach(async () => {
    for (const server of [postgres, other]) await server?.stop();
    postgres = other = undefined;
  });

  async function query(server: TestPostgres, statement: string) {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      return (await client.query<Record<string, unknown>>(statement)).rows;
    } finally {
      await client.end();
    }
  }

  it("starts each cluster with nothing of another one, though initdb ran once", async () => {
    postgres = await startTestPostgres();
    await query(postgres, "CREATE TABLE left_behind (id int)");
    other = await startTestPostgres();
    expect(await query(other, "SELECT to_regclass('left_behind') AS found")).toEqual([
      { found: null },
    ]);
  });

  // Only root runs PostgreSQL as a different user, the one that cannot enter a private checkout.
  it.runIf(process.getuid?.() === 0)(
    "starts from a checkout in a folder other users cannot enter",
    async () => {
      const checkout = tempDir();
      chmodSync(checkout, 0o700);
      const binaries = join(checkout, "node_modules", "native");
      mkdirSync(binaries, { recursive: true });
      cpSync(packagedPostgres(), binaries, { recursive: true, verbatimSymlinks: true });
      postgres = await startTestPostgres(binaries);
      expect(await query(postgres, "SELECT 42 AS answer")).toEqual([{ answer: 42 }]);
    },
  );
});
