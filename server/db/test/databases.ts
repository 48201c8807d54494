import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseTimeouts } from "../database.ts";
import type { Db } from "../schema.ts";
import { createDatabase } from "./test-postgres.ts";

export interface TestDatabase {
  db: Db;
  dispose(): Promise<void>;
}

/**
 * How a test reaches its PostgreSQL database: through another port (a proxy), with other
 * timeouts, logging the server's failures (an outage, a broken idle connection) somewhere else
 * than nowhere.
 */
export interface TestConnection {
  port?: number;
  timeouts?: DatabaseTimeouts;
  log?: Pick<Console, "error">;
}

/** A fresh, migrated database of each kind; data-layer tests run against both. */
export const databaseKinds = {
  sqlite: async (_connection?: TestConnection): Promise<TestDatabase> => {
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
  postgres: async (connection: TestConnection = {}): Promise<TestDatabase> => {
    const adminUrl = inject("postgresUrl");
    const url = new URL(await createDatabase(adminUrl));
    const name = url.pathname.slice(1);
    if (connection.port) url.port = String(connection.port);
    const db = await openDatabase({
      databaseUrl: url.href,
      dataDir: tmpdir(),
      timeouts: connection.timeouts,
      log: connection.log ?? { error: () => {} },
    });
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
