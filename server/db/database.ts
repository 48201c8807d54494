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
import { databaseOutage, type DatabaseOutage } from "./outage.ts";
import {
  databaseLocation,
  logStorageError,
  serverGone,
  StorageError,
  storageFailure,
} from "./storage-error.ts";

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
 * which never waits for PostgreSQL without a limit, and which fails at once while the server is
 * known not to answer (db/outage.ts): its `outage` is armed once the database is open.
 */
function postgresPool(
  options: DatabaseOptions,
  location: string,
): { pool: PostgresPool; outage: DatabaseOutage } {
  const timeouts = options.timeouts ?? defaultTimeouts;
  const log = options.log ?? console;
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
  const outage = databaseOutage({
    location,
    log,
    // A connection of its own, within the same limits: the pool may be full of calls that wait.
    probe: async () => {
      const client = new pg.Client({
        connectionString: options.databaseUrl,
        connectionTimeoutMillis: timeouts.connect,
        query_timeout: timeouts.statement,
      });
      // Its connection breaking is the probe failing, nothing more.
      client.on("error", () => {});
      try {
        await client.connect();
        await client.query("select 1");
      } finally {
        // Not awaited: a server that took the connection but does not answer would hold it.
        void client.end().catch(() => undefined);
      }
    },
  });
  /** The error to throw for `error`: a StorageError, counted as the outage if the server is gone. */
  const failure = (error: unknown, connecting: boolean): unknown => {
    const failed = storageFailure(error, location);
    if (failed && (connecting || serverGone(error))) outage.failed(failed);
    return failed ?? error;
  };
  // An idle connection that breaks (server restarted or gone) must not crash the process.
  pool.on("error", (error) => {
    const failed = failure(error, false);
    if (failed instanceof StorageError) logStorageError(failed, log);
    else log.error(error.message);
  });

  const connect = async (): Promise<PostgresPoolClient> => {
    const client = await pool.connect().catch((error: unknown) => {
      throw failure(error, true);
    });
    // A connection that failed for the storage's sake (timed out, cut) is closed on release, not
    // pooled again: a query that timed out on our side may still be on the wire, and every later
    // query on that connection would queue behind it until the server answers again.
    let broken = false;
    // Kysely sends SQL with parameters; it passes a cursor only for streaming, which we never use.
    const query = (sql: string, parameters: ReadonlyArray<unknown>) =>
      client.query(sql, [...parameters]).catch((error: unknown) => {
        const failed = failure(error, false);
        broken ||= failed instanceof StorageError;
        throw failed;
      });
    return {
      query: query as unknown as PostgresPoolClient["query"],
      release: (destroy?: boolean) => client.release(destroy || broken),
    };
  };

  return {
    outage,
    pool: {
      options: pool.options,
      end: () => {
        outage.close();
        return pool.end();
      },
      connect: async () => {
        outage.check();
        return connect();
      },
    },
  };
}

/** Opens the database and brings its schema up to date (migrations run at start-up). */
export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  const file = join(options.dataDir, "site.db");
  const location = databaseLocation({ databaseUrl: options.databaseUrl, file });
  let db: Db;
  let outage: DatabaseOutage | undefined;
  const { onQuery } = options;
  const log = onQuery && ((event: LogEvent) => onQuery(event.query.sql));
  if (options.databaseUrl) {
    const postgres = postgresPool(options, location);
    outage = postgres.outage;
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: postgres.pool }), log });
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
  outage?.arm();
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
