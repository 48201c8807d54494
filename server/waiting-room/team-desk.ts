import type {
  WaitingRoomAuditEntry,
  WaitingRoomPlace,
  WaitingRoomSettings,
  WaitingRoomTeam,
} from "../../core/api/waiting-room-team.ts";
import type { HubId } from "../../core/content/common.ts";
import type { ContentStore } from "../../core/content/store.ts";
import type { Clock } from "../clock.ts";
import type { Updateable } from "kysely";
import { isPostgres } from "../db/migrations/columns.ts";
import type { Db, WaitingRoomsTable } from "../db/schema.ts";
import type { ShopCallBudget } from "../tickets/shop-port.ts";
import { ensureRoom, saleOf, type RoomRow } from "./rooms.ts";
import { supportIdOf } from "./room-context.ts";
import type { WaitingRoom } from "./service.ts";

export interface WaitingRoomDeskDeps {
  db: Db;
  clock: Clock;
  content: ContentStore;
  waitingRoom: Pick<WaitingRoom, "rateOf" | "snapshots">;
  shopCalls: Pick<ShopCallBudget, "status">;
}

/** Recent changes the team's screen lists. */
const auditShown = 20;

type AuditValue = string | number | boolean | null;
/** The team's settings and the pause, as the audit log names them. */
type Setting = keyof WaitingRoomSettings | "paused";

const settingsOf = (room: RoomRow): WaitingRoomSettings & { paused: boolean } => ({
  enabled: room.disabled_at === null,
  opensMinutes: room.opens_minutes,
  ratePerMinute: room.rate_per_minute,
  voucherMinutes: room.voucher_minutes,
  emailGate: room.email_gate_at !== null,
  paused: room.paused_at !== null,
});

/** The columns of a setting's new value (switches are kept as the time they were switched on). */
function columnsOf(
  change: Partial<WaitingRoomSettings & { paused: boolean }>,
  at: string,
): Updateable<WaitingRoomsTable> {
  const since = (on: boolean) => (on ? at : null);
  return {
    ...(change.enabled !== undefined && { disabled_at: since(!change.enabled) }),
    ...(change.opensMinutes !== undefined && { opens_minutes: change.opensMinutes }),
    ...(change.ratePerMinute !== undefined && { rate_per_minute: change.ratePerMinute }),
    ...(change.voucherMinutes !== undefined && { voucher_minutes: change.voucherMinutes }),
    ...(change.emailGate !== undefined && { email_gate_at: since(change.emailGate) }),
    ...(change.paused !== undefined && { paused_at: since(change.paused) }),
  };
}

/** The city's sale now and its room (set up on first use, as for visitors). */
async function current({ db, clock, content }: WaitingRoomDeskDeps, hubId: HubId) {
  const now = clock.now();
  const sale = saleOf(content, hubId, now);
  if (!sale) return null;
  return { sale, room: await ensureRoom(db, sale, now), now };
}

async function overview(deps: WaitingRoomDeskDeps, hubId: HubId): Promise<WaitingRoomTeam | null> {
  const { db, waitingRoom, shopCalls } = deps;
  const found = await current(deps, hubId);
  if (!found) return null;
  const { sale, room, now } = found;
  const entries = await db
    .selectFrom("waiting_room_entries")
    .select(["id", "admitted_at", "redeemed_at", "lapsed_at"])
    .where("room", "=", room.room)
    .execute();
  const pending = await db
    .selectFrom("waiting_room_gate")
    .select("entry_id")
    .where("room", "=", room.room)
    .where("confirmed_at", "is", null)
    .execute();
  const placed = new Set(entries.map((entry) => entry.id));
  const count = (test: (entry: (typeof entries)[number]) => boolean) => entries.filter(test).length;
  const audit = await db
    .selectFrom("waiting_room_audit")
    .selectAll()
    .where("room", "=", room.room)
    .orderBy("id", "desc")
    .limit(auditShown)
    .execute();
  const { paused, ...settings } = settingsOf(room);
  const defaultRate = await waitingRoom.rateOf({ ...room, rate_per_minute: null }, sale);
  // Read last: the calls this look made count.
  const calls = await shopCalls.status();
  return {
    saleStart: room.sale_start,
    settings,
    defaultRate,
    paused,
    closed: room.closed_at !== null,
    figures: {
      waiting: count((entry) => entry.admitted_at === null),
      unconfirmed: new Set(pending.map((gate) => gate.entry_id).filter((id) => !placed.has(id)))
        .size,
      admitted: count((entry) => entry.admitted_at !== null),
      redeemed: count((entry) => entry.redeemed_at !== null),
      lapsed: count((entry) => entry.lapsed_at !== null),
      // The admission job learns which vouchers were used when they lapse, once each; a look
      // asks the shop nothing. Whether the shop answered the job's last round:
      shopUnavailable: room.shop_failed_at !== null,
    },
    shopCalls: {
      perMinute: calls.perMinute,
      usedThisMinute: calls.usedThisMinute,
      retryAfterUntil: calls.retryAfterUntil?.toISOString() ?? null,
    },
    seedHash: room.seed_hash,
    seed: now.getTime() >= sale.saleStart.getTime() ? room.seed : null,
    audit: audit.map((row): WaitingRoomAuditEntry => {
      const changes = JSON.parse(row.change_json) as Record<string, [AuditValue, AuditValue]>;
      return {
        at: row.at,
        by: row.by_name,
        changes: Object.entries(changes).map(([setting, [from, to]]) => ({
          setting,
          from,
          to,
        })),
      };
    }),
  };
}

/**
 * Changes settings of the city's current room; only what differs is written, with its old and
 * new value and who changed it, in one transaction. False when the city has no such sale.
 */
async function change(
  deps: WaitingRoomDeskDeps,
  hubId: HubId,
  /** The team member, as their session names them. */
  by: { ownerId: string; name: string },
  wanted: Partial<WaitingRoomSettings & { paused: boolean }>,
): Promise<boolean> {
  const { db, waitingRoom } = deps;
  const found = await current(deps, hubId);
  if (!found) return false;
  const at = found.now.toISOString();
  await db.transaction().execute(async (trx) => {
    const query = trx.selectFrom("waiting_rooms").selectAll().where("room", "=", found.room.room);
    // Two team members saving at once: the second reads the first's values as its "before"
    // (PostgreSQL; SQLite runs one transaction at a time), so the audit log's old values hold.
    const row = await (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirstOrThrow();
    const before = settingsOf({
      ...row,
      admissions: Number(row.admissions),
      version: Number(row.version),
    });
    const changes: Partial<Record<Setting, [AuditValue, AuditValue]>> = {};
    for (const [setting, value] of Object.entries(wanted) as [Setting, AuditValue][])
      if (value !== undefined && before[setting] !== value)
        changes[setting] = [before[setting], value];
    const changed = Object.fromEntries(
      Object.entries(changes).map(([setting, [, value]]) => [setting, value]),
    ) as Partial<WaitingRoomSettings & { paused: boolean }>;
    if (Object.keys(changed).length === 0) return;
    await trx
      .updateTable("waiting_rooms")
      .set(columnsOf(changed, at))
      .where("room", "=", row.room)
      .execute();
    await trx
      .insertInto("waiting_room_audit")
      .values({
        room: row.room,
        at,
        by_id: by.ownerId,
        by_name: by.name,
        change_json: JSON.stringify(changes),
      })
      .execute();
  });
  waitingRoom.snapshots.invalidate(found.room.room);
  return true;
}

/**
 * A place by the number its visitor reads out (supportIdOf): its lane, its place once the
 * draw is public, its times. Nothing that names a person (no address, network or voucher).
 */
async function lookUp(
  deps: WaitingRoomDeskDeps,
  hubId: HubId,
  supportId: string,
): Promise<WaitingRoomPlace | null> {
  const { db, waitingRoom } = deps;
  const found = await current(deps, hubId);
  if (!found) return null;
  const { sale, room, now } = found;
  const prefix = supportId.replace("-", "").toLowerCase();
  const entry = await db
    .selectFrom("waiting_room_entries")
    .selectAll()
    .where("room", "=", room.room)
    .where("id", "like", `${prefix}%`)
    .executeTakeFirst();
  if (!entry) {
    const gate = await db
      .selectFrom("waiting_room_gate")
      .select(["entry_id", "created_at"])
      .where("room", "=", room.room)
      .where("entry_id", "like", `${prefix}%`)
      .orderBy("created_at")
      .executeTakeFirst();
    return gate
      ? {
          supportId: supportIdOf(gate.entry_id),
          lane: "unconfirmed",
          place: null,
          joinedAt: gate.created_at,
          emailConfirmed: false,
          admittedAt: null,
          validUntil: null,
          redeemedAt: null,
          lapsedAt: null,
        }
      : null;
  }
  const drawn = now.getTime() >= sale.saleStart.getTime();
  const facts = (await waitingRoom.snapshots.get(room.room))?.places.get(entry.id);
  return {
    supportId: supportIdOf(entry.id),
    lane: entry.lane === 0 ? "pre-queue" : "late",
    // Before the start the draw is not public, for the team either.
    place: drawn || entry.lane !== 0 ? (facts?.order ?? null) : null,
    joinedAt: entry.joined_at,
    emailConfirmed: entry.email_hash !== null,
    admittedAt: entry.admitted_at,
    validUntil: entry.valid_until,
    redeemedAt: entry.redeemed_at,
    lapsedAt: entry.lapsed_at,
  };
}

/**
 * The team's side of a city's waiting room: its settings (every change written to the audit
 * log with who, when, old and new), the pause, the live figures and the support lookup of a
 * place by the number its visitor reads out, without any personal data.
 */
export function waitingRoomDesk(deps: WaitingRoomDeskDeps) {
  return {
    overview: (hubId: HubId) => overview(deps, hubId),
    change: (
      hubId: HubId,
      by: { ownerId: string; name: string },
      wanted: Partial<WaitingRoomSettings & { paused: boolean }>,
    ) => change(deps, hubId, by, wanted),
    lookUp: (hubId: HubId, supportId: string) => lookUp(deps, hubId, supportId),
  };
}

export type WaitingRoomDesk = ReturnType<typeof waitingRoomDesk>;
