import type { HubId } from "../../core/content/common.ts";
import type { ContentStore } from "../../core/content/store.ts";
import { waitingRoomOpensMinutes } from "../../core/waiting-room.ts";
import { followsSaleStart, hubSaleAt } from "../../core/ticket-sale.ts";
import type { Db, WaitingRoomsTable } from "../db/schema.ts";
import { newSeed, seedHash } from "./draw.ts";

/** The room's defaults for a sale with a start time (the team changes them per sale). */
export const roomDefaults = { opensMinutes: waitingRoomOpensMinutes, voucherMinutes: 15 } as const;

export type RoomRow = Omit<WaitingRoomsTable, "admissions" | "version"> & {
  admissions: number;
  version: number;
};

/** A city's sale as the waiting room sees it: the room's key and the sale start. */
export interface Sale {
  room: string;
  hubId: HubId;
  saleStart: Date;
  /** The shops whose packages sell at the sale start (their ticketShopIds). */
  ticketShopIds: number[];
  /** Those packages' products (pretix items) per shop. */
  itemIds: Map<number, number[]>;
}

/** The sale at `now` of a city with a start time and a party ahead; null otherwise. */
export function saleOf(content: ContentStore, hubId: HubId, now: Date): Sale | null {
  const hubContent = content[hubId];
  const sale = hubSaleAt(hubContent, now);
  if (!sale.saleStart || !sale.partyAhead || !hubContent.hub.ticketsEnabled) return null;
  const queued = hubContent.packages.packages.filter(
    (pkg) => followsSaleStart(pkg) && !pkg.disabled,
  );
  const itemIds = new Map<number, number[]>();
  for (const pkg of queued)
    itemIds.set(pkg.ticketShopId, [...(itemIds.get(pkg.ticketShopId) ?? []), pkg.ticketShopItemId]);
  return {
    room: `${hubId}@${sale.saleStart.toISOString()}`,
    hubId,
    saleStart: sale.saleStart,
    ticketShopIds: [...itemIds.keys()],
    itemIds,
  };
}

/**
 * The package a visitor chose, if it is sold through the waiting room (a sold-out one too: its
 * room then shows the sold-out state to those who wait).
 */
export function queuedPackage(
  content: ContentStore,
  hubId: HubId,
  ticketShopId: number,
  packageId: string | null,
) {
  const pkg = content[hubId].packages.packages.find(
    (candidate) => candidate.id === packageId && candidate.ticketShopId === ticketShopId,
  );
  return pkg && followsSaleStart(pkg) && !pkg.disabled ? pkg : undefined;
}

/**
 * The pretix tag of a sale's vouchers valid until one instant (a minute's admissions share it,
 * admission.ts admissionValidUntil): when they lapse, the shop lists that tag's used vouchers
 * and no others.
 */
export const voucherTag = (room: string, validUntil: string): string =>
  `waiting-room ${room} until ${validUntil}`;

/**
 * The sale's room, set up on first use: its seed is drawn then and never changes (of several
 * instances setting it up at once, the first one's row stays).
 */
export async function ensureRoom(db: Db, sale: Sale, now: Date): Promise<RoomRow> {
  const seed = newSeed();
  await db
    .insertInto("waiting_rooms")
    .values({
      room: sale.room,
      hub_id: sale.hubId,
      sale_start: sale.saleStart.toISOString(),
      seed,
      seed_hash: seedHash(seed),
      opens_minutes: roomDefaults.opensMinutes,
      voucher_minutes: roomDefaults.voucherMinutes,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column("room").doNothing())
    .execute();
  return readRoom(db, sale.room) as Promise<RoomRow>;
}

export async function readRoom(db: Db, room: string): Promise<RoomRow | undefined> {
  const row = await db
    .selectFrom("waiting_rooms")
    .selectAll()
    .where("room", "=", room)
    .executeTakeFirst();
  return row && { ...row, admissions: Number(row.admissions), version: Number(row.version) };
}

/** When the room lets people in: its opening time before the sale start. */
export const opensAt = (room: Pick<RoomRow, "sale_start" | "opens_minutes">): Date =>
  new Date(Date.parse(room.sale_start) - room.opens_minutes * 60_000);
