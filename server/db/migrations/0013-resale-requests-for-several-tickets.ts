import type { Kysely } from "kysely";

/**
 * A request for several tickets gets one offer per ticket (docs/decisions/0020-resale-matching.md),
 * so it may be in several open pairs at once: the unique index on a request's open pair gives way
 * to a plain one (the lookups of a request's pairs). An offer keeps at most one open pair; the
 * matching counts a request's pairs under its row lock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("resale_matches_open_request_id").execute();
  await db.schema
    .createIndex("resale_matches_request")
    .on("resale_matches")
    .columns(["request_id", "ended_at"])
    .execute();
}
