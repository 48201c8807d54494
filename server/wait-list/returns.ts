import type { HubId } from "../../core/content/common.ts";
import { audit, shopReturns } from "./audit.ts";
import type { WaitListDeps } from "./deps.ts";
import { openLists, seasonScope } from "./lists.ts";

/**
 * A voucher this close to its end may already be void in the shop (its own clock, the call's
 * time): counting the shop's returns, it counts as lapsed.
 */
const endingMarginMs = 60_000;

/**
 * Tickets the shop has again for a sold-out package (cancellations) that the list does not
 * account for yet are released to it, as many as people wait, exactly once however many
 * instances ask at once (compare-and-set on `version`, which every change of the list's tickets
 * advances). The shop's figure already leaves out the vouchers that hold a ticket there; the
 * list accounts for its tickets without a voucher and its vouchers not yet in the shop.
 */
async function takeReturnsOf(
  { db, clock, ticketShop }: Pick<WaitListDeps, "db" | "clock" | "ticketShop">,
  list: {
    list: string;
    ticket_shop_id: number;
    item_id: number;
    released: number;
    version: number;
  },
  now: Date,
): Promise<number> {
  const count = (query: ReturnType<typeof vouchersOf>) =>
    query
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  const vouchersOf = () =>
    db
      .selectFrom("wait_list_vouchers")
      .where("list", "=", list.list)
      .where("lapsed_at", "is", null);
  // Read before the shop is asked: what changes meanwhile can only make the count smaller.
  const [live, inShop, waiting] = await Promise.all([
    count(vouchersOf()),
    count(
      vouchersOf()
        .where("mailed_at", "is not", null)
        .where((eb) =>
          eb.or([
            eb("redeemed_at", "is not", null),
            eb("valid_until", ">", new Date(now.getTime() + endingMarginMs).toISOString()),
          ]),
        ),
    ),
    db
      .selectFrom("wait_list_entries")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("list", "=", list.list)
      .where("confirmed_at", "is not", null)
      .where("served_at", "is", null)
      .where("left_at", "is", null)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n)),
  ]);
  const left = await ticketShop.ticketsLeft(list.ticket_shop_id, list.item_id);
  if (left === null) return 0;
  const released = Number(list.released);
  const returned = Math.min(left - (released - inShop), waiting - (released - live));
  if (returned <= 0) return 0;
  return db.transaction().execute(async (trx) => {
    const won = await trx
      .updateTable("wait_lists")
      .set({ released: released + returned, version: Number(list.version) + 1 })
      .where("list", "=", list.list)
      .where("version", "=", list.version)
      .where("closed_at", "is", null)
      .executeTakeFirst();
    if (Number(won.numUpdatedRows) !== 1) return 0;
    await audit(clock, trx, list.list, shopReturns, { returned });
    return returned;
  });
}

/**
 * The returns job's run (every instance, the one scheduler): each open list of a sold-out
 * package with people in line asks the shop for tickets that came back. A shop that does not
 * answer throws: the scheduler tries again with back-off. Answers how many were taken.
 */
export async function takeReturns(deps: WaitListDeps): Promise<number> {
  const { db, clock } = deps;
  const now = clock.now();
  const lists = await openLists(db)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("wait_list_entries")
          .select("wait_list_entries.id")
          .whereRef("wait_list_entries.list", "=", "wait_lists.list")
          .where("wait_list_entries.confirmed_at", "is not", null)
          .where("wait_list_entries.served_at", "is", null)
          .where("wait_list_entries.left_at", "is", null),
      ),
    )
    .execute();
  let taken = 0;
  for (const list of lists) {
    const scope = await seasonScope(deps, list.hub_id as HubId, list.package_id);
    if (scope?.list === list.list && scope.soldOut) taken += await takeReturnsOf(deps, list, now);
  }
  return taken;
}
