import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from "kysely";
import { storageFailure } from "./storage-error.ts";

/** node:sqlite binds numbers, strings, bigints, buffers and null; map what Kysely may hand us. */
function bindable(value: unknown): SQLInputValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}

/** Runs `work`; a failing disk or file becomes a StorageError naming the file and the cause. */
function guarded<T>(file: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw storageFailure(error, file, file) ?? error;
  }
}

class Statement implements SqliteStatement {
  readonly reader: boolean;
  private readonly statement: StatementSync;
  private readonly file: string;
  constructor(statement: StatementSync, file: string) {
    this.statement = statement;
    this.file = file;
    this.reader = statement.columns().length > 0;
  }
  all(parameters: ReadonlyArray<unknown>) {
    return guarded(this.file, () => this.statement.all(...parameters.map(bindable)));
  }
  run(parameters: ReadonlyArray<unknown>) {
    const { changes, lastInsertRowid } = guarded(this.file, () =>
      this.statement.run(...parameters.map(bindable)),
    );
    return { changes, lastInsertRowid };
  }
  iterate(parameters: ReadonlyArray<unknown>) {
    return this.statement.iterate(...parameters.map(bindable));
  }
}

/**
 * SQLite ends a transaction by itself when a statement in it fails with a full disk or an I/O
 * error; Kysely's ROLLBACK then fails with "no transaction is active" and hides the real error.
 * So ROLLBACK outside a transaction does nothing.
 */
const nothingToRollBack: SqliteStatement = {
  reader: false,
  all: () => [],
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
  *iterate() {},
};

/**
 * Kysely's SqliteDialect expects a better-sqlite3-like object; this adapter gives it Node's
 * built-in node:sqlite, so the default set-up needs no native addon.
 */
export function nodeSqliteDialect(file: string): SqliteDialect {
  return new SqliteDialect({
    database: async () => {
      const db = guarded(file, () => {
        const opened = new DatabaseSync(file);
        // WAL lets readers work while the outbox worker writes; a busy timeout rides out short locks.
        // synchronous=NORMAL is durable across process crashes in WAL mode (only a power loss can
        // drop the last commits) and saves an fsync per commit, which the ticket-sale rush needs.
        try {
          opened.exec(
            "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;",
          );
        } catch (error) {
          opened.close();
          throw error;
        }
        return opened;
      });
      const database: SqliteDatabase = {
        close: () => db.close(),
        prepare: (sql) =>
          /^rollback$/i.test(sql) && !db.isTransaction
            ? nothingToRollBack
            : new Statement(
                guarded(file, () => db.prepare(sql)),
                file,
              ),
      };
      return database;
    },
  });
}
