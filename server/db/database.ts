import { join } from "node:path";
import {
  Kysely,
  PostgresDialect,
  type LogEvent,
  type PostgresPool,
  type PostgresPoolClient,
} from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { privateDatabaseFile, privateFolder } from "../private-files.ts";
import { migrations } from "./migrations/index.ts";
import { nodeSqliteDialect } from "./node-sqlite-dialect.ts";
import type { Database, Db } from "./schema.ts";
import { databaseLocation, StorageError, storageFailure } from "./storage-error.ts";

/** How long PostgreSQL may take before the site gives up and answers 503 (milliseconds). */
export interface DatabaseTimeouts {
  /** Connecting, including the server's first answer. */
  connect: number;
  /** One statement, enforced by the server and, should the server not answer at all, by us. */
  statement: number;
}

export const defaultTimeouts: DatabaseTimeouts = { connect: 5_000, statement: 10_000 };

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite at `$dataDir/site.db`. */
  databaseUrl?: string;
  dataDir: string;
  timeouts?: DatabaseTimeouts;
  /** Where a pooled connection's failure between queries is reported (one line). */
  log?: Pick<Console, "error">;
  /** Told of every statement run (the waiting-room benchmark counts them while visitors poll). */
  onQuery?: (sql: string) => void;
}

// PostgreSQL returns bigint (int8) as strings by default; our counters fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * A pg pool whose failures to connect or to answer come out as StorageErrors naming the server,
 * and which never waits for PostgreSQL without a limit.
 */
function postgresPool(options: DatabaseOptions, location: string): PostgresPool {
  const timeouts = options.timeouts ?? defaultTimeouts;
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 10,
    connectionTimeoutMillis: timeouts.connect,
    statement_timeout: timeouts.statement,
    // The client-side limit is a little longer, so that a server that answers cancels first.
    query_timeout: timeouts.statement + 1_000,
    idle_in_transaction_session_timeout: timeouts.statement,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection that breaks (server restarted or gone) must not crash the process.
  pool.on("error", (error) =>
    (options.log ?? console).error((storageFailure(error, location) ?? error).message),
  );
  const translate = (error: unknown): never => {
    throw storageFailure(error, location) ?? error;
  };
  return {
    options: pool.options,
    end: () => pool.end(),
    connect: async () => {
      const client = await pool.connect().catch(translate);
      // A connection that failed for the storage's sake (timed out, cut) is closed on release, not
      // pooled again: a query that timed out on our side may still be on the wire, and every later
      // query on that connection would queue behind it until the server answers again.
      let broken = false;
      // Kysely sends SQL with parameters; it passes a cursor only for streaming, which we never use.
      const query = (sql: string, parameters: ReadonlyArray<unknown>) =>
        client.query(sql, [...parameters]).catch((error: unknown) => {
          broken ||= storageFailure(error, location) !== undefined;
          return translate(error);
        });
      return {
        query: query as unknown as PostgresPoolClient["query"],
        release: (destroy?: boolean) => client.release(destroy || broken),
      };
    },
  };
}

/** Opens the database and brings its schema up to date (migrations run at start-up). */
export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  const file = join(options.dataDir, "site.db");
  const location = databaseLocation({ databaseUrl: options.databaseUrl, file });
  let db: Db;
  const { onQuery } = options;
  const log = onQuery && ((event: LogEvent) => onQuery(event.query.sql));
  if (options.databaseUrl) {
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: postgresPool(options, location) }),
      log,
    });
  } else {
    const code = (error: unknown) => (error as { code?: string }).code ?? String(error);
    try {
      privateFolder(options.dataDir);
    } catch (error) {
      throw new StorageError(
        location,
        `cannot create the folder ${options.dataDir} (${code(error)})`,
      );
    }
    try {
      privateDatabaseFile(file);
    } catch (error) {
      throw new StorageError(location, `cannot create or open the file ${file} (${code(error)})`);
    }
    db = new Kysely<Database>({ dialect: nodeSqliteDialect(file), log });
  }
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
  return db;
}

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  // A database that cannot be used is no failed migration: say what is wrong with it.
  if (error instanceof StorageError) throw error;
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
