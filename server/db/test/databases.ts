import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase } from "../database.ts";
import type { Db } from "../schema.ts";
import { createDatabase } from "./embedded-postgres.ts";

export interface TestDatabase {
  db: Db;
  dispose(): Promise<void>;
}

/** A fresh, migrated database of each kind; data-layer tests run against both. */
export const databaseKinds = {
  sqlite: async (): Promise<TestDatabase> => {
    const dataDir = mkdtempSync(join(tmpdir(), "site-sqlite-"));
    const db = await openDatabase({ dataDir });
    return {
      db,
      dispose: async () => {
        await db.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
  postgres: async (): Promise<TestDatabase> => {
    const adminUrl = inject("postgresUrl");
    const url = await createDatabase(adminUrl);
    const name = new URL(url).pathname.slice(1);
    const db = await openDatabase({ databaseUrl: url, dataDir: tmpdir() });
    return {
      db,
      dispose: async () => {
        await db.destroy();
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  },
} as const;

export type DatabaseKind = keyof typeof databaseKinds;
export const allDatabaseKinds = Object.keys(databaseKinds) as DatabaseKind[];
