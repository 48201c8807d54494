import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseTimeouts } from "../database.ts";
import type { Db } from "../schema.ts";
import { testRunFolder } from "../../test/temp-dir.ts";
import { createDatabase, dropDatabases } from "./test-postgres.ts";

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

export interface TestDatabaseOptions extends TestConnection {
  /**
   * An empty database, which openDatabase migrates from the first migration on: for tests of
   * migrating itself. Otherwise the database starts as a copy of one migrated before, and
   * openDatabase's migrate step (still run, as at every start) finds nothing to do.
   */
  empty?: boolean;
}

/**
 * Once per worker, which runs its files in one module graph (docs/decisions/0074): migrating
 * every test database anew was most of what the test databases cost. Made again when the
 * migrations change in watch mode, since this module is then evaluated again.
 */
function oncePerWorker<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  // A failure is not kept: the next test tries again.
  return () =>
    (made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    }));
}

/** A migrated SQLite file to copy (removed with its folder after the run). */
const sqliteTemplate = oncePerWorker(async () => {
  const dataDir = mkdtempSync(join(inject("testTemplates").sqliteDir, "sqlite-"));
  await (await openDatabase({ dataDir })).destroy();
  return join(dataDir, "site.db");
});

/**
 * This worker's connection to the server's admin database for creating and dropping test
 * databases: each new connection costs PostgreSQL a backend's start. It closes when idle and never
 * keeps the worker alive.
 */
const postgresAdmin = oncePerWorker(async () => {
  const pool = new pg.Pool({
    connectionString: inject("postgresUrl"),
    max: 1,
    idleTimeoutMillis: 5_000,
    allowExitOnIdle: true,
  });
  // A broken idle connection is dropped from the pool; the next statement opens another.
  pool.on("error", () => {});
  return pool;
});

/** A migrated PostgreSQL database to copy, nobody connected to it (dropped after the run). */
const postgresTemplate = oncePerWorker(async () => {
  const adminUrl = inject("postgresUrl");
  const url = await createDatabase(adminUrl, {
    prefix: inject("testTemplates").postgresPrefix,
    via: await postgresAdmin(),
  });
  await (await openDatabase({ databaseUrl: url, dataDir: tmpdir() })).destroy();
  return new URL(url).pathname.slice(1);
});

/** A fresh, migrated database of each kind; data-layer tests run against both. */
export const databaseKinds = {
  sqlite: async ({ empty }: TestDatabaseOptions = {}): Promise<TestDatabase> => {
    const dataDir = testRunFolder("site-sqlite-");
    if (!empty) copyFileSync(await sqliteTemplate(), join(dataDir, "site.db"));
    const db = await openDatabase({ dataDir });
    return {
      db,
      dispose: async () => {
        await db.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
  postgres: async (options: TestDatabaseOptions = {}): Promise<TestDatabase> => {
    const adminUrl = inject("postgresUrl");
    const via = await postgresAdmin();
    const template = options.empty ? undefined : await postgresTemplate();
    const url = new URL(await createDatabase(adminUrl, { template, via }));
    const name = url.pathname.slice(1);
    if (options.port) url.port = String(options.port);
    const db = await openDatabase({
      databaseUrl: url.href,
      dataDir: tmpdir(),
      timeouts: options.timeouts,
      log: options.log ?? { error: () => {} },
    });
    return {
      db,
      dispose: async () => {
        await db.destroy();
        await dropDatabases(adminUrl, [name], via);
      },
    };
  },
} as const;

export type DatabaseKind = keyof typeof databaseKinds;
export const allDatabaseKinds = Object.keys(databaseKinds) as DatabaseKind[];
