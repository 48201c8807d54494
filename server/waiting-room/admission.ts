import { randomInt } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { Database, Db } from "../db/schema.ts";
import type { Quota } from "../tickets/shop-port.ts";

/** Letters and digits a voucher code is made of (no 0/O, 1/I: read out on the phone). */
const codeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A random single-use voucher code, 16 characters as pretix makes them (80 bits). */
export function voucherCode(): string {
  return Array.from({ length: 16 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join("");
}

/**
 * People per minute the shop is given when the team set no rate: the tickets left, spread over
 * one voucher validity (the time an admitted buyer holds a ticket, pretix's cart hold meanwhile),
 * at least 10; 60 when a quota is unlimited or unknown.
 */
export function defaultRate(quotas: readonly Quota[] | null, voucherMinutes: number): number {
  if (!quotas || quotas.length === 0 || quotas.some((quota) => quota.available_number === null))
    return 60;
  const left = quotas.reduce((sum, quota) => sum + (quota.available_number ?? 0), 0);
  return Math.max(10, Math.ceil(left / Math.max(1, voucherMinutes)));
}

/**
 * How many admissions the sale has earned by `now`: `rate` per minute from the start (the first
 * at once), plus one for every voucher that lapsed unused (its place goes to the next person).
 */
export function admissionsDue(saleStart: Date, now: Date, rate: number, lapsed: number): number {
  const elapsed = now.getTime() - saleStart.getTime();
  if (elapsed < 0) return 0;
  return Math.ceil(((elapsed + 1) * rate) / 60_000) + lapsed;
}

/** The waiting places in the queue's order, or a product's within it. */
const waiting = (trx: Transaction<Database>, room: string, now: Date) =>
  trx
    .selectFrom("waiting_room_entries")
    .where("room", "=", room)
    .where("admitted_at", "is", null)
    .where("joined_at", "<=", now.toISOString());

/**
 * The next `due` waiting places, no more of a product than its limit. Usually the first `due`
 * fit; only when they do not is each place ranked in the queue of its product (a window over
 * everyone waiting).
 */
async function nextInLine(
  trx: Transaction<Database>,
  room: string,
  now: Date,
  due: number,
  limits: ReadonlyMap<number, number>,
): Promise<{ id: string }[]> {
  const none = [...limits].filter(([, most]) => most <= 0).map(([itemId]) => itemId);
  const first = await waiting(trx, room, now)
    .select(["id", "item_id"])
    .$if(none.length > 0, (qb) => qb.where("item_id", "not in", none))
    .orderBy("lane")
    .orderBy("draw_key")
    .orderBy("seq")
    .limit(due)
    .execute();
  const counts = Map.groupBy(first, (entry) => entry.item_id);
  if ([...counts].every(([itemId, of]) => of.length <= (limits.get(itemId) ?? Infinity)))
    return first;
  const ranked = waiting(trx, room, now)
    .select(["id", "item_id", "lane", "draw_key", "seq"])
    .select(
      sql<number>`row_number() over (partition by item_id order by lane, draw_key, seq)`.as("rank"),
    )
    .as("ranked");
  return trx
    .selectFrom(ranked)
    .select("id")
    .where((eb) =>
      eb.and(
        [...limits].map(([itemId, most]) =>
          eb.or([eb("item_id", "!=", itemId), eb("rank", "<=", most)]),
        ),
      ),
    )
    .orderBy("lane")
    .orderBy("draw_key")
    .orderBy("seq")
    .limit(due)
    .execute();
}

export interface AdmitOptions {
  room: string;
  now: Date;
  rate: number;
  voucherMinutes: number;
  /**
   * At most this many of each product (pretix item) now: the tickets the shop has free for it.
   * Someone whose product has none waits while those behind them for another go ahead; a
   * product not named has no limit.
   */
  limits?: ReadonlyMap<number, number>;
}

/**
 * Until when an admission made at `now` holds its ticket: the voucher's minutes, rounded up to
 * the full minute. A minute's admissions then lapse together and share one voucher tag, so the
 * shop is asked once per minute which of them were used (rooms.ts voucherTag).
 */
export function admissionValidUntil(now: Date, voucherMinutes: number): Date {
  const end = now.getTime() + voucherMinutes * 60_000;
  return new Date(Math.ceil(end / 60_000) * 60_000);
}

/**
 * Admits the next people in order, as many as are due, exactly once however many admitters
 * (instances, or racing runs of the job) call it at once: in one transaction it picks the next
 * waiting places, then advances the room's admission counter only if its `version` is still the
 * one it read (compare-and-set). A loser changes nothing, so nobody is admitted twice or skipped.
 * Each admitted place gets its voucher code and validity; the shop learns of the vouchers after
 * (admission-job.ts). Answers how many this call admitted.
 */
export async function admitNext(db: Db, options: AdmitOptions): Promise<number> {
  const { room, now, rate, voucherMinutes, limits = new Map<number, number>() } = options;
  return db.transaction().execute(async (trx) => {
    const state = await trx
      .selectFrom("waiting_rooms")
      .select(["sale_start", "admissions", "version", "paused_at", "closed_at", "disabled_at"])
      .where("room", "=", room)
      .executeTakeFirst();
    if (!state || state.paused_at || state.closed_at || state.disabled_at) return 0;
    const lapsed = await trx
      .selectFrom("waiting_room_entries")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("room", "=", room)
      .where("lapsed_at", "is not", null)
      .executeTakeFirstOrThrow();
    const due =
      admissionsDue(new Date(state.sale_start), now, rate, Number(lapsed.n)) -
      Number(state.admissions);
    if (due <= 0) return 0;
    const next = await nextInLine(trx, room, now, due, limits);
    if (next.length === 0) return 0;
    const won = await trx
      .updateTable("waiting_rooms")
      .set({
        admissions: Number(state.admissions) + next.length,
        version: Number(state.version) + 1,
      })
      .where("room", "=", room)
      .where("version", "=", state.version)
      .executeTakeFirst();
    if (Number(won.numUpdatedRows) !== 1) return 0;
    const validUntil = admissionValidUntil(now, voucherMinutes).toISOString();
    for (const { id } of next) {
      await trx
        .updateTable("waiting_room_entries")
        .set({
          admitted_at: now.toISOString(),
          voucher_code: voucherCode(),
          valid_until: validUntil,
        })
        .where("id", "=", id)
        .where("admitted_at", "is", null)
        .execute();
    }
    return next.length;
  });
}
