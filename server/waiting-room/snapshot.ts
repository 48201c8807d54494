import type { Db } from "../db/schema.ts";
import { readRoom, type RoomRow } from "./rooms.ts";

/** One place as a poll needs it. */
export interface PlaceFacts {
  ticketShopId: number;
  lane: number;
  /** 1-based, in the queue's order (lane, draw, arrival), admitted places included. */
  place: number;
  /** Places before this one still waiting. */
  ahead: number;
  admittedAt: string | null;
  voucherCode: string | null;
  validUntil: string | null;
  voucherReady: boolean;
  lapsed: boolean;
}

export interface RoomSnapshot {
  room: RoomRow;
  places: Map<string, PlaceFacts>;
  waiting: number;
  /** Places whose address at the e-mail gate is not confirmed yet (not in the queue). */
  unconfirmed: Set<string>;
}

/**
 * The rooms as the polls see them, read at most once per second per room and instance (however
 * many visitors poll, one query; concurrent polls share it), and at once after this instance
 * changed a room. Other instances' changes show within a second.
 */
export function roomSnapshots(db: Db, nowMs: () => number) {
  const cache = new Map<string, { second: number; value: Promise<RoomSnapshot | null> }>();

  async function load(room: string): Promise<RoomSnapshot | null> {
    const row = await readRoom(db, room);
    if (!row) return null;
    const entries = await db
      .selectFrom("waiting_room_entries")
      .select([
        "id",
        "ticket_shop_id",
        "lane",
        "admitted_at",
        "voucher_code",
        "valid_until",
        "voucher_created_at",
        "lapsed_at",
      ])
      .where("room", "=", room)
      .orderBy("lane")
      .orderBy("draw_key")
      .orderBy("seq")
      .execute();
    const places = new Map<string, PlaceFacts>();
    let waiting = 0;
    entries.forEach((entry, index) => {
      places.set(entry.id, {
        ticketShopId: entry.ticket_shop_id,
        lane: entry.lane,
        place: index + 1,
        ahead: waiting,
        admittedAt: entry.admitted_at,
        voucherCode: entry.voucher_code,
        validUntil: entry.valid_until,
        voucherReady: entry.voucher_created_at !== null,
        lapsed: entry.lapsed_at !== null,
      });
      if (entry.admitted_at === null) waiting += 1;
    });
    // Only while the gate is on: once it is off, such a device simply joins.
    const gate = row.email_gate_at
      ? await db
          .selectFrom("waiting_room_gate")
          .select("entry_id")
          .where("room", "=", room)
          .where("confirmed_at", "is", null)
          .execute()
      : [];
    const unconfirmed = new Set(
      gate.map((pending) => pending.entry_id).filter((id) => !places.has(id)),
    );
    return { room: row, places, waiting, unconfirmed };
  }

  return {
    get(room: string): Promise<RoomSnapshot | null> {
      const second = Math.floor(nowMs() / 1000);
      const cached = cache.get(room);
      if (cached && cached.second === second) return cached.value;
      const value = load(room);
      cache.set(room, { second, value });
      // A failed read is not kept: the next poll tries again.
      value.catch(() => cache.delete(room));
      return value;
    },
    /** This instance changed the room: the next poll reads it anew. */
    invalidate(room: string) {
      cache.delete(room);
    },
  };
}
