import type { Db } from "../db/schema.ts";

/** Ticket clicks since an instant (any offset), oldest first: timestamps only. */
export async function ticketClicksSince(db: Db, since: string): Promise<{ createdAt: string }[]> {
  const rows = await db
    .selectFrom("ticket_clicks")
    .select("at")
    .where("at", ">=", new Date(since).toISOString())
    .orderBy("at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ createdAt: row.at }));
}

/** Page loads (GET /api/reload at app start) since an instant, oldest first. */
export async function pageLoadsSince(db: Db, since: string): Promise<{ createdAt: string }[]> {
  const rows = await db
    .selectFrom("page_loads")
    .select("at")
    .where("at", ">=", new Date(since).toISOString())
    .orderBy("at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ createdAt: row.at }));
}
