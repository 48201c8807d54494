import type { Transaction } from "kysely";
import type { HubId } from "../../core/content/common.ts";
import { storedLocale } from "../../core/locale.ts";
import { hubSaleAt } from "../../core/ticket-sale.ts";
import type { Database } from "../db/schema.ts";
import { refusedFor, succeeded, type Result } from "../result.ts";
import { TicketShopUnavailableError } from "../tickets/shop-port.ts";
import { logged, seasonOver, type TeamMember } from "./audit.ts";
import type { WaitListDeps } from "./deps.ts";
import { ensureList, seasonScope, type ListScope } from "./lists.ts";
import { waitListClosedMail } from "./mails.ts";
import { packageTitles, siteName } from "./names.ts";

/** The team's changes of a list: each logged with who made it (audit.ts). */
type DeskDeps = Pick<WaitListDeps, "db" | "clock" | "content" | "mail">;

/** A release of more tickets than the shop has free: how many it has. */
export type ShopShort = { reason: "shop-short"; left: number };

/**
 * A team action on a package's list this season; the list is made if it has none yet. Only
 * reopening acts on a closed list (and does nothing on an open one).
 */
async function teamChange(
  deps: DeskDeps,
  hubId: HubId,
  packageId: string,
  by: TeamMember,
  change: (trx: Transaction<Database>, scope: ListScope) => Promise<object | null>,
  { reopening = false } = {},
): Promise<Result<"unknown-package" | "closed">> {
  const scope = await seasonScope(deps, hubId, packageId);
  if (!scope) return refusedFor("unknown-package");
  const list = await ensureList(deps.db, scope, deps.clock.now());
  if (list.closed_at && !reopening) return refusedFor("closed");
  if (!list.closed_at && reopening) return succeeded;
  await logged(deps, scope.list, by, (trx) => change(trx, scope));
  return succeeded;
}

/**
 * The team gives `count` tickets back to the list: the next in line get vouchers. Each voucher
 * holds a ticket of the shop's quota, so the shop must have them free now (`shop-short` says
 * how many it has, e.g. before the team raised the quota there); one bought there meanwhile
 * is taken back by the job (withdrawUnheld). A shop that does not answer refuses too.
 */
export async function release(
  deps: DeskDeps & Pick<WaitListDeps, "ticketShop">,
  hubId: HubId,
  packageId: string,
  count: number,
  by: TeamMember,
): Promise<Result<"unknown-package" | "closed" | "shop-unreachable", object, ShopShort>> {
  const scope = await seasonScope(deps, hubId, packageId);
  if (!scope) return refusedFor("unknown-package");
  let left: number | null;
  try {
    left = await deps.ticketShop.ticketsLeft(scope.ticketShopId, scope.itemId);
  } catch (error) {
    if (!(error instanceof TicketShopUnavailableError)) throw error;
    return refusedFor("shop-unreachable");
  }
  if (left !== null && left < count) return refusedFor("shop-short", { left });
  return teamChange(deps, hubId, packageId, by, async (trx) => {
    // A new version: a count of the shop's returns made before it no longer applies.
    await trx
      .updateTable("wait_lists")
      .set((eb) => ({
        released: eb("released", "+", count),
        version: eb("version", "+", 1),
      }))
      .where("list", "=", scope.list)
      .execute();
    return { release: count };
  });
}

/** How long the list's vouchers hold their ticket (from the next voucher on). */
export const setVoucherHours = (
  deps: DeskDeps,
  hubId: HubId,
  packageId: string,
  hours: number,
  by: TeamMember,
) =>
  teamChange(deps, hubId, packageId, by, async (trx, scope) => {
    await trx
      .updateTable("wait_lists")
      .set({ voucher_hours: hours })
      .where("list", "=", scope.list)
      .execute();
    return { voucherHours: hours };
  });

/**
 * Closes the list: the people still in line told so by mail in their language, and every
 * address on it deleted. Compare-and-set on `closed_at`: however many close it at once, one
 * does, and each person gets one mail. Answers the audit's change, or null when it was closed.
 */
async function closeList(
  { clock, content, mail }: DeskDeps,
  trx: Transaction<Database>,
  { list, hubId, packageId }: Pick<ListScope, "list" | "hubId" | "packageId">,
) {
  const won = await trx
    .updateTable("wait_lists")
    .set({ closed_at: clock.now().toISOString() })
    .where("list", "=", list)
    .where("closed_at", "is", null)
    .executeTakeFirst();
  if (Number(won.numUpdatedRows) !== 1) return null;
  const inLine = await trx
    .selectFrom("wait_list_entries")
    .select(["email", "locale"])
    .where("list", "=", list)
    .where("confirmed_at", "is not", null)
    .where("served_at", "is", null)
    .where("left_at", "is", null)
    .execute();
  for (const entry of inLine) {
    const locale = storedLocale(entry.locale);
    await mail.enqueue(trx, {
      to: entry.email,
      ...waitListClosedMail(locale, {
        site: siteName(content, hubId, locale),
        packageTitle: packageTitles(content, hubId, packageId)[locale],
      }),
    });
  }
  const removed = await trx
    .deleteFrom("wait_list_entries")
    .where("list", "=", list)
    .executeTakeFirst();
  await trx
    .updateTable("wait_list_vouchers")
    .set({ entry_id: null })
    .where("list", "=", list)
    .execute();
  return { close: true, deleted: Number(removed.numDeletedRows), told: inLine.length };
}

/** The team closes the season's list (closeList). */
export async function close(deps: DeskDeps, hubId: HubId, packageId: string, by: TeamMember) {
  const closed = await teamChange(deps, hubId, packageId, by, (trx, scope) =>
    closeList(deps, trx, scope),
  );
  if (closed.ok) deps.mail.nudge();
  return closed;
}

/**
 * The season job's run (every instance, the one scheduler): once a city's party is over, each
 * of its open lists is closed as the team closes one, logged as "Season over". Only then: a
 * list that is not its package's list by the content's key may be the same season under a
 * corrected sale start (inSeason keeps it theirs), and its people must not be told it closed.
 * Answers how many this run closed.
 */
export async function closeEndedSeasons(deps: DeskDeps): Promise<number> {
  const { db, clock, content, mail } = deps;
  const now = clock.now();
  const open = await db
    .selectFrom("wait_lists")
    .select(["list", "hub_id", "package_id"])
    .where("closed_at", "is", null)
    .execute();
  let closed = 0;
  for (const row of open) {
    const list = { list: row.list, hubId: row.hub_id as HubId, packageId: row.package_id };
    if (hubSaleAt(content[list.hubId], now).state !== "over") continue;
    if (await logged(deps, list.list, seasonOver, (trx) => closeList(deps, trx, list))) closed += 1;
  }
  if (closed > 0) mail.nudge();
  return closed;
}

/** The list takes people again (from an empty line: closing deleted the addresses). */
export const reopen = (deps: DeskDeps, hubId: HubId, packageId: string, by: TeamMember) =>
  teamChange(
    deps,
    hubId,
    packageId,
    by,
    async (trx, scope) => {
      await trx
        .updateTable("wait_lists")
        .set({ closed_at: null })
        .where("list", "=", scope.list)
        .execute();
      return { reopen: true };
    },
    { reopening: true },
  );
