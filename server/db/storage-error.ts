import { rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { writePrivateFile } from "../private-files.ts";

/**
 * The database cannot be used right now (full disk, unreadable file, server gone or not
 * answering). Its message is one line naming the database and the cause; it is logged without a
 * stack, because the stack says nothing an operator can act on. The site answers 503 meanwhile.
 */
export class StorageError extends Error {
  // Private fields: an error shown by util.inspect stays one line.
  readonly #detail: string;
  #logged = false;

  constructor(location: string, detail: string) {
    super(`Database ${location}: ${detail}`);
    this.name = "StorageError";
    this.stack = `${this.name}: ${this.message}`;
    this.#detail = detail;
  }

  /** What is wrong, without the database's name. */
  get detail(): string {
    return this.#detail;
  }

  /** Logged already, as the outage it belongs to (db/outage.ts): its answers log nothing more. */
  get logged(): boolean {
    return this.#logged;
  }

  set logged(logged: boolean) {
    this.#logged = logged;
  }
}

/** One line for the operator, unless the outage it belongs to has been logged already. */
export function logStorageError(error: StorageError, log: Pick<Console, "error"> = console): void {
  if (error.logged) return;
  log.error(error.message);
  error.logged = true;
}

/**
 * Whether a failure of a statement means the server did not answer or went away (as opposed to
 * a server that answered with a refusal, such as a full disk or a statement over its time):
 * a network error, a client-side time limit, a closed connection, or a server shutting down
 * (SQLSTATE classes 08 and 57P).
 */
export function serverGone(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && code.length === 5) return /^(08|57P)/.test(code);
  return storageFailure(error, "") !== undefined;
}

/** Where the database is, for messages: the SQLite file, or the PostgreSQL server without credentials. */
export function databaseLocation(options: { databaseUrl?: string; file: string }): string {
  if (!options.databaseUrl) return options.file;
  const url = new URL(options.databaseUrl);
  return `postgres://${url.host}${url.pathname}`;
}

// Primary SQLite result codes that mean the storage itself is failing (https://sqlite.org/rescode.html).
const sqliteCodes: Record<number, string> = {
  3: "SQLITE_PERM",
  5: "SQLITE_BUSY",
  8: "SQLITE_READONLY",
  10: "SQLITE_IOERR",
  11: "SQLITE_CORRUPT",
  13: "SQLITE_FULL",
  14: "SQLITE_CANTOPEN",
  26: "SQLITE_NOTADB",
};

const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

// PostgreSQL SQLSTATE classes and codes that mean the server cannot serve us (not a bad query):
// connection exception, invalid authorization, insufficient resources (disk full, too many
// connections), operator intervention (shutdown, statement timeout), system error.
const postgresStates = /^(08|28|53|57|58)|^3D000$/;

// node-postgres reports these without a code.
const postgresMessages: [RegExp, string][] = [
  [
    /connection timeout|timeout exceeded when trying to connect/i,
    "did not answer (connect timeout)",
  ],
  [/query read timeout/i, "did not answer a query in time (query timeout)"],
  [/connection terminated/i, "closed the connection"],
];

interface ErrorFields {
  message?: unknown;
  code?: unknown;
  errcode?: unknown;
  errstr?: unknown;
}

/**
 * Why a folder cannot hold the database: the operating system's answer to writing a probe file
 * (read-only, no permission, disk full), or undefined when writing works.
 */
function folderProblem(folder: string): string | undefined {
  const probe = join(folder, `.write-test-${process.pid}`);
  try {
    writePrivateFile(probe, "");
    rmSync(probe);
    return undefined;
  } catch (error) {
    return `the folder ${folder} is not writable (${(error as { code?: string }).code ?? String(error)})`;
  }
}

/**
 * The StorageError for `error` if it means the database cannot be used (rather than a bad query
 * or a bug), else undefined. `file` is the SQLite file, to explain why it cannot be opened.
 */
export function storageFailure(
  error: unknown,
  location: string,
  file?: string,
): StorageError | undefined {
  if (error instanceof StorageError) return error;
  if (error === null || typeof error !== "object") return undefined;
  const fields = error as ErrorFields;
  const message = String(fields.message ?? "");
  if (typeof fields.errcode === "number") {
    const code = sqliteCodes[fields.errcode & 0xff];
    if (!code) return undefined;
    const reason = String(fields.errstr ?? message);
    const detail =
      file && (code === "SQLITE_CANTOPEN" || code === "SQLITE_READONLY")
        ? folderProblem(dirname(file))
        : undefined;
    return new StorageError(location, `${reason}${detail ? `: ${detail}` : ""} (${code})`);
  }
  const code = typeof fields.code === "string" ? fields.code : undefined;
  if (code && networkCodes.has(code)) return new StorageError(location, `${message} (${code})`);
  if (code && code.length === 5 && postgresStates.test(code)) {
    return new StorageError(location, `${message} (SQLSTATE ${code})`);
  }
  for (const [pattern, cause] of postgresMessages) {
    if (pattern.test(message)) return new StorageError(location, cause);
  }
  return undefined;
}
