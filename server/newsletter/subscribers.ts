import type { HubId } from "../../core/content/common.ts";
import type { Db } from "../db/schema.ts";

/** Confirmed, not unsubscribed newsletter addresses of a city site, in order of confirmation. */
export async function confirmedSubscribers(
  db: Db,
  hubId: HubId,
): Promise<{ email: string; confirmedAt: string }[]> {
  const rows = await db
    .selectFrom("subscribers")
    .select(["email", "confirmed_at"])
    .where("hub_id", "=", hubId)
    .where("confirmed_at", "is not", null)
    .where("unsubscribed_at", "is", null)
    .orderBy("confirmed_at")
    .orderBy("email")
    .execute();
  return rows.map((row) => ({ email: row.email, confirmedAt: row.confirmed_at ?? "" }));
}
