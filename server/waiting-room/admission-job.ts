import type { ExpressionBuilder } from "kysely";
import type { HubId } from "../../core/content/common.ts";
import type { ContentStore } from "../../core/content/store.ts";
import type { Clock } from "../clock.ts";
import { isPostgres } from "../db/migrations/columns.ts";
import type { Database, Db } from "../db/schema.ts";
import { takeLease } from "../db/lease.ts";
import {
  ShopCallWithheldError,
  TicketShopUnavailableError,
  type TicketShop,
} from "../tickets/shop-port.ts";
import { admitNext } from "./admission.ts";
import { readRoom, saleOf, voucherTag, type RoomRow, type Sale } from "./rooms.ts";
import { dropStock, freshStock, takeTickets, type StockRow } from "./stock.ts";

/*
 * The admission job (docs/decisions/0037-waiting-room.md, 0066-fewer-shop-calls.md): every
 * second on every instance; one instance at a time runs a room's round. It asks the shop only
 * what changed: which of a minute's vouchers were used, once, when they lapse; a product's
 * tickets once a minute or when a voucher lapsed; and it sends the admitted's vouchers in one
 * batch every few seconds.
 */

export interface AdmissionJobDeps {
  db: Db;
  clock: Clock;
  content: ContentStore;
  ticketShop: TicketShop;
  log: Pick<Console, "error">;
  /** People admitted per minute: the team's rate, else derived from the shop's quotas. */
  rateOf(room: RoomRow, sale: Sale): Promise<number>;
  /** Told after each round of a room: what its visitors see is read anew. */
  roundDone(room: string): void;
}

/** An instance's lease on a room's round; another takes over after it (a crashed instance). */
const leaseMs = 30_000;
/** An instance's claim on creating a voucher in the shop; another takes over after it. */
const pushClaimMs = 30_000;
/** The room's vouchers go to the shop in one batch at most this often. */
export const pushEveryMs = 5_000;

/** The room's round for this instance, unless another instance holds it. */
function lease(db: Db, room: string, now: Date): Promise<string | null> {
  return takeLease(now, leaseMs, (until, nowIso) =>
    db
      .updateTable("waiting_rooms")
      .set({ job_until: until })
      .where("room", "=", room)
      .where((eb) => eb.or([eb("job_until", "is", null), eb("job_until", "<=", nowIso)]))
      .executeTakeFirst(),
  );
}

/**
 * Vouchers past their validity, a minute's at a time (they share one tag): the shop lists the
 * tag's used ones, once, and the others lapse. A lapsed voucher's ticket is free again: the
 * shop's word on its tickets is dropped, to be asked afresh.
 */
async function settleLapsed(deps: AdmissionJobDeps, room: string, now: Date): Promise<void> {
  const { db, ticketShop } = deps;
  const open = (eb: ExpressionBuilder<Database, "waiting_room_entries">) =>
    eb.and([
      eb("room", "=", room),
      eb("valid_until", "<=", now.toISOString()),
      eb("redeemed_at", "is", null),
      eb("lapsed_at", "is", null),
    ]);
  const groups = await db
    .selectFrom("waiting_room_entries")
    .select(["ticket_shop_id", "valid_until"])
    .select((eb) => eb.fn.count<number | string>("voucher_created_at").as("pushed"))
    .where(open)
    .groupBy(["ticket_shop_id", "valid_until"])
    .execute();
  for (const { ticket_shop_id: ticketShopId, valid_until: validUntil, pushed } of groups) {
    const inGroup = db
      .updateTable("waiting_room_entries")
      .where(open)
      .where("ticket_shop_id", "=", ticketShopId)
      .where("valid_until", "=", validUntil);
    if (Number(pushed) > 0) {
      const tag = voucherTag(room, validUntil!);
      const codes = [...(await ticketShop.redeemedCodes(ticketShopId, tag))];
      if (codes.length > 0)
        await inGroup
          .set({ redeemed_at: now.toISOString() })
          .where("voucher_code", "in", codes)
          .execute();
    }
    const lapsed = await inGroup
      .set({ lapsed_at: now.toISOString() })
      .returning("voucher_created_at")
      .execute();
    if (lapsed.some((entry) => entry.voucher_created_at !== null))
      await dropStock(db, room, ticketShopId);
  }
}

/**
 * How many more of each product the room may admit now: the tickets the shop has free for it,
 * less those already admitted and waiting for their voucher (an unlimited product: no limit).
 */
async function admissible(db: Db, room: string, stock: StockRow[], now: Date) {
  const waiting = await db
    .selectFrom("waiting_room_entries")
    .select("item_id")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("room", "=", room)
    .where("admitted_at", "is not", null)
    .where("voucher_created_at", "is", null)
    .where("lapsed_at", "is", null)
    .where("valid_until", ">", now.toISOString())
    .groupBy("item_id")
    .execute();
  const limits = new Map<number, number>();
  for (const row of stock) {
    if (row.tickets_left === null) continue;
    const held = waiting.find((group) => group.item_id === row.item_id);
    limits.set(row.item_id, Math.max(0, row.tickets_left - Number(held?.n ?? 0)));
  }
  return limits;
}

/** Admitted places the shop has no voucher for yet, claimed by this instance. */
async function claimPushes(db: Db, room: string, now: Date) {
  const unclaimed = (eb: ExpressionBuilder<Database, "waiting_room_entries">) =>
    eb.or([eb("push_until", "is", null), eb("push_until", "<", now.toISOString())]);
  const candidates = db
    .selectFrom("waiting_room_entries")
    .select("id")
    .where("room", "=", room)
    .where("admitted_at", "is not", null)
    .where("voucher_created_at", "is", null)
    .where("lapsed_at", "is", null)
    .where(unclaimed)
    .limit(100);
  // On PostgreSQL another instance's claim or mark may hold some of these rows: skipping them,
  // instead of waiting row by row in whatever order each statement meets them, is what keeps
  // two instances from deadlocking (SQLite runs one statement at a time).
  const claimable = isPostgres(db) ? candidates.forUpdate().skipLocked() : candidates;
  // The claim is checked again on the row itself: PostgreSQL does not run the subquery again
  // when the row was locked by another instance's claim, so the row would be claimed twice.
  return db
    .updateTable("waiting_room_entries")
    .set({ push_until: new Date(now.getTime() + pushClaimMs).toISOString() })
    .where("id", "in", claimable)
    .where("voucher_created_at", "is", null)
    .where(unclaimed)
    .returning(["id", "ticket_shop_id", "item_id", "voucher_code", "valid_until"])
    .execute();
}

/**
 * The admitted's vouchers to the shop, one batch per shop at most every pushEveryMs. Each takes
 * a ticket of the room's stock first: pretix checks each voucher of a batch against the quota
 * as it was before the batch, and a voucher that blocks its quota skips the quota at checkout,
 * so a batch larger than the tickets left would sell more than there are. Who finds none keeps
 * waiting (a lapsing voucher gives its ticket back); once the shop has sold every ticket the
 * room closes and they see it sold out.
 */
async function pushVouchers(deps: AdmissionJobDeps, room: RoomRow, now: Date): Promise<void> {
  const { db, ticketShop } = deps;
  const since = room.pushed_at ? now.getTime() - Date.parse(room.pushed_at) : Infinity;
  if (since >= 0 && since < pushEveryMs) return;
  const claimed = await claimPushes(db, room.room, now);
  if (claimed.length === 0) return;
  const unsent: string[] = [];
  for (const [ticketShopId, claims] of Map.groupBy(claimed, (entry) => entry.ticket_shop_id)) {
    const entries: typeof claims = [];
    for (const [itemId, ofItem] of Map.groupBy(claims, (claim) => claim.item_id)) {
      const key = { room: room.room, ticket_shop_id: ticketShopId, item_id: itemId };
      const taken = await takeTickets(db, key, ofItem.length);
      entries.push(...ofItem.slice(0, taken));
      unsent.push(...ofItem.slice(taken).map((entry) => entry.id));
    }
    if (entries.length === 0) continue;
    try {
      await ticketShop.createVouchers(
        ticketShopId,
        entries.map((entry) => ({
          code: entry.voucher_code!,
          itemId: entry.item_id,
          validUntil: new Date(entry.valid_until!),
          tag: voucherTag(room.room, entry.valid_until!),
        })),
      );
    } catch (error) {
      // Refused or unanswered: the room asks the shop afresh before its next batch.
      await dropStock(db, room.room, ticketShopId);
      throw error;
    }
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
  // Those who found no ticket are tried again with the next batch.
  if (unsent.length > 0)
    await db
      .updateTable("waiting_room_entries")
      .set({ push_until: null })
      .where("id", "in", unsent)
      .execute();
  await db
    .updateTable("waiting_rooms")
    .set({ pushed_at: now.toISOString() })
    .where("room", "=", room.room)
    .execute();
}

/** The room's last answers from the shop on its products' tickets, however old. */
const knownStock = (db: Db, room: string) =>
  db.selectFrom("waiting_room_stock").selectAll().where("room", "=", room).execute();

/**
 * A room's round: lapse the unused vouchers; close the room once the shop has sold every ticket
 * of its products, else admit as many as are due and have a ticket free; send their vouchers.
 * While the shop may not be asked (its Retry-After, the call budget), admission goes on at the
 * rate from the shop's last answers; lapses, closing and the vouchers wait for the shop.
 */
async function round(deps: AdmissionJobDeps, room: RoomRow, sale: Sale, now: Date) {
  const { db, ticketShop } = deps;
  let withheld: ShopCallWithheldError | undefined;
  const unlessWithheld = async <T>(ask: () => Promise<T>, meanwhile: () => Promise<T>) => {
    try {
      return await ask();
    } catch (error) {
      if (!(error instanceof ShopCallWithheldError)) throw error;
      withheld ??= error;
      return meanwhile();
    }
  };
  // Lapsed places first: each gives its admission to the next person in this round.
  await unlessWithheld(
    () => settleLapsed(deps, room.room, now),
    async () => {},
  );
  if (!room.closed_at) {
    const stock = await unlessWithheld(
      () => freshStock(db, ticketShop, room.room, sale, now),
      () => knownStock(db, room.room),
    );
    if (!withheld && stock.length > 0 && stock.every((row) => row.sold_at !== null)) {
      await db
        .updateTable("waiting_rooms")
        .set({ closed_at: now.toISOString() })
        .where("room", "=", room.room)
        .where("closed_at", "is", null)
        .execute();
    } else {
      const limits = await admissible(db, room.room, stock, now);
      // Nothing free for any product: admission rests until tickets come back.
      const someFree = stock.length > limits.size || [...limits.values()].some((n) => n > 0);
      if (someFree)
        await admitNext(db, {
          room: room.room,
          now,
          rate: await deps.rateOf(room, sale),
          voucherMinutes: room.voucher_minutes,
          limits,
        });
    }
  }
  // The vouchers go out only against a fresh answer on the tickets.
  if (withheld) throw withheld;
  await pushVouchers(deps, room, now);
}

/** The job's run: each city whose sale has started, its room's round. */
export function admissionJob(deps: AdmissionJobDeps) {
  const { db, clock, content, log } = deps;
  const noteShop = (room: string, failedAt: string | null) =>
    db
      .updateTable("waiting_rooms")
      .set({ shop_failed_at: failedAt })
      .where("room", "=", room)
      .execute();

  async function tick(): Promise<void> {
    const now = clock.now();
    for (const hubId of Object.keys(content) as HubId[]) {
      const sale = saleOf(content, hubId, now);
      if (!sale || now.getTime() < sale.saleStart.getTime()) continue;
      const room = await readRoom(db, sale.room);
      if (!room || room.disabled_at) continue;
      const until = await lease(db, room.room, now);
      if (!until) continue;
      try {
        await round(deps, room, sale, now);
        if (room.shop_failed_at) await noteShop(room.room, null);
      } catch (error) {
        // The shop is down: the job tries again next second; the database's errors go up. A call
        // the shop's budget held back is tried again the same way (the budget logs its own).
        if (!(error instanceof TicketShopUnavailableError)) throw error;
        if (error instanceof ShopCallWithheldError) continue;
        log.error(`Waiting room ${room.room}: the ticket shop did not answer:`, error.message);
        if (!room.shop_failed_at) await noteShop(room.room, now.toISOString());
      } finally {
        await db
          .updateTable("waiting_rooms")
          .set({ job_until: null })
          .where("room", "=", room.room)
          .where("job_until", "=", until)
          .execute();
        deps.roundDone(room.room);
      }
    }
  }

  return { tick };
}
