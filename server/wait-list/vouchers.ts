import type { Db } from "../db/schema.ts";
import { voucherCode } from "../waiting-room/service.ts";
import type { WaitListDeps } from "./deps.ts";
import { openLists, voucherTag } from "./lists.ts";
import { pushVouchers, vouchersHolding } from "./voucher-push.ts";

/**
 * Offers the released tickets that no live voucher holds to the next confirmed people in line,
 * exactly once however many workers run it at once: in one transaction it reads the list's
 * `version`, picks the next people and advances `version` only if it is unchanged
 * (compare-and-set, as the waiting room's admission). A loser changes nothing.
 */
export async function offerNext(db: Db, list: string, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const state = await trx
      .selectFrom("wait_lists")
      .select(["released", "version", "voucher_hours", "closed_at"])
      .where("list", "=", list)
      .executeTakeFirst();
    if (!state || state.closed_at) return 0;
    const free = Number(state.released) - (await vouchersHolding(trx, list));
    if (free <= 0) return 0;
    const next = await trx
      .selectFrom("wait_list_entries")
      .select("id")
      .where("list", "=", list)
      .where("confirmed_at", "is not", null)
      .where("served_at", "is", null)
      .where("left_at", "is", null)
      .orderBy("confirmed_at")
      .orderBy("seq")
      .limit(free)
      .execute();
    if (next.length === 0) return 0;
    const won = await trx
      .updateTable("wait_lists")
      .set({ version: Number(state.version) + 1 })
      .where("list", "=", list)
      .where("version", "=", state.version)
      .executeTakeFirst();
    if (Number(won.numUpdatedRows) !== 1) return 0;
    const validUntil = new Date(now.getTime() + state.voucher_hours * 3_600_000).toISOString();
    for (const { id } of next) {
      await trx
        .updateTable("wait_list_entries")
        .set({ served_at: now.toISOString() })
        .where("id", "=", id)
        .execute();
      await trx
        .insertInto("wait_list_vouchers")
        .values({
          list,
          entry_id: id,
          code: voucherCode(),
          offered_at: now.toISOString(),
          valid_until: validUntil,
        })
        .execute();
    }
    return next.length;
  });
}

/** Vouchers past their validity: the shop's redeemed ones are noted, the others lapse. */
async function lapseVouchers(
  { db, ticketShop }: Pick<WaitListDeps, "db" | "ticketShop">,
  list: { list: string; ticket_shop_id: number },
  now: Date,
) {
  const expired = await db
    .selectFrom("wait_list_vouchers")
    .select("id")
    .where("list", "=", list.list)
    .where("valid_until", "<=", now.toISOString())
    .where("redeemed_at", "is", null)
    .where("lapsed_at", "is", null)
    .execute();
  if (expired.length === 0) return;
  const redeemed = [
    ...(await ticketShop.redeemedCodes(list.ticket_shop_id, voucherTag(list.list))),
  ];
  if (redeemed.length > 0)
    await db
      .updateTable("wait_list_vouchers")
      .set({ redeemed_at: now.toISOString() })
      .where("list", "=", list.list)
      .where("code", "in", redeemed)
      .where("redeemed_at", "is", null)
      .execute();
  await db
    .updateTable("wait_list_vouchers")
    .set({ lapsed_at: now.toISOString() })
    .where("list", "=", list.list)
    .where("valid_until", "<=", now.toISOString())
    .where("redeemed_at", "is", null)
    .where("lapsed_at", "is", null)
    .execute();
}

/**
 * The job's run (every instance, the one scheduler): per open list with tickets released, the
 * lapsed vouchers go back, the next in line get theirs, and the shop and the mails follow. A
 * shop that does not answer throws: the scheduler tries again with back-off.
 */
export async function tick(deps: WaitListDeps): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  const lists = await openLists(db).where("released", ">", 0).execute();
  // A list the shop refuses (other than for a ticket sold before its voucher could hold it,
  // which withdrawUnheld settles) holds up no other; the run still fails, for the log and the
  // back-off.
  let failure: { error: unknown } | undefined;
  for (const list of lists) {
    try {
      await lapseVouchers(deps, list, now);
      await offerNext(db, list.list, now);
      await pushVouchers(deps, list, now);
    } catch (error) {
      failure ??= { error };
    }
  }
  if (failure) throw failure.error;
}
