import type { Db } from "../db/schema.ts";

/**
 * Ticket clicks, or page loads (GET /api/reload at app start), since an instant (any offset),
 * oldest first: timestamps only.
 */
export async function timestampsSince(
  db: Db,
  table: "ticket_clicks" | "page_loads",
  since: string,
): Promise<{ createdAt: string }[]> {
  const rows = await db
    .selectFrom(table)
    .select("at")
    .where("at", ">=", new Date(since).toISOString())
    .orderBy("at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ createdAt: row.at }));
}
