import type { Db } from "../../db/schema.ts";

/** Deletes every wait list with its people, vouchers and audit rows (children first). */
export async function emptyWaitLists(db: Db): Promise<void> {
  for (const table of ["wait_list_vouchers", "wait_list_entries", "wait_list_audit"] as const)
    await db.deleteFrom(table).execute();
  await db.deleteFrom("wait_lists").execute();
}
