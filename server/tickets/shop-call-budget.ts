import type { Clock } from "../clock.ts";
import { countHitWithin, hitsSince } from "../db/hit-counts.ts";
import type { Db } from "../db/schema.ts";
import {
  ShopCallWithheldError,
  TicketShopUnavailableError,
  type CallPriority,
  type LastShopCall,
  type ShopCallBudget,
  type ShopCallStatus,
} from "./shop-port.ts";

/**
 * How much of a slot each priority may fill: admission all of it, availability four fifths, wait
 * lists and resale half. A lower priority stops where it would eat into the headroom of the
 * higher ones, which go on.
 */
const shares: Record<CallPriority, number> = { admission: 1, availability: 0.8, low: 0.5 };

/**
 * The minute is spent in six slots of ten seconds, each with a sixth of the budget: however the
 * calls bunch up, any 60 seconds hold at most seven sixths of it (350 of the default 300, under
 * pretix Hosted's 360 a minute, which it counts over the last 60 seconds), and every calendar
 * minute at most the budget itself.
 */
const slotMs = 10_000;
const minuteMs = 60_000;
const slotsPerMinute = minuteMs / slotMs;

/** After a 429 without a usable Retry-After: pretix's limit is per minute. */
const defaultRetryMs = minuteMs;
/** A Retry-After further out than this is taken as this (a broken header must not stop sales). */
const longestRetryMs = 60 * minuteMs;

/** The key of the calls in hit_counts (db/hit-counts.ts). */
const countKey = "ticket-shop-calls";
/** The row of shop_call_pauses (one shop: one organizer account's budget). */
const pauseKey = "pretix";

/** The calls of one slot that a priority may bring it up to. */
export function slotCap(perMinute: number, slot: number, priority: CallPriority): number {
  const whole =
    Math.floor((perMinute * (slot + 1)) / slotsPerMinute) -
    Math.floor((perMinute * slot) / slotsPerMinute);
  return Math.floor(whole * shares[priority]);
}

/** The wait a `Retry-After` value names, in ms, or null when it names none. */
function retryAfterMs(value: string, now: Date): number | null {
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its weekday and month; Date.parse would take "-5" for a year.
  const date = /[a-z]/i.test(value) ? Date.parse(value) : NaN;
  return Number.isNaN(date) ? null : date - now.getTime();
}

/**
 * The instant a `Retry-After` header names: a number of seconds from `now`, or an HTTP date
 * (RFC 9110, section 10.2.3); one minute when it is missing or unreadable, at most an hour.
 */
export function retryAfterUntil(header: string | null, now: Date): Date {
  const waitMs = retryAfterMs(header?.trim() ?? "", now) ?? defaultRetryMs;
  return new Date(now.getTime() + Math.min(longestRetryMs, Math.max(0, waitMs)));
}

/** Where the calls and the pause are kept: this process's memory, or the shared database. */
interface BudgetStore {
  /** One more call in the slot holding `now`, unless it holds `cap` already: whether it was. */
  take(now: Date, cap: number): Promise<boolean>;
  usedSince(since: Date): Promise<number>;
  pause(until: Date): Promise<void>;
  pausedUntil(): Promise<Date | null>;
}

const slotStart = (ms: number) => Math.floor(ms / slotMs) * slotMs;

function memoryStore(): BudgetStore {
  const slots = new Map<number, number>();
  let paused: Date | null = null;
  return {
    async take(now, cap) {
      const start = slotStart(now.getTime());
      const used = slots.get(start) ?? 0;
      if (used >= cap) return false;
      slots.set(start, used + 1);
      // Only this minute's slots are ever read again.
      for (const old of slots.keys()) if (old <= start - minuteMs) slots.delete(old);
      return true;
    },
    async usedSince(since) {
      let used = 0;
      for (const [start, calls] of slots) if (start >= since.getTime()) used += calls;
      return used;
    },
    async pause(until) {
      if (!paused || paused < until) paused = until;
    },
    async pausedUntil() {
      return paused;
    },
  };
}

/** In the database every instance on it shares: the calls in hit_counts, the pause in its table. */
function databaseStore(db: Db): BudgetStore {
  return {
    take: async (now, cap) => (await countHitWithin(db, countKey, slotMs, now, cap)) !== null,
    usedSince: (since) => hitsSince(db, countKey, since),
    async pause(until) {
      const pausedUntil = until.toISOString();
      await db
        .insertInto("shop_call_pauses")
        .values({ shop: pauseKey, paused_until: pausedUntil })
        .onConflict((oc) =>
          oc
            .column("shop")
            .doUpdateSet({ paused_until: pausedUntil })
            .where("shop_call_pauses.paused_until", "<", pausedUntil),
        )
        .execute();
    },
    async pausedUntil() {
      const row = await db
        .selectFrom("shop_call_pauses")
        .select("paused_until")
        .where("shop", "=", pauseKey)
        .executeTakeFirst();
      return row ? new Date(row.paused_until) : null;
    },
  };
}

export interface ShopCallBudgetOptions {
  /** PRETIX_CALLS_PER_MINUTE. */
  perMinute: number;
  clock: Clock;
  /** The database shared by several instances (PostgreSQL); without it, this process's memory. */
  shared?: Db;
  log?: Pick<Console, "error">;
}

/**
 * One budget for every call to the ticket shop (docs/decisions/0067-shop-call-budget.md): calls
 * per minute, spent by priority, and the shop's Retry-After after a 429, which stops every
 * instance's calls until it has passed. The pause is also kept in this process's memory, so a
 * database that cannot be written still stops this instance.
 */
export function shopCallBudget(options: ShopCallBudgetOptions): ShopCallBudget {
  const { perMinute, clock, log = console } = options;
  const store = options.shared ? databaseStore(options.shared) : memoryStore();
  let pausedHere: Date | null = null;
  let lastCall: LastShopCall | null = null;
  /** The minute whose spent budget was logged: once a minute is enough to say it. */
  let loggedMinute = -1;

  async function spend(priority: CallPriority): Promise<void> {
    const now = clock.now();
    if (pausedHere && pausedHere > now) throw new ShopCallWithheldError("retry-after", pausedHere);
    let taken: boolean;
    try {
      const paused = await store.pausedUntil();
      if (paused && paused > now) throw new ShopCallWithheldError("retry-after", paused);
      const slot = Math.floor((now.getTime() % minuteMs) / slotMs);
      taken = await store.take(now, slotCap(perMinute, slot, priority));
    } catch (error) {
      if (error instanceof TicketShopUnavailableError) throw error;
      throw new TicketShopUnavailableError("the ticket shop's call budget could not be read", {
        cause: error,
      });
    }
    if (taken) return;
    const minute = Math.floor(now.getTime() / minuteMs);
    if (minute !== loggedMinute) {
      loggedMinute = minute;
      log.error(
        `Ticket shop: the call budget (${perMinute} a minute) is spent for now; ` +
          `${priority} calls wait, the higher priorities keep their share.`,
      );
    }
    throw new ShopCallWithheldError("budget", new Date(slotStart(now.getTime()) + slotMs));
  }

  async function retryAfter(header: string | null): Promise<Date> {
    const until = retryAfterUntil(header, clock.now());
    if (!pausedHere || pausedHere < until) pausedHere = until;
    log.error(
      `Ticket shop: pretix answered 429 Too Many Requests; no calls until ${until.toISOString()}.`,
    );
    await store.pause(until).catch((error: unknown) => {
      log.error("Ticket shop: the pause could not be shared with the other instances:", error);
    });
    return until;
  }

  async function status(): Promise<ShopCallStatus> {
    const now = clock.now();
    const [used, paused] = await Promise.all([
      store.usedSince(new Date(Math.floor(now.getTime() / minuteMs) * minuteMs)),
      store.pausedUntil(),
    ]);
    const until = [paused, pausedHere].reduce<Date | null>(
      (latest, at) => (at && at > now && (!latest || at > latest) ? at : latest),
      null,
    );
    return { perMinute, usedThisMinute: used, retryAfterUntil: until };
  }

  return {
    perMinute,
    spend,
    retryAfter,
    noteAnswer(status) {
      lastCall = { at: clock.now(), status };
    },
    lastCall: () => lastCall,
    status,
  };
}
