import { sql, type Transaction } from "kysely";
import { isPostgres } from "./migrations/columns.ts";
import type { Database } from "./schema.ts";

/**
 * Makes the transactions about one subject take turns, each to its end, on every instance that
 * shares the database: on PostgreSQL an advisory lock per subject; SQLite has one connection, so
 * its transactions take turns anyway. For a count that must hold when several write at once.
 */
export async function takeTurns(trx: Transaction<Database>, subject: string): Promise<void> {
  if (isPostgres(trx))
    await sql`select pg_advisory_xact_lock(hashtextextended(${subject}, 0))`.execute(trx);
}
