import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database, Db } from "../db/schema.ts";
import { takeTurns } from "../db/turns.ts";
import { refusedFor, type Result } from "../result.ts";
import { drawKey } from "./draw.ts";
import {
  cookieExpiry,
  noRoom,
  scope,
  type JoinRefusal,
  type PlaceCookie,
  type RoomContext,
  type RoomRequest,
} from "./room-context.ts";
import { queuedPackage, type RoomRow, type Sale } from "./rooms.ts";

/**
 * How long an address entered at the e-mail gate holds one of its network's places while it
 * waits for its confirmation (the mail has long arrived by then); it can still confirm later if
 * the network has room.
 */
const gateHoldMs = 3_600_000;

/** The cookie's place, unless it is spent (its voucher lapsed): a good one is kept as it is. */
export async function goodPlace(
  { db, cookies }: RoomContext,
  request: RoomRequest,
  sale: Sale,
  now: Date,
) {
  const claim = cookies.read(request.cookie, sale.room, now);
  if (!claim) return { claim, good: false };
  const entry = await db
    .selectFrom("waiting_room_entries")
    .select(["lapsed_at", "valid_until"])
    .where("id", "=", claim.entryId)
    .where("room", "=", sale.room)
    .executeTakeFirst();
  const spent =
    entry &&
    (entry.lapsed_at !== null ||
      (entry.valid_until !== null && Date.parse(entry.valid_until) <= now.getTime()));
  return { claim, good: entry !== undefined && !spent };
}

/** Joins, gate requests and confirmations from one network take turns (takeTurns). */
export const networkTurn = (room: string, key: string) => `waiting-room/network ${room} ${key}`;

/**
 * Whether the network holds its cap in the room already: its places, and the addresses entered
 * at the gate that still wait for their confirmation (each a place to be, for gateHoldMs),
 * but the place `except` (the one being asked for again or confirmed).
 */
export async function networkFull(
  { config }: Pick<RoomContext, "config">,
  trx: Db | Transaction<Database>,
  { room, key, now, except = "" }: { room: string; key: string; now: Date; except?: string },
) {
  const places = await trx
    .selectFrom("waiting_room_entries")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("room", "=", room)
    .where("network_key", "=", key)
    .where("id", "!=", except)
    .executeTakeFirstOrThrow();
  const pending = await trx
    .selectFrom("waiting_room_gate")
    .select((eb) => eb.fn.count<number | string>("entry_id").distinct().as("n"))
    .where("room", "=", room)
    .where("network_key", "=", key)
    .where("confirmed_at", "is", null)
    .where("created_at", ">", new Date(now.getTime() - gateHoldMs).toISOString())
    .where("entry_id", "!=", except)
    .where("entry_id", "not in", (eb) =>
      eb.selectFrom("waiting_room_entries").select("id").where("room", "=", room),
    )
    .executeTakeFirstOrThrow();
  return Number(places.n) + Number(pending.n) >= config.WAITING_ROOM_NETWORK_CAP;
}

/**
 * A place in the queue from `now`: in the pre-queue (lane 0) before the sale start, else at the
 * end (lane 1). Answers its lane. A row that is there already, by its id or its address (the
 * same link confirmed at once in another tab or on another instance), stays as it is: the
 * caller reads which place holds the address.
 */
export async function insertEntry(
  trx: Db | Transaction<Database>,
  entry: {
    id: string;
    room: RoomRow;
    sale: Sale;
    ticketShopId: number;
    packageId: string;
    itemId: number;
    networkKey: string;
    emailHash: string | null;
  },
  now: Date,
) {
  const early = now.getTime() < entry.sale.saleStart.getTime();
  await trx
    .insertInto("waiting_room_entries")
    .values({
      id: entry.id,
      room: entry.sale.room,
      ticket_shop_id: entry.ticketShopId,
      package_id: entry.packageId,
      item_id: entry.itemId,
      joined_at: now.toISOString(),
      lane: early ? 0 : 1,
      draw_key: early ? drawKey(entry.room.seed, entry.id) : "",
      network_key: entry.networkKey,
      email_hash: entry.emailHash,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return early ? 0 : 1;
}

/**
 * A place in the queue for this device: the one its cookie names while that is still good (a
 * second join never gives a better place), else a new one at the end, or in the pre-queue
 * before the sale start. `rejoin` only matters after a lapsed voucher.
 */
export async function join(
  ctx: RoomContext,
  request: RoomRequest & { clientAddress: string },
): Promise<Result<JoinRefusal, { cookie: PlaceCookie }>> {
  const { db, clock, content, cookies, snapshots } = ctx;
  const now = clock.now();
  const found = await scope(ctx, request, now);
  if (!found.ok) return noRoom(found.view);
  const { sale, room } = found.scope;
  const expiresAt = cookieExpiry(sale, now);
  const { good } = await goodPlace(ctx, request, sale, now);
  if (good) return { ok: true, cookie: { value: request.cookie!, expiresAt } };
  // Places of this room come only through a confirmed address (requestGate, confirmGate).
  if (room.email_gate_at) return refusedFor("email-gate");
  const key = ctx.networkKeyOf(request.clientAddress);
  const pkg = queuedPackage(content, request.hubId, request.ticketShopId, request.packageId)!;
  const id = randomBytes(16).toString("hex");
  const lane = await db.transaction().execute(async (trx) => {
    // Joins from one network take turns: counted at once, each would find room under the cap.
    await takeTurns(trx, networkTurn(sale.room, key));
    if (await networkFull(ctx, trx, { room: sale.room, key, now })) return null;
    return insertEntry(
      trx,
      {
        id,
        room,
        sale,
        ticketShopId: pkg.ticketShopId,
        packageId: pkg.id,
        itemId: pkg.ticketShopItemId,
        networkKey: key,
        emailHash: null,
      },
      now,
    );
  });
  if (lane === null) return refusedFor("network-full");
  snapshots.joined(sale.room, {
    id,
    ticketShopId: pkg.ticketShopId,
    itemId: pkg.ticketShopItemId,
    lane,
  });
  return { ok: true, cookie: { value: cookies.sign(id, sale.room, expiresAt), expiresAt } };
}
