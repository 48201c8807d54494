import { chmodSync, cpSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { tempDirMaker } from "../../test/temp-dir.ts";
import { packagedPostgres, startTestPostgres, type TestPostgres } from "./test-postgres.ts";

describe("the test database server", () => {
  const tempDir = tempDirMaker("site-private-");
  let postgres: TestPostgres | undefined;
  afterEach(() => postgres?.stop());

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
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      const { rows } = await client.query<{ answer: number }>("SELECT 42 AS answer");
      await client.end();
      expect(rows).toEqual([{ answer: 42 }]);
    },
  );
});
