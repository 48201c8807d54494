import type { Db } from "../db/schema.ts";
import { batchedInserts, type BatchedInserts } from "./batched-inserts.ts";

/** Ticket clicks and page loads: timestamps only (no IP address, no user agent). */
export interface StatisticsCounters {
  ticketClicks: BatchedInserts<{ ticket_shop_id: number; at: string }>;
  pageLoads: BatchedInserts<{ at: string }>;
  close(): Promise<void>;
}

export function statisticsCounters(
  db: Db,
  options: { flushMs?: number; log?: Pick<Console, "error"> } = {},
): StatisticsCounters {
  const ticketClicks = batchedInserts<{ ticket_shop_id: number; at: string }>({
    ...options,
    insert: async (rows) => {
      await db.insertInto("ticket_clicks").values(rows).execute();
    },
  });
  const pageLoads = batchedInserts<{ at: string }>({
    ...options,
    insert: async (rows) => {
      await db.insertInto("page_loads").values(rows).execute();
    },
  });
  return {
    ticketClicks,
    pageLoads,
    close: async () => {
      await Promise.all([ticketClicks.close(), pageLoads.close()]);
    },
  };
}
