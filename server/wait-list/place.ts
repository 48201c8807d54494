import type { Transaction } from "kysely";
import type { Database, Db } from "../db/schema.ts";

/** The confirmed people before this entry who still wait (not served, not left), plus one. */
export async function placeOf(
  trx: Db | Transaction<Database>,
  entry: { list: string; seq: number; confirmed_at: string },
): Promise<number> {
  const ahead = await trx
    .selectFrom("wait_list_entries")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("list", "=", entry.list)
    .where("served_at", "is", null)
    .where("left_at", "is", null)
    .where("confirmed_at", "is not", null)
    .where((eb) =>
      eb.or([
        eb("confirmed_at", "<", entry.confirmed_at),
        eb.and([eb("confirmed_at", "=", entry.confirmed_at), eb("seq", "<", entry.seq)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(ahead.n) + 1;
}
