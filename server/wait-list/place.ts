import type { Trx } from "./deps.ts";

/** The confirmed people before this entry who still wait (not served, not left), plus one. */
export async function placeOf(
  trx: Trx,
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

/** An entry with what its list says of it (the link pages and the steps behind them read it). */
export async function entryWithList(trx: Trx, id: string) {
  return trx
    .selectFrom("wait_list_entries")
    .innerJoin("wait_lists", "wait_lists.list", "wait_list_entries.list")
    .select([
      "wait_list_entries.seq",
      "wait_list_entries.list",
      "wait_list_entries.email",
      "wait_list_entries.locale",
      "wait_list_entries.confirmed_at",
      "wait_list_entries.served_at",
      "wait_list_entries.left_at",
      "wait_lists.hub_id",
      "wait_lists.package_id",
      "wait_lists.voucher_hours",
      "wait_lists.closed_at",
    ])
    .where("wait_list_entries.id", "=", id)
    .executeTakeFirst();
}
