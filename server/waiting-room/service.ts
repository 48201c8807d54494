import { createHmac, randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { WaitingRoomView } from "../../core/api/waiting-room.ts";
import type { HubId } from "../../core/content/common.ts";
import type { ContentStore } from "../../core/content/store.ts";
import type { Locale } from "../../core/locale.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import { deriveKey } from "../crypto/cipher.ts";
import type { Database, Db } from "../db/schema.ts";
import { takeTurns } from "../db/turns.ts";
import { clientNetwork } from "../http/client-network.ts";
import { hubSiteUrl, pageLink } from "../outbox/links.ts";
import { requestedMailTransaction, type TooManyMails } from "../outbox/requested-mail.ts";
import type { MailQueue } from "../outbox/worker.ts";
import { refusedFor, type Result } from "../result.ts";
import type { TicketShop } from "../tickets/shop-port.ts";
import { admissionJob } from "./admission-job.ts";
import { defaultRate } from "./admission.ts";
import { drawKey } from "./draw.ts";
import { emailHasher, gateConfirmMail } from "./gate-mail.ts";
import { placeCookies } from "./place-cookie.ts";
import { ensureRoom, opensAt, queuedPackage, saleOf, type RoomRow, type Sale } from "./rooms.ts";
import { roomSnapshots, type PlaceFacts, type RoomSnapshot } from "./snapshot.ts";

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

/**
 * A confirm link that does not give a place: `unknown` (no such link), `address-taken` (the
 * address holds another place in this sale), or the room took no more places meanwhile.
 */
export type ConfirmRefusal =
  "unknown" | "address-taken" | "off" | "not-open" | "sold-out" | "network-full";

/** A place cookie to set: its value and until when. */
export interface PlaceCookie {
  value: string;
  expiresAt: Date;
}

/** How long a place cookie lasts beyond the sale start (or the join, if later). */
const cookieLifetimeMs = 24 * 3_600_000;
/**
 * How long an address entered at the e-mail gate holds one of its network's places while it
 * waits for its confirmation (the mail has long arrived by then); it can still confirm later if
 * the network has room.
 */
const gateHoldMs = 3_600_000;
/** How long a rate derived from the shop's quotas stands. */
const rateKeptMs = 60_000;

/** The room of a package at `now`, if the waiting room applies to it. */
type Scope = { sale: Sale; room: RoomRow };

export function waitingRoom(deps: WaitingRoomDeps) {
  const { db, clock, config, content, ticketShop, mail, log = console } = deps;
  const cookies = placeCookies(deps.formKey);
  const networkKey = deriveKey(deps.formKey, "waiting-room/network");
  const emailHash = emailHasher(deps.formKey);
  const snapshots = roomSnapshots(db, () => clock.now().getTime());
  /** Rates derived from the shop's quotas, per room and minute (a rate changes that slowly). */
  const derivedRates = new Map<string, { rate: number; at: number }>();
  const rateOf = async (room: RoomRow, sale: Sale) => {
    if (room.rate_per_minute !== null) return room.rate_per_minute;
    const now = clock.now().getTime();
    const known = derivedRates.get(room.room);
    if (known && now - known.at >= 0 && now - known.at < rateKeptMs) return known.rate;
    const quotas = await ticketShop.quotas(sale.ticketShopIds).catch(() => null);
    const rate = defaultRate(quotas, room.voucher_minutes);
    // What the shop did not answer is not kept: the next look asks again.
    if (quotas) derivedRates.set(room.room, { rate, at: now });
    return rate;
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

  /**
   * The seed's hash always; the seed itself from the sale start on; and how long a turn's voucher
   * lasts, which the page says before the turn comes.
   */
  function drawFacts(room: RoomRow, now: Date) {
    const drawn = now.getTime() >= Date.parse(room.sale_start);
    return {
      seedHash: room.seed_hash,
      seed: drawn ? room.seed : null,
      saleStart: room.sale_start,
      voucherMinutes: room.voucher_minutes,
    };
  }

  /** Whether the shop has no ticket left for the place's product; unknown counts as not. */
  const productSoldOut = (place: PlaceFacts) =>
    ticketShop.soldOut(place.ticketShopId, [place.itemId]).catch(() => false);

  async function placeView(
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
      if (!place.voucherReady && (soldOut || (await productSoldOut(place))))
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
  async function view(request: RoomRequest): Promise<WaitingRoomView> {
    const now = clock.now();
    const found = await scope(request, now);
    if (!found.ok) {
      // The already admitted keep their voucher when the room closes.
      if (found.view.kind !== "sold-out") return found.view;
    }
    const sale = saleOf(content, request.hubId, now)!;
    const snapshot = await snapshots.get(sale.room);
    if (!snapshot) return found.ok ? openView(found.scope.room, now) : found.view;
    const seen = await snapshotView(request, found, sale, snapshot, now);
    return snapshot.stale ? { ...seen, stale: true } : seen;
  }

  /** The snapshot's word for the request: its place, its address to confirm, or the room. */
  async function snapshotView(
    request: RoomRequest,
    found: Awaited<ReturnType<typeof scope>>,
    sale: Sale,
    snapshot: RoomSnapshot,
    now: Date,
  ): Promise<WaitingRoomView> {
    const claim = cookies.read(request.cookie, sale.room, now);
    const place = claim && snapshot.places.get(claim.entryId);
    if (claim && place) {
      const soldOut = !found.ok || snapshot.room.closed_at !== null;
      return placeView(snapshot.room, sale, claim.entryId, place, now, soldOut);
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

  /** The cookie's place, unless it is spent (its voucher lapsed): a good one is kept as it is. */
  async function goodPlace(request: RoomRequest, sale: Sale, now: Date) {
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

  /** The client's network (IPv4 address, IPv6 /64), keyed: the address itself is not stored. */
  const networkKeyOf = (clientAddress: string) =>
    createHmac("sha256", networkKey).update(clientNetwork(clientAddress)).digest("base64url");

  /** Joins, gate requests and confirmations from one network take turns (takeTurns). */
  const networkTurn = (room: string, key: string) => `waiting-room/network ${room} ${key}`;

  /**
   * Whether the network holds its cap in the room already: its places, and the addresses entered
   * at the gate that still wait for their confirmation (each a place to be, for gateHoldMs),
   * but the place `except` (the one being asked for again or confirmed).
   */
  async function networkFull(
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
  async function insertEntry(
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

  const cookieExpiry = (sale: Sale, now: Date) =>
    new Date(Math.max(now.getTime(), sale.saleStart.getTime()) + cookieLifetimeMs);

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
    const expiresAt = cookieExpiry(sale, now);
    const { good } = await goodPlace(request, sale, now);
    if (good) return { ok: true, cookie: { value: request.cookie!, expiresAt } };
    // Places of this room come only through a confirmed address (requestGate, confirmGate).
    if (room.email_gate_at) return refusedFor("email-gate");
    const key = networkKeyOf(request.clientAddress);
    const pkg = queuedPackage(content, request.hubId, request.ticketShopId, request.packageId)!;
    const id = randomBytes(16).toString("hex");
    const lane = await db.transaction().execute(async (trx) => {
      // Joins from one network take turns: counted at once, each would find room under the cap.
      await takeTurns(trx, networkTurn(sale.room, key));
      if (await networkFull(trx, { room: sale.room, key, now })) return null;
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

  /**
   * The e-mail gate's first step: the address a visitor entered gets a confirm link, and the
   * device a cookie naming the place that the confirmation will make (it is not in the queue
   * before). A device with a good place keeps it and gets no mail. Only a keyed hash of the
   * address is stored; the mail counts against the inbox's hourly budget like every mail a
   * visitor asks for.
   */
  async function requestGate(
    request: RoomRequest & { clientAddress: string; email: string; locale: Locale },
  ): Promise<Result<JoinRefusal, { cookie: PlaceCookie }, TooManyMails>> {
    const now = clock.now();
    const found = await scope(request, now);
    if (!found.ok) {
      const kind = found.view.kind;
      return refusedFor(kind === "not-open" || kind === "sold-out" ? kind : "off");
    }
    const { sale, room } = found.scope;
    if (!room.email_gate_at) return refusedFor("off");
    const expiresAt = cookieExpiry(sale, now);
    const { claim, good } = await goodPlace(request, sale, now);
    if (good) return { ok: true, cookie: { value: request.cookie!, expiresAt } };
    const key = networkKeyOf(request.clientAddress);
    const pkg = queuedPackage(content, request.hubId, request.ticketShopId, request.packageId)!;
    // A device that entered an address before keeps the place id its cookie names.
    const pending =
      claim &&
      (await db
        .selectFrom("waiting_room_gate")
        .select("entry_id")
        .where("room", "=", sale.room)
        .where("entry_id", "=", claim.entryId)
        .executeTakeFirst());
    const entryId = pending ? pending.entry_id : randomBytes(16).toString("hex");
    const linkId = randomBytes(16).toString("hex");
    const link = pageLink(hubSiteUrl(config, request.hubId), `/ticket/order/${pkg.ticketShopId}`, {
      package: pkg.id,
      confirm: linkId,
    });
    const site = content[request.hubId].hub.signTitle[request.locale];
    const requested = await requestedMailTransaction(
      { db, outbox: mail, clock, config },
      async (trx, requestMail) => {
        // Each address waiting for its confirmation holds a place of the network's cap: else
        // one network would get a place for every address it enters.
        await takeTurns(trx, networkTurn(sale.room, key));
        if (await networkFull(trx, { room: sale.room, key, now, except: entryId }))
          return refusedFor("network-full");
        await trx
          .insertInto("waiting_room_gate")
          .values({
            id: linkId,
            room: sale.room,
            entry_id: entryId,
            ticket_shop_id: pkg.ticketShopId,
            package_id: pkg.id,
            item_id: pkg.ticketShopItemId,
            network_key: key,
            email_hash: emailHash(request.email),
            created_at: now.toISOString(),
          })
          .execute();
        await requestMail({
          to: request.email.trim(),
          ...gateConfirmMail(request.locale, site, link),
        });
        return { ok: true as const };
      },
    );
    if (!requested.ok) return requested;
    mail.nudge();
    snapshots.invalidate(sale.room);
    return { ok: true, cookie: { value: cookies.sign(entryId, sale.room, expiresAt), expiresAt } };
  }

  /**
   * The confirm link of the e-mail gate: its place joins the queue now (in the pre-queue before
   * the sale start, else at the end), bound to the address. An address holds one place per sale;
   * a place whose voucher lapsed lets its address go, so that it can queue again. Answers the
   * place's cookie, for the device the link is opened on.
   */
  async function confirmGate(
    hubId: HubId,
    linkId: string,
  ): Promise<
    Result<ConfirmRefusal, { cookie: PlaceCookie; ticketShopId: number; packageId: string }>
  > {
    const now = clock.now();
    const gate = await db
      .selectFrom("waiting_room_gate")
      .selectAll()
      .where("id", "=", linkId)
      .executeTakeFirst();
    if (!gate) return refusedFor("unknown");
    const found = await scope(
      { hubId, ticketShopId: gate.ticket_shop_id, packageId: gate.package_id, cookie: undefined },
      now,
    );
    if (!found.ok) {
      const kind = found.view.kind;
      return refusedFor(kind === "not-open" || kind === "sold-out" ? kind : "off");
    }
    const { sale, room } = found.scope;
    if (gate.room !== sale.room) return refusedFor("unknown");
    const placed = await db.transaction().execute(async (trx) => {
      // The network's cap, again: its other places may have come meanwhile, and the address may
      // have been entered before they did (its hold over).
      await takeTurns(trx, networkTurn(sale.room, gate.network_key));
      const known = await trx
        .selectFrom("waiting_room_entries")
        .select("id")
        .where("id", "=", gate.entry_id)
        .executeTakeFirst();
      const cap = { room: sale.room, key: gate.network_key, now, except: gate.entry_id };
      if (!known && (await networkFull(trx, cap))) return "network-full";
      // Addresses of spent places (voucher lapsed) may queue again.
      await trx
        .updateTable("waiting_room_entries")
        .set({ email_hash: null })
        .where("room", "=", sale.room)
        .where("email_hash", "=", gate.email_hash)
        .where((eb) =>
          eb.or([eb("lapsed_at", "is not", null), eb("valid_until", "<=", now.toISOString())]),
        )
        .execute();
      // Insert first, then read who holds the address: a check before the insert would let two
      // confirmations at once both insert, and the second hit the unique index.
      await insertEntry(
        trx,
        {
          id: gate.entry_id,
          room,
          sale,
          ticketShopId: gate.ticket_shop_id,
          packageId: gate.package_id,
          itemId: gate.item_id,
          networkKey: gate.network_key,
          emailHash: gate.email_hash,
        },
        now,
      );
      const holder = await trx
        .selectFrom("waiting_room_entries")
        .select("id")
        .where("room", "=", sale.room)
        .where((eb) =>
          eb.or([eb("email_hash", "=", gate.email_hash), eb("id", "=", gate.entry_id)]),
        )
        .executeTakeFirstOrThrow();
      if (holder.id !== gate.entry_id) return "address-taken";
      await trx
        .updateTable("waiting_room_gate")
        .set({ confirmed_at: now.toISOString() })
        .where("entry_id", "=", gate.entry_id)
        .where("room", "=", sale.room)
        .where("confirmed_at", "is", null)
        .execute();
      return "placed";
    });
    if (placed !== "placed") return refusedFor(placed);
    snapshots.invalidate(sale.room);
    const expiresAt = cookieExpiry(sale, now);
    return {
      ok: true,
      cookie: { value: cookies.sign(gate.entry_id, sale.room, expiresAt), expiresAt },
      ticketShopId: gate.ticket_shop_id,
      packageId: gate.package_id,
    };
  }

  const { tick } = admissionJob({
    db,
    clock,
    content,
    ticketShop,
    log,
    rateOf,
    roundDone: (room) => snapshots.invalidate(room),
  });

  return { view, join, requestGate, confirmGate, tick, rateOf, snapshots };
}

export type WaitingRoom = ReturnType<typeof waitingRoom>;

export { placeCookieName } from "./place-cookie.ts";
/** The wait list sends the same single-use shop vouchers. */
export { voucherCode } from "./admission.ts";

/** What a visitor reads out to the team: the first 10 characters of the place's id, grouped. */
export function supportIdOf(entryId: string): string {
  return `${entryId.slice(0, 5)}-${entryId.slice(5, 10)}`.toUpperCase();
}
