import type { HubId } from "../../core/content/common.ts";
import type { ContentStore } from "../../core/content/store.ts";
import { hubSaleAt, packageOffer, saleFacts } from "../../core/ticket-sale.ts";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/schema.ts";

/** A voucher holds its ticket this long unless the team sets another time for the list. */
export const defaultVoucherHours = 24;

/** A package's wait list this season: its key and what the shop needs to know of it. */
export interface ListScope {
  list: string;
  hubId: HubId;
  packageId: string;
  ticketShopId: number;
  itemId: number;
  /** Whether the package is sold out now: only then may people join. */
  soldOut: boolean;
  /** When the season's party is over, as the content says now (null: it has no date yet). */
  partyOverAt: string | null;
}

/**
 * The wait list of a city's package for the coming party as the content makes it (keyed by the
 * sale start, so the next season starts a new list; inSeason keeps a list already made); null for
 * an unknown package or once the party is over.
 */
export function listScope(
  content: ContentStore,
  hubId: HubId,
  packageId: string,
  now: Date,
): ListScope | null {
  const hubContent = content[hubId];
  const pkg = hubContent.packages.packages.find((candidate) => candidate.id === packageId);
  if (!pkg) return null;
  const sale = hubSaleAt(hubContent, now);
  if (sale.state === "over") return null;
  const season = sale.saleStart?.toISOString() ?? "undated";
  return {
    list: `${hubId}/${pkg.id}/${season}`,
    hubId,
    packageId: pkg.id,
    ticketShopId: pkg.ticketShopId,
    itemId: pkg.ticketShopItemId,
    soldOut: packageOffer(pkg, sale.state, now, hubContent.hub.timeZone) === "sold-out",
    partyOverAt: saleFacts(hubContent).weekend?.overAt ?? null,
  };
}

/**
 * The scope under its season's list: the package's latest list whose party is still ahead, if
 * one was made, so people in line keep their places when the team corrects the sale start (a
 * new key) or the party's date; else the content's key. A kept list takes the party's end the
 * content says now, so a party moved later keeps its list until then.
 */
export async function inSeason(db: Db, scope: ListScope, now: Date): Promise<ListScope> {
  const kept = await db
    .selectFrom("wait_lists")
    .select(["list", "party_over_at"])
    .where("hub_id", "=", scope.hubId)
    .where("package_id", "=", scope.packageId)
    .where("party_over_at", ">", now.toISOString())
    .orderBy("created_at", "desc")
    .orderBy("list", "desc")
    .executeTakeFirst();
  if (!kept) return scope;
  if (scope.partyOverAt !== null && kept.party_over_at !== scope.partyOverAt) {
    await db
      .updateTable("wait_lists")
      .set({ party_over_at: scope.partyOverAt })
      .where("list", "=", kept.list)
      .execute();
  }
  return { ...scope, list: kept.list };
}

/** The list of a package in this city, if it has one this season. */
export async function seasonScope(
  { db, clock, content }: { db: Db; clock: Clock; content: ContentStore },
  hubId: HubId,
  packageId: string,
): Promise<ListScope | null> {
  const now = clock.now();
  const scope = listScope(content, hubId, packageId, now);
  return scope && inSeason(db, scope, now);
}

/** The list's row, made with its defaults on first use (any number of callers at once). */
export async function ensureList(db: Db, scope: ListScope, now: Date) {
  await db
    .insertInto("wait_lists")
    .values({
      list: scope.list,
      hub_id: scope.hubId,
      package_id: scope.packageId,
      ticket_shop_id: scope.ticketShopId,
      item_id: scope.itemId,
      voucher_hours: defaultVoucherHours,
      created_at: now.toISOString(),
      party_over_at: scope.partyOverAt,
    })
    .onConflict((oc) => oc.column("list").doNothing())
    .execute();
  return db
    .selectFrom("wait_lists")
    .selectAll()
    .where("list", "=", scope.list)
    .executeTakeFirstOrThrow();
}

/** The lists not closed yet (a job narrows them to those it has work in). */
export const openLists = (db: Db) =>
  db.selectFrom("wait_lists").selectAll().where("closed_at", "is", null);

/** The voucher tag of a list in the shop (pretix: tag), to ask which were redeemed. */
export const voucherTag = (list: string) => `wait-list:${list}`;
