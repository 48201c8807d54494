import type { HubId } from "../../core/content/common.ts";
import type { WaitListDeps } from "./deps.ts";
import { defaultVoucherHours, seasonScope } from "./lists.ts";

/** What the team's and the visitors' views of the lists read. */
type ViewDeps = Pick<WaitListDeps, "db" | "clock" | "content">;

/** One list as the team sees it. */
export interface WaitListFigures {
  packageId: string;
  ticketShopId: number;
  voucherHours: number;
  closed: boolean;
  /** Confirmed people still in line. */
  waiting: number;
  /** Entered, not confirmed. */
  unconfirmed: number;
  released: number;
  vouchersSent: number;
  redeemed: number;
  lapsed: number;
}

/** What the list's page says of it: closed or not, and how long a voucher holds its ticket. */
export async function view(deps: ViewDeps, hubId: HubId, packageId: string) {
  const scope = await seasonScope(deps, hubId, packageId);
  const list = scope
    ? await deps.db
        .selectFrom("wait_lists")
        .select(["closed_at", "voucher_hours"])
        .where("list", "=", scope.list)
        .executeTakeFirst()
    : undefined;
  return {
    closed: Boolean(list?.closed_at),
    voucherHours: list?.voucher_hours ?? defaultVoucherHours,
  };
}

/** Every package's list of the city this season. */
const seasonScopes = async (deps: ViewDeps, hubId: HubId) => {
  const scopes = await Promise.all(
    deps.content[hubId].packages.packages.map((pkg) => seasonScope(deps, hubId, pkg.id)),
  );
  return scopes.filter((scope) => scope !== null);
};

/**
 * The city's lists this season with their figures: the sold-out packages' (empty ones too),
 * and any other that was used (it may hold people until its tickets are gone again). A package
 * on sale, or a free reservation with seats left, has no list to show.
 */
export async function figures(deps: ViewDeps, hubId: HubId): Promise<WaitListFigures[]> {
  const { db } = deps;
  const seasons = await seasonScopes(deps, hubId);
  const keys = seasons.map((scope) => scope.list);
  if (keys.length === 0) return [];
  const [lists, entries, vouchers] = await Promise.all([
    db.selectFrom("wait_lists").selectAll().where("list", "in", keys).execute(),
    db
      .selectFrom("wait_list_entries")
      .select(["list", "confirmed_at", "served_at"])
      .where("list", "in", keys)
      .where("left_at", "is", null)
      .execute(),
    db
      .selectFrom("wait_list_vouchers")
      .select(["list", "redeemed_at", "lapsed_at"])
      .where("list", "in", keys)
      .execute(),
  ]);
  const scopes = seasons.filter(
    (scope) => scope.soldOut || lists.some((row) => row.list === scope.list),
  );
  return scopes.map((scope) => {
    const list = lists.find((row) => row.list === scope.list);
    const mine = entries.filter((entry) => entry.list === scope.list);
    const sent = vouchers.filter((voucher) => voucher.list === scope.list);
    return {
      packageId: scope.packageId,
      ticketShopId: scope.ticketShopId,
      voucherHours: list?.voucher_hours ?? defaultVoucherHours,
      closed: Boolean(list?.closed_at),
      waiting: mine.filter((entry) => entry.confirmed_at && !entry.served_at).length,
      unconfirmed: mine.filter((entry) => !entry.confirmed_at).length,
      released: Number(list?.released ?? 0),
      vouchersSent: sent.length,
      redeemed: sent.filter((voucher) => voucher.redeemed_at).length,
      lapsed: sent.filter((voucher) => voucher.lapsed_at).length,
    };
  });
}

/** The latest changes of the city's lists this season, newest first (the team's log). */
export async function changes(deps: ViewDeps, hubId: HubId, limit = 20) {
  const keys = (await seasonScopes(deps, hubId)).map((scope) => scope.list);
  if (keys.length === 0) return [];
  const rows = await deps.db
    .selectFrom("wait_list_audit")
    .innerJoin("wait_lists", "wait_lists.list", "wait_list_audit.list")
    .select([
      "wait_list_audit.at",
      "wait_list_audit.by_id",
      "wait_list_audit.by_name",
      "wait_list_audit.change_json",
      "wait_lists.package_id",
    ])
    .where("wait_list_audit.list", "in", keys)
    .orderBy("wait_list_audit.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    at: row.at,
    byId: row.by_id,
    by: row.by_name,
    packageId: row.package_id,
    change: JSON.parse(row.change_json) as Record<string, number | boolean>,
  }));
}

/** Who is on a package's list, in line order (confirmed first), for the team's export. */
export async function entries(deps: ViewDeps, hubId: HubId, packageId: string) {
  const scope = await seasonScope(deps, hubId, packageId);
  if (!scope) return [];
  const rows = await deps.db
    .selectFrom("wait_list_entries")
    .select(["email", "locale", "joined_at", "confirmed_at", "served_at"])
    .where("list", "=", scope.list)
    .where("left_at", "is", null)
    .orderBy("served_at", "desc")
    .orderBy("confirmed_at")
    .orderBy("seq")
    .execute();
  // Confirmed and waiting first, in line; then those served; the unconfirmed last.
  const rank = (row: (typeof rows)[number]) =>
    row.confirmed_at === null ? 2 : row.served_at === null ? 0 : 1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index)
    .map(({ row }, index) => ({
      place: rank(row) === 0 ? index + 1 : null,
      email: row.email,
      locale: row.locale,
      joinedAt: row.joined_at,
      confirmedAt: row.confirmed_at,
      servedAt: row.served_at,
    }));
}
