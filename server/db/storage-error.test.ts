import { execFileSync } from "node:child_process";
import { chmodSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { inspect } from "node:util";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../test/free-port.ts";
import { stallingProxy } from "../test/stalling-proxy.ts";
import { tempDirMaker } from "../test/temp-dir.ts";
import { openDatabase } from "./database.ts";

const tempDir = tempDirMaker("site-storage-");

const asRoot = process.getuid?.() === 0;
const unlocks: (() => void)[] = [];
afterEach(() => unlocks.splice(0).forEach((unlock) => unlock()));

/** Makes a folder read-only even for root (who ignores permission bits), until the test ends. */
function makeReadOnly(folder: string) {
  if (asRoot) {
    execFileSync("chattr", ["+i", folder]);
    unlocks.push(() => execFileSync("chattr", ["-i", folder]));
  } else {
    chmodSync(folder, 0o555);
    unlocks.push(() => chmodSync(folder, 0o755));
  }
}

describe("storage failures at start-up and at run time", () => {
  it("stops start-up at its connect time limit when PostgreSQL accepts connections but never answers", async () => {
    const silent = await stallingProxy();
    try {
      const opening = openDatabase({
        databaseUrl: `postgres://site:secret@127.0.0.1:${silent.port}/site`,
        dataDir: tempDir(),
        timeouts: { connect: 200, statement: 200 },
      });
      await expect(opening).rejects.toThrow(
        `Database postgres://127.0.0.1:${silent.port}/site: did not answer (connect timeout)`,
      );
    } finally {
      await silent.dispose();
    }
  }, 10_000);

  it("stops start-up naming the server when PostgreSQL is not running", async () => {
    const port = await freePort();
    await expect(
      openDatabase({
        databaseUrl: `postgres://site:secret@127.0.0.1:${port}/site`,
        dataDir: tempDir(),
      }),
    ).rejects.toThrow(
      `Database postgres://127.0.0.1:${port}/site: connect ECONNREFUSED 127.0.0.1:${port} (ECONNREFUSED)`,
    );
  });

  it("names the folder and the reason when the data folder is read-only", async () => {
    const dataDir = tempDir();
    await (await openDatabase({ dataDir })).destroy();
    makeReadOnly(dataDir);
    const error = await openDatabase({ dataDir }).catch((e: unknown) => e);
    expect(String(error)).toMatch(
      new RegExp(
        `^StorageError: Database ${join(dataDir, "site.db")}: .*the folder ${dataDir} is not writable \\(E[A-Z]+\\)`,
      ),
    );
    // Logged as one line, wherever it is logged.
    expect(inspect(error)).not.toContain("\n");
  });

  it("names the file and the reason when the database file is corrupted", async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, "site.db"), "this is no database ".repeat(100));
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `Database ${join(dataDir, "site.db")}: file is not a database (SQLITE_NOTADB)`,
    );
  });

  it("names the folder when the data folder cannot be created", async () => {
    const parent = tempDir();
    writeFileSync(join(parent, "a-file"), "");
    const dataDir = join(parent, "a-file", "data");
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `cannot create the folder ${dataDir} (ENOTDIR)`,
    );
  });

  it("reports a full disk as SQLITE_FULL, not as a failed rollback", async () => {
    const dataDir = tempDir();
    const db = await openDatabase({ dataDir });
    try {
      // The file may not grow any more: as if the disk were full.
      await sql`PRAGMA max_page_count = 1`.execute(db);
      const writing = db.transaction().execute(async (trx) => {
        for (let i = 0; i < 5_000; i++) {
          await trx
            .insertInto("page_loads")
            .values({ hub_id: "munich", at: new Date(i).toISOString() })
            .execute();
        }
      });
      await expect(writing).rejects.toThrow(
        `Database ${join(dataDir, "site.db")}: database or disk is full (SQLITE_FULL)`,
      );
    } finally {
      await db.destroy();
    }
  });
});
