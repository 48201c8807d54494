import type { Db } from "../db/schema.ts";
import { StorageError } from "../db/storage-error.ts";
import { readRoom, type RoomRow } from "./rooms.ts";

/** One place as a poll needs it. */
export interface PlaceFacts {
  ticketShopId: number;
  /** The product (pretix item) of the place's package. */
  itemId: number;
  lane: number;
  /**
   * 1-based, in the queue's order (lane, draw, arrival), admitted places included: the team's
   * number for the place, which never changes.
   */
  order: number;
  /**
   * The visitor's number: the places before this one still waiting, plus one. Admitted places no
   * longer count, so the number only goes down and "no. 1" is the next to be admitted.
   */
  place: number;
  /** Places before this one already admitted: the way the visitor has come (the progress bar). */
  passed: number;
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
  /** The last one read, because the database does not answer now (or not in time). */
  stale?: true;
}

/** How long a poll waits for the database before it is answered from the last snapshot. */
const patienceMs = 2_000;

/** `promise`, or `fallback` if it has not settled after `ms`. */
function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A place that just joined, as the snapshot needs it. */
export interface JoinedPlace {
  id: string;
  ticketShopId: number;
  itemId: number;
  lane: number;
}

/**
 * The rooms as the polls see them, read at most once per second per room and instance (however
 * many visitors poll, one query; concurrent polls share it), and at once after this instance
 * admitted or lapsed places. A join on this instance is added to the snapshot in memory rather
 * than read again: at the sale start's rush every join would otherwise read the whole queue
 * (measured: 36 joins/s and 221 MB with 2,000 places, docs/decisions/0037-waiting-room.md).
 * Other instances' changes show within a second. While the database does not answer (an outage,
 * db/outage.ts, or no answer within patienceMs) the polls get the last snapshot read, marked
 * stale: the visitor keeps seeing their place instead of an error.
 */
export function roomSnapshots(db: Db, nowMs: () => number) {
  const cache = new Map<
    string,
    { second: number; drawAt?: number; value: Promise<RoomSnapshot | null> }
  >();
  const lastRead = new Map<string, RoomSnapshot>();

  /** The room read now, or its last snapshot marked stale if the database fails or is slow. */
  function read(room: string): Promise<RoomSnapshot | null> {
    const reading = load(room).then((snapshot) => {
      if (snapshot) lastRead.set(room, snapshot);
      return snapshot;
    });
    const last = lastRead.get(room);
    if (!last) return reading;
    const stale: RoomSnapshot = { ...last, stale: true };
    const failed = reading.catch((error: unknown) => {
      if (error instanceof StorageError) return stale;
      throw error;
    });
    return within(failed, patienceMs, stale);
  }

  async function load(room: string): Promise<RoomSnapshot | null> {
    const row = await readRoom(db, room);
    if (!row) return null;
    const entries = await db
      .selectFrom("waiting_room_entries")
      .select([
        "id",
        "ticket_shop_id",
        "item_id",
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
        itemId: entry.item_id,
        lane: entry.lane,
        order: index + 1,
        place: waiting + 1,
        passed: index - waiting,
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
      const now = nowMs();
      const second = Math.floor(now / 1000);
      const cached = cache.get(room);
      const drawnSince = cached?.drawAt !== undefined && cached.drawAt <= now;
      if (cached && cached.second === second && !drawnSince) return cached.value;
      const entry: { second: number; drawAt?: number; value: Promise<RoomSnapshot | null> } = {
        second,
        value: read(room),
      };
      cache.set(room, entry);
      entry.value.then(
        (snapshot) => {
          // Joins added before the draw have no place number yet: read anew from the draw on.
          const start = snapshot ? Date.parse(snapshot.room.sale_start) : NaN;
          if (now < start) entry.drawAt = start;
        },
        // A failed read is not kept: the next poll tries again.
        () => cache.delete(room),
      );
      return entry.value;
    },
    /**
     * This instance added a place: it goes into the snapshot as the read would place it. A late
     * arrival queues last; one before the sale start counts as waiting, its place is drawn later.
     */
    joined(room: string, place: JoinedPlace) {
      const cached = cache.get(room);
      if (!cached) return;
      cached.value = cached.value.then((snapshot) => {
        // Read before the room was set up: read it now that it is.
        if (!snapshot) return read(room);
        if (snapshot.places.has(place.id)) return snapshot;
        snapshot.places.set(place.id, {
          ticketShopId: place.ticketShopId,
          itemId: place.itemId,
          lane: place.lane,
          order: place.lane === 0 ? 0 : snapshot.places.size + 1,
          place: snapshot.waiting + 1,
          passed: snapshot.places.size - snapshot.waiting,
          admittedAt: null,
          voucherCode: null,
          validUntil: null,
          voucherReady: false,
          lapsed: false,
        });
        snapshot.waiting += 1;
        return snapshot;
      });
    },
    /** This instance changed the room: the next poll reads it anew. */
    invalidate(room: string) {
      cache.delete(room);
    },
  };
}
