import type { Generated, Kysely } from "kysely";

/**
 * Table types. Instants are stored as ISO 8601 UTC strings (`…Z`) in both SQLite and PostgreSQL,
 * so one query path serves both and string order is time order. Flags are nullable instants
 * ("when it happened") rather than booleans, which the two databases represent differently.
 */
export interface Database {
  ticket_clicks: { id: Generated<number>; ticket_shop_id: number; at: string };
  page_loads: { id: Generated<number>; at: string };
}

export type Db = Kysely<Database>;
