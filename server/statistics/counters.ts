import { createHmac, randomBytes } from "node:crypto";
import { isPostgres } from "../db/migrations/columns.ts";
import type { HubId } from "../../core/content/common.ts";
import type { Database, Db, StatisticsTable } from "../db/schema.ts";
import { clientNetwork } from "../http/client-network.ts";
import { batchedInserts } from "./batched-inserts.ts";

/** A client (IPv4 address, IPv6 /64) is counted at most once per window and kind. */
export const countWindowMs = 10_000;
/** Dedup rows are kept this many windows back (late batches after a database hiccup). */
const keptWindows = 6;

/** One counted event on a city's site: a page load, or a click on one ticket shop's button. */
export interface CountedRow {
  table: StatisticsTable;
  hubId: HubId;
  at: string;
  ticketShopId?: number;
}

/** Queued until the next batch: the client's network stays in memory for those milliseconds. */
interface Pending extends CountedRow {
  /** Network, kind and window: the dedup key before hashing. */
  client: string;
  window: number;
}

/** Ticket clicks and page loads: timestamps only (no IP address, no user agent). */
export interface StatisticsCounters {
  /** Counts a page load unless this client's network had one counted in the current window. */
  pageLoad(address: string, hubId: HubId, at: Date): void;
  /** Counts a ticket click unless this client clicked this ticket in the current window. */
  ticketClick(address: string, hubId: HubId, ticketShopId: number, at: Date): void;
  /** Writes what is queued. */
  flush(): Promise<void>;
  /** Deletes dedup rows and secrets no longer needed at `now` (also run hourly). */
  purge(now: Date): Promise<void>;
  close(): Promise<void>;
}

/**
 * Writes counted rows and their hours (statistics_hours, read by the team's charts) in one go;
 * the live counters and the benchmark's bulk seeding both use it.
 */
export async function recordCounted(db: Db, rows: readonly CountedRow[]): Promise<void> {
  const pageLoads = rows
    .filter((row) => row.table === "page_loads")
    .map(({ at, hubId }) => ({ at, hub_id: hubId }));
  const clicks = rows
    .filter((row) => row.table === "ticket_clicks")
    .map(({ at, hubId, ticketShopId }) => ({
      at,
      hub_id: hubId,
      ticket_shop_id: ticketShopId ?? 0,
    }));
  const hours = new Map<string, Database["statistics_hours"]>();
  for (const { table, hubId, at } of rows) {
    const hour = at.slice(0, 13);
    const key = `${table} ${hubId} ${hour}`;
    const entry = hours.get(key) ?? { kind: table, hub_id: hubId, hour, count: 0 };
    entry.count += 1;
    hours.set(key, entry);
  }
  if (pageLoads.length > 0) await db.insertInto("page_loads").values(pageLoads).execute();
  if (clicks.length > 0) await db.insertInto("ticket_clicks").values(clicks).execute();
  if (hours.size === 0) return;
  await db
    .insertInto("statistics_hours")
    .values([...hours.values()])
    .onConflict((oc) =>
      oc.columns(["kind", "hub_id", "hour"]).doUpdateSet((eb) => ({
        count: eb("statistics_hours.count", "+", eb.ref("excluded.count")),
      })),
    )
    .execute();
}

/**
 * A per-process set of the clients counted in the current window drops repeats before they are
 * queued; that is the whole dedup on SQLite (one process). On PostgreSQL, where several instances
 * share the database, the window also lives there (statistics_dedup, unique key, INSERT … ON
 * CONFLICT DO NOTHING) and only rows whose key was new are counted. Rows are still written in
 * batches (batched-inserts.ts): at the sale start a rush stays a few statements per second.
 */
export function statisticsCounters(
  db: Db,
  options: { flushMs?: number; log?: Pick<Console, "log" | "error"> } = {},
): StatisticsCounters {
  const salts = new Map<string, string>();
  let seenWindow = -1;
  const seen = new Set<string>();
  let purgedWindow = -1;

  /** The day's secret, shared by all instances: the first one to ask creates it. */
  async function saltOf(day: string): Promise<string> {
    const cached = salts.get(day);
    if (cached) return cached;
    await db
      .insertInto("statistics_salts")
      .values({ day, salt: randomBytes(32).toString("base64") })
      .onConflict((oc) => oc.column("day").doNothing())
      .execute();
    const { salt } = await db
      .selectFrom("statistics_salts")
      .select("salt")
      .where("day", "=", day)
      .executeTakeFirstOrThrow();
    salts.set(day, salt);
    return salt;
  }

  const dayOf = (window: number) => new Date(window * countWindowMs).toISOString().slice(0, 10);

  /** The rows with their dedup keys: each day's secret is looked up once per batch. */
  async function keyedRows(rows: readonly Pending[]): Promise<{ row: Pending; key: string }[]> {
    const days = [...new Set(rows.map((row) => dayOf(row.window)))];
    const secrets = new Map(
      await Promise.all(days.map(async (day) => [day, await saltOf(day)] as const)),
    );
    return rows.map((row) => ({
      row,
      key: createHmac("sha256", secrets.get(dayOf(row.window)) ?? "")
        .update(row.client)
        .digest("base64url"),
    }));
  }

  /** Old windows and yesterday's secrets go, so the hashes cannot be linked to addresses. */
  async function purge(window: number): Promise<void> {
    if (window <= purgedWindow) return;
    await db
      .deleteFrom("statistics_dedup")
      .where("bucket", "<", window - keptWindows)
      .execute();
    const day = dayOf(window - keptWindows);
    await db.deleteFrom("statistics_salts").where("day", "<", day).execute();
    for (const old of salts.keys()) if (old < day) salts.delete(old);
    // Only once done: a purge that failed (the database away) is tried again.
    purgedWindow = window;
  }

  const sharedWindow = isPostgres(db);
  const queue = batchedInserts<Pending>({
    ...options,
    insert: async (rows) => {
      if (!sharedWindow) return recordCounted(db, rows);
      const keyed = await keyedRows(rows);
      await db.transaction().execute(async (trx) => {
        const fresh = await trx
          .insertInto("statistics_dedup")
          .values(keyed.map(({ row, key }) => ({ key, bucket: row.window })))
          .onConflict((oc) => oc.column("key").doNothing())
          .returning("key")
          .execute();
        const first = new Set(fresh.map(({ key }) => key));
        // A key returned once counts its first row once.
        const counted = keyed.filter(({ key }) => first.delete(key)).map(({ row }) => row);
        await recordCounted(trx, counted);
      });
      await purge(Math.max(...rows.map((row) => row.window)));
    },
  });

  /** The time is written out only for a row that counts: most calls at the sale start repeat. */
  function count(address: string, at: Date, what: Omit<CountedRow, "at">): void {
    const window = Math.floor(at.getTime() / countWindowMs);
    const client = `${clientNetwork(address)} ${what.table} ${what.hubId} ${what.ticketShopId ?? ""} ${window}`;
    if (window > seenWindow) {
      seen.clear();
      seenWindow = window;
    }
    if (seen.has(client)) return;
    seen.add(client);
    queue.add({ ...what, at: at.toISOString(), client, window });
  }

  return {
    pageLoad: (address, hubId, at) => count(address, at, { table: "page_loads", hubId }),
    ticketClick: (address, hubId, ticketShopId, at) =>
      count(address, at, { table: "ticket_clicks", hubId, ticketShopId }),
    flush: () => queue.flush(),
    purge: async (now) => {
      if (sharedWindow) await purge(Math.floor(now.getTime() / countWindowMs));
    },
    close: () => queue.close(),
  };
}
