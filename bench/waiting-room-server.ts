/**
 * One instance of the site for `npm run bench:waiting-room` (bench/site-server.ts), its clock at
 * argv[2]. Counts the database statements it runs and answers the benchmark: `queries` (so far),
 * `rate` (sets the room's admissions per minute, as the team would), `tick` (runs the admission
 * job now, as the scheduler does every second), `vouchers` (the codes the shop was given) and
 * `memory` (where its memory is now).
 */
import { memoryBreakdown } from "./load.ts";
import { answerMessages, benchSite } from "./site-server.ts";

let queries = 0;
const site = await benchSite({
  now: process.argv[2] ?? "2025-06-15T17:55:00+02:00",
  // Instances on one database share its keys: each checks the others' place cookies.
  env: {
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    FORM_ENCRYPTION_KEY: process.env.FORM_ENCRYPTION_KEY,
    RESALE_KEY: process.env.RESALE_KEY,
  },
  onQuery: () => (queries += 1),
});
const { db, waitingRoom, simulatedShop } = site.services;
// Every client is admitted and must get a voucher for the order to be checked to the end: the
// shop holds a ticket for each (unlimited quotas). The room gives no more vouchers than the shop
// has tickets left (docs/decisions/0037-waiting-room.md), so the site's 80 would end it early.
for (const event of simulatedShop?.events ?? [])
  for (const quota of event.quotas) quota.size = null;

answerMessages(site, {
  queries: () => queries,
  rate: async (perMinute: number) => {
    await db.updateTable("waiting_rooms").set({ rate_per_minute: perMinute }).execute();
  },
  tick: () => waitingRoom.tick(),
  memory: memoryBreakdown,
  vouchers: () =>
    [...(simulatedShop?.vouchers.values() ?? [])].flat().map((voucher) => voucher.code),
});
