import { sql } from "kysely";
import type { Db } from "../schema.ts";

/**
 * PostgreSQL: resolves once `count` sessions of this database wait for a lock, so that a test can
 * hold transactions open at the point where they race (polled, no fixed wait).
 */
export async function untilWaitingForLocks(db: Db, count: number): Promise<void> {
  for (;;) {
    const waiting = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE wait_event_type = 'Lock' AND datname = current_database()`.execute(db);
    if (waiting.rows[0]!.n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
