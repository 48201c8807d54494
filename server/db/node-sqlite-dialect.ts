import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from "kysely";

/** node:sqlite binds numbers, strings, bigints, buffers and null; map what Kysely may hand us. */
function bindable(value: unknown): SQLInputValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}

class Statement implements SqliteStatement {
  readonly reader: boolean;
  private readonly statement: StatementSync;
  constructor(statement: StatementSync) {
    this.statement = statement;
    this.reader = statement.columns().length > 0;
  }
  all(parameters: ReadonlyArray<unknown>) {
    return this.statement.all(...parameters.map(bindable));
  }
  run(parameters: ReadonlyArray<unknown>) {
    const { changes, lastInsertRowid } = this.statement.run(...parameters.map(bindable));
    return { changes, lastInsertRowid };
  }
  iterate(parameters: ReadonlyArray<unknown>) {
    return this.statement.iterate(...parameters.map(bindable));
  }
}

/**
 * Kysely's SqliteDialect expects a better-sqlite3-like object; this adapter gives it Node's
 * built-in node:sqlite, so the default set-up needs no native addon.
 */
export function nodeSqliteDialect(file: string): SqliteDialect {
  return new SqliteDialect({
    database: async () => {
      const db = new DatabaseSync(file);
      // WAL lets readers work while the outbox worker writes; a busy timeout rides out short locks.
      // synchronous=NORMAL is durable across process crashes in WAL mode (only a power loss can
      // drop the last commits) and saves an fsync per commit, which the ticket-sale rush needs.
      db.exec(
        "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;",
      );
      const database: SqliteDatabase = {
        close: () => db.close(),
        prepare: (sql) => new Statement(db.prepare(sql)),
      };
      return database;
    },
  });
}
