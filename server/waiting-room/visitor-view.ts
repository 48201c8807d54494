import type { WaitingRoomView } from "../../core/api/waiting-room.ts";
import type { TicketShop } from "../tickets/shop-port.ts";
import {
  drawFacts,
  scope,
  supportIdOf,
  type RoomContext,
  type RoomRequest,
  type Scoped,
} from "./room-context.ts";
import { saleOf, type RoomRow, type Sale } from "./rooms.ts";
import type { PlaceFacts, RoomSnapshot } from "./snapshot.ts";

/** Whether the shop has no ticket left for the place's product; unknown counts as not. */
const productSoldOut = (ticketShop: TicketShop, place: PlaceFacts) =>
  ticketShop.soldOut(place.ticketShopId, [place.itemId]).catch(() => false);

async function placeView(
  { ticketShop, rateOf }: RoomContext,
  room: RoomRow,
  sale: Sale,
  entryId: string,
  place: PlaceFacts,
  now: Date,
  soldOut: boolean,
): Promise<WaitingRoomView> {
  const supportId = supportIdOf(entryId);
  const lapsed = { kind: "lapsed", supportId, emailGate: room.email_gate_at !== null } as const;
  if (place.lapsed) return lapsed;
  if (place.admittedAt && place.validUntil) {
    if (Date.parse(place.validUntil) <= now.getTime()) return lapsed;
    // Admitted when the shop's last tickets were already held: no voucher will come (the
    // shop's cached answer; asked only while a place waits for its voucher).
    if (!place.voucherReady && (soldOut || (await productSoldOut(ticketShop, place))))
      return { kind: "sold-out" };
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
    passed: place.passed,
    waitMinutes: Math.ceil((place.place - 1) / Math.max(1, rate)),
    paused: room.paused_at !== null,
    ...draw,
  };
}

/**
 * What the visitor sees now, from the per-second snapshot (no database read of its own); marked
 * stale while that is the last one read before the database stopped answering.
 */
export async function view(ctx: RoomContext, request: RoomRequest): Promise<WaitingRoomView> {
  const { clock, content, snapshots } = ctx;
  const now = clock.now();
  const found = await scope(ctx, request, now);
  if (!found.ok) {
    // The already admitted keep their voucher when the room closes.
    if (found.view.kind !== "sold-out") return found.view;
  }
  const sale = saleOf(content, request.hubId, now)!;
  const snapshot = await snapshots.get(sale.room);
  if (!snapshot) return found.ok ? openView(found.scope.room, now) : found.view;
  const seen = await snapshotView(ctx, request, found, sale, snapshot, now);
  return snapshot.stale ? { ...seen, stale: true } : seen;
}

/** The snapshot's word for the request: its place, its address to confirm, or the room. */
async function snapshotView(
  ctx: RoomContext,
  request: RoomRequest,
  found: Scoped,
  sale: Sale,
  snapshot: RoomSnapshot,
  now: Date,
): Promise<WaitingRoomView> {
  const claim = ctx.cookies.read(request.cookie, sale.room, now);
  const place = claim && snapshot.places.get(claim.entryId);
  if (claim && place) {
    const soldOut = !found.ok || snapshot.room.closed_at !== null;
    return placeView(ctx, snapshot.room, sale, claim.entryId, place, now, soldOut);
  }
  if (!found.ok) return found.view;
  if (claim && snapshot.unconfirmed.has(claim.entryId))
    return {
      kind: "confirm-mail",
      supportId: supportIdOf(claim.entryId),
      ...drawFacts(snapshot.room, now),
    };
  return openView(snapshot.room, now);
}

const openView = (room: RoomRow, now: Date): WaitingRoomView => ({
  kind: "open",
  emailGate: room.email_gate_at !== null,
  ...drawFacts(room, now),
});
