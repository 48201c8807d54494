import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { migrations } from "./migrations/index.ts";
import { nodeSqliteDialect } from "./node-sqlite-dialect.ts";
import type { Database, Db } from "./schema.ts";

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite at `$dataDir/site.db`. */
  databaseUrl?: string;
  dataDir: string;
}

// PostgreSQL returns bigint (int8) as strings by default; our counters fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Opens the database and brings its schema up to date (migrations run at start-up). */
export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  let db: Db;
  if (options.databaseUrl) {
    db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: options.databaseUrl, max: 10 }),
      }),
    });
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    db = new Kysely<Database>({ dialect: nodeSqliteDialect(join(options.dataDir, "site.db")) });
  }
  await migrate(db);
  return db;
}

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}

/** For the start-up log: which database, without credentials. */
export function describeDatabase(options: DatabaseOptions): string {
  if (!options.databaseUrl) return `Database: SQLite at ${join(options.dataDir, "site.db")}`;
  const url = new URL(options.databaseUrl);
  return `Database: PostgreSQL at ${url.hostname}:${url.port || "5432"}${url.pathname}`;
}
