import { createHmac } from "node:crypto";
import type { WaitingRoomView } from "../../core/api/waiting-room.ts";
import type { HubId } from "../../core/content/common.ts";
import type { ContentStore } from "../../core/content/store.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import { deriveKey } from "../crypto/cipher.ts";
import type { Db } from "../db/schema.ts";
import { clientNetwork } from "../http/client-network.ts";
import type { MailQueue } from "../outbox/worker.ts";
import { refusedFor } from "../result.ts";
import type { TicketShop } from "../tickets/shop-port.ts";
import { defaultRate } from "./admission.ts";
import { emailHasher } from "./gate-mail.ts";
import { placeCookies, type PlaceCookies } from "./place-cookie.ts";
import { ensureRoom, opensAt, queuedPackage, saleOf, type RoomRow, type Sale } from "./rooms.ts";
import { roomSnapshots } from "./snapshot.ts";

export interface WaitingRoomDeps {
  db: Db;
  clock: Clock;
  config: Pick<
    Config,
    "WAITING_ROOM_NETWORK_CAP" | "RATE_LIMIT_MAILS" | "PUBLIC_URL" | "HUB_HOSTS" | "DEFAULT_HUB"
  >;
  content: ContentStore;
  ticketShop: TicketShop;
  /** The e-mail gate's confirmation mails. */
  mail: MailQueue;
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

/** `email-gate`: the room takes only places with an address confirmed beforehand. */
export type JoinRefusal = "off" | "not-open" | "sold-out" | "network-full" | "email-gate";

/** A place cookie to set: its value and until when. */
export interface PlaceCookie {
  value: string;
  expiresAt: Date;
}

/** How long a place cookie lasts beyond the sale start (or the join, if later). */
const cookieLifetimeMs = 24 * 3_600_000;
/** How long a rate derived from the shop's quotas stands. */
const rateKeptMs = 60_000;

/** The room of a package at `now`, if the waiting room applies to it. */
export type Scope = { sale: Sale; room: RoomRow };

/** What the room's steps share: its dependencies and the keys and caches made from them once. */
export interface RoomContext extends Omit<WaitingRoomDeps, "formKey" | "log"> {
  cookies: PlaceCookies;
  snapshots: ReturnType<typeof roomSnapshots>;
  /** The client's network (IPv4 address, IPv6 /64), keyed: the address itself is not stored. */
  networkKeyOf(clientAddress: string): string;
  /** A keyed hash of an address entered at the e-mail gate (only that is stored). */
  emailHash(email: string): string;
  /** People admitted per minute: the team's rate, else derived from the shop's quotas. */
  rateOf(room: RoomRow, sale: Sale): Promise<number>;
}

export function roomContext(deps: WaitingRoomDeps): RoomContext {
  const { db, clock, ticketShop } = deps;
  const networkKey = deriveKey(deps.formKey, "waiting-room/network");
  /** Rates derived from the shop's quotas, per room and minute (a rate changes that slowly). */
  const derivedRates = new Map<string, { rate: number; at: number }>();
  return {
    db,
    clock,
    config: deps.config,
    content: deps.content,
    ticketShop,
    mail: deps.mail,
    cookies: placeCookies(deps.formKey),
    snapshots: roomSnapshots(db, () => clock.now().getTime()),
    networkKeyOf: (clientAddress) =>
      createHmac("sha256", networkKey).update(clientNetwork(clientAddress)).digest("base64url"),
    emailHash: emailHasher(deps.formKey),
    async rateOf(room, sale) {
      if (room.rate_per_minute !== null) return room.rate_per_minute;
      const now = clock.now().getTime();
      const known = derivedRates.get(room.room);
      if (known && now - known.at >= 0 && now - known.at < rateKeptMs) return known.rate;
      const quotas = await ticketShop.quotas(sale.ticketShopIds).catch(() => null);
      const rate = defaultRate(quotas, room.voucher_minutes);
      // What the shop did not answer is not kept: the next look asks again.
      if (quotas) derivedRates.set(room.room, { rate, at: now });
      return rate;
    },
  };
}

/**
 * The seed's hash always; the seed itself from the sale start on; and how long a turn's voucher
 * lasts, which the page says before the turn comes.
 */
export function drawFacts(room: RoomRow, now: Date) {
  const drawn = now.getTime() >= Date.parse(room.sale_start);
  return {
    seedHash: room.seed_hash,
    seed: drawn ? room.seed : null,
    saleStart: room.sale_start,
    voucherMinutes: room.voucher_minutes,
  };
}

export type Scoped = { ok: true; scope: Scope } | { ok: false; view: WaitingRoomView };

/** The room for a visitor's package, or why there is none. */
export async function scope(
  { db, content, snapshots }: RoomContext,
  request: RoomRequest,
  now: Date,
): Promise<Scoped> {
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

/** Why a room without a scope takes no place: not open yet, sold out, or off. */
export function noRoom(view: WaitingRoomView) {
  const { kind } = view;
  return refusedFor(kind === "not-open" || kind === "sold-out" ? kind : "off");
}

/** Until when a place cookie made now holds. */
export const cookieExpiry = (sale: Sale, now: Date) =>
  new Date(Math.max(now.getTime(), sale.saleStart.getTime()) + cookieLifetimeMs);

/** What a visitor reads out to the team: the first 10 characters of the place's id, grouped. */
export function supportIdOf(entryId: string): string {
  return `${entryId.slice(0, 5)}-${entryId.slice(5, 10)}`.toUpperCase();
}
