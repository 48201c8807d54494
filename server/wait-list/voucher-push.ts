import { randomBytes } from "node:crypto";
import type { HubId } from "../../core/content/common.ts";
import { formatDateTime } from "../../core/format.ts";
import { storedLocale } from "../../core/locale.ts";
import { wallClockAt } from "../../core/time.ts";
import { TicketShopRefusedError } from "../tickets/shop-port.ts";
import { logged, shopReturns } from "./audit.ts";
import type { Trx, WaitListDeps } from "./deps.ts";
import { voucherTag } from "./lists.ts";
import { waitListVoucherMail } from "./mails.ts";
import { entryLinks, packageFacts, siteName } from "./names.ts";

/** An instance's claim on creating a voucher in the shop and mailing it; another takes over after. */
const pushClaimMs = 60_000;

/** The list's vouchers not lapsed: each holds one of its released tickets. */
export async function vouchersHolding(trx: Trx, list: string) {
  const held = await trx
    .selectFrom("wait_list_vouchers")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("list", "=", list)
    .where("lapsed_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(held.n);
}

/**
 * The shop refused a voucher. When it has fewer tickets left than this run's vouchers not yet
 * in it need (bought in the shop before a voucher could hold them), those vouchers are
 * withdrawn while this run's claim on them holds: their people are back at their places in
 * line (they were never mailed a voucher), and the tickets gone come off the list's released
 * ones, logged by the ticket shop. The next run offers what is left to the first in line. Any
 * other refusal stands.
 */
async function withdrawUnheld(
  deps: WaitListDeps,
  list: { list: string; ticket_shop_id: number; item_id: number },
  owner: string,
  unheld: readonly { id: number }[],
  refusal: TicketShopRefusedError,
): Promise<void> {
  const left = await deps.ticketShop.ticketsLeft(list.ticket_shop_id, list.item_id);
  if (left === null || left >= unheld.length) throw refusal;
  await logged(deps, list.list, shopReturns, async (trx) => {
    // A new version first: it holds the list's row to the end (PostgreSQL), so a release
    // meanwhile is not lost, and a count of the list's tickets read before no longer applies.
    await trx
      .updateTable("wait_lists")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .where("list", "=", list.list)
      .execute();
    const withdrawn = await trx
      .deleteFrom("wait_list_vouchers")
      .where(
        "id",
        "in",
        unheld.map((voucher) => voucher.id),
      )
      .where("push_owner", "=", owner)
      .where("mailed_at", "is", null)
      .returning("entry_id")
      .execute();
    if (withdrawn.length === 0) return null;
    const entryIds = withdrawn.flatMap((voucher) => voucher.entry_id ?? []);
    if (entryIds.length > 0)
      await trx
        .updateTable("wait_list_entries")
        .set({ served_at: null })
        .where("id", "in", entryIds)
        .execute();
    const { released } = await trx
      .selectFrom("wait_lists")
      .select("released")
      .where("list", "=", list.list)
      .executeTakeFirstOrThrow();
    // Never fewer than the vouchers still out hold.
    const kept = Math.max(
      Number(released) - Math.max(0, withdrawn.length - left),
      await vouchersHolding(trx, list.list),
    );
    await trx
      .updateTable("wait_lists")
      .set({ released: kept })
      .where("list", "=", list.list)
      .execute();
    return { withdrawn: withdrawn.length, gone: Number(released) - kept };
  });
}

/**
 * Vouchers offered but not yet in the shop: claimed with a lease, created with the waiting
 * room's call (single-use, bound to the product, holding a ticket of its quota), then mailed in
 * the transaction that marks them done. A crash between the shop's answer and the mark leaves
 * the lease to lapse; the retry creates only the missing codes. A voucher the shop refuses for
 * want of tickets is withdrawn (withdrawUnheld).
 */
export async function pushVouchers(
  deps: WaitListDeps,
  list: {
    list: string;
    hub_id: string;
    package_id: string;
    ticket_shop_id: number;
    item_id: number;
  },
  now: Date,
) {
  const { db, ticketShop, mail } = deps;
  const owner = randomBytes(16).toString("hex");
  const claimable = db
    .selectFrom("wait_list_vouchers")
    .select("id")
    .where("list", "=", list.list)
    .where("mailed_at", "is", null)
    .where("lapsed_at", "is", null)
    .limit(100);
  // The lease's conditions are on the update itself: PostgreSQL checks them again on a row that
  // a racing claim changed meanwhile, so only one of them wins it.
  const claimed = await db
    .updateTable("wait_list_vouchers")
    .set((eb) => ({
      push_owner: owner,
      push_until: new Date(now.getTime() + pushClaimMs).toISOString(),
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "in", claimable)
    .where("mailed_at", "is", null)
    .where((eb) => eb.or([eb("push_until", "is", null), eb("push_until", "<", now.toISOString())]))
    .returning(["id", "code", "valid_until", "entry_id"])
    .execute();
  if (claimed.length === 0) return;
  try {
    for (const [index, voucher] of claimed.entries()) {
      try {
        // One voucher a call: pretix checks each voucher of a batch against the quota as it
        // was before the batch, so a batch could hold more tickets than the shop has left.
        await ticketShop.createVouchers(list.ticket_shop_id, [
          {
            code: voucher.code,
            itemId: list.item_id,
            validUntil: new Date(voucher.valid_until),
            tag: voucherTag(list.list),
          },
        ]);
      } catch (error) {
        if (!(error instanceof TicketShopRefusedError)) throw error;
        await withdrawUnheld(deps, list, owner, claimed.slice(index), error);
        return;
      }
      await mailVoucher(deps, list, owner, voucher, now);
    }
  } finally {
    mail.nudge();
  }
}

/** A voucher now in the shop goes to its person, marked in the same transaction. */
async function mailVoucher(
  { db, config, content, ticketShop, mail }: WaitListDeps,
  list: { list: string; hub_id: string; package_id: string; ticket_shop_id: number },
  owner: string,
  voucher: { id: number; code: string; valid_until: string; entry_id: string | null },
  now: Date,
) {
  const hubId = list.hub_id as HubId;
  const timeZone = content[hubId].hub.timeZone;
  const redeemUrl = await ticketShop.redeemUrl(list.ticket_shop_id, voucher.code);
  await db.transaction().execute(async (trx) => {
    // Marked only while this run's claim holds: a voucher is never mailed twice.
    const marked = await trx
      .updateTable("wait_list_vouchers")
      .set({ mailed_at: now.toISOString() })
      .where("id", "=", voucher.id)
      .where("push_owner", "=", owner)
      .where("mailed_at", "is", null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1 || !voucher.entry_id || !redeemUrl) return;
    const entry = await trx
      .selectFrom("wait_list_entries")
      .select(["email", "locale"])
      .where("id", "=", voucher.entry_id)
      .where("left_at", "is", null)
      .executeTakeFirst();
    if (!entry) return;
    const locale = storedLocale(entry.locale);
    const leaveUrl = entryLinks(config, hubId, voucher.entry_id).leave;
    await mail.enqueue(trx, {
      to: entry.email,
      listUnsubscribe: leaveUrl,
      ...waitListVoucherMail(locale, {
        site: siteName(content, hubId, locale),
        ...packageFacts(content, hubId, list.package_id, locale),
        leaveUrl,
        code: voucher.code,
        redeemUrl,
        validUntil: formatDateTime(wallClockAt(new Date(voucher.valid_until), timeZone), locale),
      }),
    });
  });
}
