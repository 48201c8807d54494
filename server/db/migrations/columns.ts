import { PostgresAdapter, sql, type Kysely, type RawBuilder } from "kysely";

export function isPostgres(db: Pick<Kysely<unknown>, "getExecutor">): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer key in either database. */
export function autoIdColumn(db: Kysely<unknown>): RawBuilder<unknown> {
  return isPostgres(db) ? sql`bigint generated always as identity` : sql`integer`;
}

/** Raw bytes (files kept in the database): BLOB in SQLite, bytea in PostgreSQL. */
export function bytesColumn(db: Kysely<unknown>): "bytea" | "blob" {
  return isPostgres(db) ? "bytea" : "blob";
}
