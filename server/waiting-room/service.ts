import { createHmac, randomBytes } from "node:crypto";
import type { ExpressionBuilder } from "kysely";
import type { WaitingRoomView } from "../../core/api/waiting-room.ts";
import type { HubId } from "../../core/content/common.ts";
import type { ContentStore } from "../../core/content/store.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import { deriveKey } from "../crypto/cipher.ts";
import type { Database, Db } from "../db/schema.ts";
import { clientNetwork } from "../http/client-network.ts";
import { refusedFor, type Result } from "../result.ts";
import { TicketShopUnavailableError, type TicketShop } from "../tickets/shop-port.ts";
import { admitNext, defaultRate } from "./admission.ts";
import { drawKey } from "./draw.ts";
import { placeCookies } from "./place-cookie.ts";
import {
  ensureRoom,
  opensAt,
  queuedPackage,
  readRoom,
  saleOf,
  voucherTag,
  type RoomRow,
  type Sale,
} from "./rooms.ts";
import { roomSnapshots, type PlaceFacts } from "./snapshot.ts";

export interface WaitingRoomDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, "WAITING_ROOM_NETWORK_CAP">;
  content: ContentStore;
  ticketShop: TicketShop;
  /** FORM_ENCRYPTION_KEY: signs the place cookies and keys the network counts. */
  formKey: Buffer;
  log?: Pick<Console, "error">;
}

/** Which package's queue a visitor asks about. */
export interface RoomRequest {
  hubId: HubId;
  ticketShopId: number;
  packageId: string | null;
  /** The place cookie's value, if any. */
  cookie: string | undefined;
}

export type JoinRefusal = "off" | "not-open" | "sold-out" | "network-full";

/** A place cookie to set: its value and until when. */
export interface PlaceCookie {
  value: string;
  expiresAt: Date;
}

/** How long a place cookie lasts beyond the sale start (or the join, if later). */
const cookieLifetimeMs = 24 * 3_600_000;
/** An instance's claim on creating vouchers in the shop; another takes over after it. */
const pushClaimMs = 30_000;

/** The room of a package at `now`, if the waiting room applies to it. */
type Scope = { sale: Sale; room: RoomRow };

export function waitingRoom(deps: WaitingRoomDeps) {
  const { db, clock, config, content, ticketShop, log = console } = deps;
  const cookies = placeCookies(deps.formKey);
  const networkKey = deriveKey(deps.formKey, "waiting-room/network");
  const snapshots = roomSnapshots(db, () => clock.now().getTime());
  /** Rates derived from the shop's quotas, per room (the shop's answers are cached anyway). */
  const rateOf = async (room: RoomRow, sale: Sale) => {
    if (room.rate_per_minute !== null) return room.rate_per_minute;
    const quotas = await ticketShop.quotas(sale.ticketShopIds).catch(() => null);
    return defaultRate(quotas, room.voucher_minutes);
  };

  /** The room for a visitor's package, or why there is none. */
  async function scope(
    request: RoomRequest,
    now: Date,
  ): Promise<{ ok: true; scope: Scope } | { ok: false; view: WaitingRoomView }> {
    const sale = saleOf(content, request.hubId, now);
    const pkg = queuedPackage(content, request.hubId, request.ticketShopId, request.packageId);
    if (!sale || !pkg) return { ok: false, view: { kind: "off" } };
    const snapshot = await snapshots.get(sale.room);
    const room = snapshot?.room ?? (await ensureRoom(db, sale, now));
    if (room.disabled_at) return { ok: false, view: { kind: "off" } };
    // The team marked the package sold out: nobody else joins, and those waiting learn it now.
    if (room.closed_at || pkg.soldOut) return { ok: false, view: { kind: "sold-out" } };
    const opens = opensAt(room);
    if (now.getTime() < opens.getTime())
      return {
        ok: false,
        view: { kind: "not-open", opensAt: opens.toISOString(), ...drawFacts(room, now) },
      };
    return { ok: true, scope: { sale, room } };
  }

  /** The seed's hash always; the seed itself from the sale start on. */
  function drawFacts(room: RoomRow, now: Date) {
    const drawn = now.getTime() >= Date.parse(room.sale_start);
    return {
      seedHash: room.seed_hash,
      seed: drawn ? room.seed : null,
      saleStart: room.sale_start,
    };
  }

  async function placeView(
    room: RoomRow,
    sale: Sale,
    entryId: string,
    place: PlaceFacts,
    now: Date,
    soldOut: boolean,
  ): Promise<WaitingRoomView> {
    const supportId = supportIdOf(entryId);
    if (place.lapsed) return { kind: "lapsed", supportId };
    if (place.admittedAt && place.validUntil) {
      if (Date.parse(place.validUntil) <= now.getTime()) return { kind: "lapsed", supportId };
      const shopUrl =
        place.voucherReady && place.voucherCode
          ? await ticketShop.redeemUrl(place.ticketShopId, place.voucherCode).catch(() => null)
          : null;
      return { kind: "admitted", supportId, shopUrl, validUntil: place.validUntil };
    }
    if (soldOut) return { kind: "sold-out" };
    const draw = drawFacts(room, now);
    if (place.lane === 0 && draw.seed === null) return { kind: "pre-queue", supportId, ...draw };
    const rate = await rateOf(room, sale);
    return {
      kind: "queued",
      supportId,
      place: place.place,
      ahead: place.ahead,
      waitMinutes: Math.ceil(place.ahead / Math.max(1, rate)),
      paused: room.paused_at !== null,
      ...draw,
    };
  }

  /** What the visitor sees now, from the per-second snapshot (no database read of its own). */
  async function view(request: RoomRequest): Promise<WaitingRoomView> {
    const now = clock.now();
    const found = await scope(request, now);
    if (!found.ok) {
      // The already admitted keep their voucher when the room closes.
      if (found.view.kind !== "sold-out") return found.view;
    }
    const sale = saleOf(content, request.hubId, now)!;
    const snapshot = await snapshots.get(sale.room);
    if (!snapshot)
      return found.ok ? { kind: "open", ...drawFacts(found.scope.room, now) } : found.view;
    const claim = cookies.read(request.cookie, sale.room, now);
    const place = claim && snapshot.places.get(claim.entryId);
    if (claim && place) {
      const soldOut = !found.ok || snapshot.room.closed_at !== null;
      return placeView(snapshot.room, sale, claim.entryId, place, now, soldOut);
    }
    return found.ok ? { kind: "open", ...drawFacts(snapshot.room, now) } : found.view;
  }

  /**
   * A place in the queue for this device: the one its cookie names while that is still good (a
   * second join never gives a better place), else a new one at the end, or in the pre-queue
   * before the sale start. `rejoin` only matters after a lapsed voucher.
   */
  async function join(
    request: RoomRequest & { clientAddress: string },
  ): Promise<Result<JoinRefusal, { cookie: PlaceCookie }>> {
    const now = clock.now();
    const found = await scope(request, now);
    if (!found.ok) {
      const kind = found.view.kind;
      return refusedFor(kind === "not-open" || kind === "sold-out" ? kind : "off");
    }
    const { sale, room } = found.scope;
    const expiresAt = new Date(
      Math.max(now.getTime(), sale.saleStart.getTime()) + cookieLifetimeMs,
    );
    const claim = cookies.read(request.cookie, sale.room, now);
    if (claim) {
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
      if (entry && !spent) return { ok: true, cookie: { value: request.cookie!, expiresAt } };
    }
    const network = createHmac("sha256", networkKey)
      .update(clientNetwork(request.clientAddress))
      .digest("base64url");
    const counted = await db
      .selectFrom("waiting_room_entries")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("room", "=", sale.room)
      .where("network_key", "=", network)
      .executeTakeFirstOrThrow();
    if (Number(counted.n) >= config.WAITING_ROOM_NETWORK_CAP) return refusedFor("network-full");
    const pkg = queuedPackage(content, request.hubId, request.ticketShopId, request.packageId)!;
    const id = randomBytes(16).toString("hex");
    const early = now.getTime() < sale.saleStart.getTime();
    await db
      .insertInto("waiting_room_entries")
      .values({
        id,
        room: sale.room,
        ticket_shop_id: pkg.ticketShopId,
        package_id: pkg.id,
        item_id: pkg.ticketShopItemId,
        joined_at: now.toISOString(),
        lane: early ? 0 : 1,
        draw_key: early ? drawKey(room.seed, id) : "",
        network_key: network,
      })
      .execute();
    snapshots.joined(sale.room, { id, ticketShopId: pkg.ticketShopId, lane: early ? 0 : 1 });
    return { ok: true, cookie: { value: cookies.sign(id, sale.room, expiresAt), expiresAt } };
  }

  /** Vouchers of admitted places that the shop does not have yet: claimed, created, marked. */
  async function pushVouchers(room: string, now: Date): Promise<void> {
    const unclaimed = (eb: ExpressionBuilder<Database, "waiting_room_entries">) =>
      eb.or([eb("push_until", "is", null), eb("push_until", "<", now.toISOString())]);
    const claimable = db
      .selectFrom("waiting_room_entries")
      .select("id")
      .where("room", "=", room)
      .where("admitted_at", "is not", null)
      .where("voucher_created_at", "is", null)
      .where("lapsed_at", "is", null)
      .where(unclaimed)
      .limit(100);
    // The claim is checked again on the row itself: PostgreSQL does not run the subquery again
    // when the row was locked by another instance's claim, so the row would be claimed twice.
    const claimed = await db
      .updateTable("waiting_room_entries")
      .set({ push_until: new Date(now.getTime() + pushClaimMs).toISOString() })
      .where("id", "in", claimable)
      .where("voucher_created_at", "is", null)
      .where(unclaimed)
      .returning(["id", "ticket_shop_id", "item_id", "voucher_code", "valid_until"])
      .execute();
    const byShop = Map.groupBy(claimed, (entry) => entry.ticket_shop_id);
    for (const [ticketShopId, entries] of byShop) {
      await ticketShop.createVouchers(
        ticketShopId,
        entries.map((entry) => ({
          code: entry.voucher_code!,
          itemId: entry.item_id,
          validUntil: new Date(entry.valid_until!),
          tag: voucherTag(room),
        })),
      );
      await db
        .updateTable("waiting_room_entries")
        .set({ voucher_created_at: now.toISOString() })
        .where(
          "id",
          "in",
          entries.map((entry) => entry.id),
        )
        .execute();
    }
  }

  /** Vouchers past their validity: redeemed ones are noted (from the shop), the rest lapse. */
  async function lapseVouchers(room: RoomRow, sale: Sale, now: Date): Promise<void> {
    const expired = db
      .selectFrom("waiting_room_entries")
      .where("room", "=", room.room)
      .where("valid_until", "<=", now.toISOString())
      .where("redeemed_at", "is", null)
      .where("lapsed_at", "is", null);
    const due = await expired.select("voucher_code").execute();
    if (due.length === 0) return;
    await noteRedeemed(room, sale, now);
    await db
      .updateTable("waiting_room_entries")
      .set({ lapsed_at: now.toISOString() })
      .where("room", "=", room.room)
      .where("valid_until", "<=", now.toISOString())
      .where("redeemed_at", "is", null)
      .where("lapsed_at", "is", null)
      .execute();
  }

  /** The shop's word on which of the sale's vouchers were used. */
  async function noteRedeemed(room: RoomRow, sale: Sale, now: Date): Promise<number> {
    const codes = new Set<string>();
    for (const ticketShopId of sale.ticketShopIds)
      for (const code of await ticketShop.redeemedCodes(ticketShopId, voucherTag(room.room)))
        codes.add(code);
    if (codes.size > 0)
      await db
        .updateTable("waiting_room_entries")
        .set({ redeemed_at: now.toISOString() })
        .where("room", "=", room.room)
        .where("voucher_code", "in", [...codes])
        .where("redeemed_at", "is", null)
        .execute();
    return codes.size;
  }

  /** The sale's products sold out in every shop: the room closes, nobody else is admitted. */
  async function closeIfSoldOut(sale: Sale, now: Date): Promise<boolean> {
    const soldOut = await Promise.all(
      [...sale.itemIds].map(([ticketShopId, items]) => ticketShop.soldOut(ticketShopId, items)),
    );
    if (soldOut.length === 0 || !soldOut.every(Boolean)) return false;
    await db
      .updateTable("waiting_rooms")
      .set({ closed_at: now.toISOString() })
      .where("room", "=", sale.room)
      .where("closed_at", "is", null)
      .execute();
    return true;
  }

  /**
   * The admission job's run (every second, on every instance): for each city whose sale has
   * started, lapse the unused vouchers, close the room when sold out, admit who is due and
   * create their vouchers.
   */
  async function tick(): Promise<void> {
    const now = clock.now();
    for (const hubId of Object.keys(content) as HubId[]) {
      const sale = saleOf(content, hubId, now);
      if (!sale || now.getTime() < sale.saleStart.getTime()) continue;
      const room = await readRoom(db, sale.room);
      if (!room || room.disabled_at) continue;
      try {
        // Lapsed places first: each gives its admission to the next person in this run.
        await lapseVouchers(room, sale, now);
        if (!room.closed_at && !(await closeIfSoldOut(sale, now))) {
          await admitNext(db, {
            room: room.room,
            now,
            rate: await rateOf(room, sale),
            voucherMinutes: room.voucher_minutes,
          });
        }
        await pushVouchers(room.room, now);
      } catch (error) {
        // The shop is down: the job tries again next second; the database's errors go up.
        if (!(error instanceof TicketShopUnavailableError)) throw error;
        log.error(`Waiting room ${room.room}: the ticket shop did not answer:`, error.message);
      } finally {
        snapshots.invalidate(room.room);
      }
    }
  }

  return { view, join, tick, noteRedeemed, rateOf, snapshots };
}

export type WaitingRoom = ReturnType<typeof waitingRoom>;

export { placeCookieName } from "./place-cookie.ts";
/** The wait list sends the same single-use shop vouchers. */
export { voucherCode } from "./admission.ts";

/** What a visitor reads out to the team: the first 10 characters of the place's id, grouped. */
export function supportIdOf(entryId: string): string {
  return `${entryId.slice(0, 5)}-${entryId.slice(5, 10)}`.toUpperCase();
}
