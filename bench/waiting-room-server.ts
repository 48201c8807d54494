/**
 * One instance of the site for `npm run bench:waiting-room` (bench/site-server.ts), its clock at
 * argv[2], its shop the benchmark's one simulated pretix (bench/shop-server.ts: PRETIX_URL,
 * PRETIX_TOKEN, its budget PRETIX_CALLS_PER_MINUTE). Counts the database statements it runs and
 * answers the benchmark: `queries` (so far), `rate` (sets the room's admissions per minute, as
 * the team would), `tick` (runs the admission job now, as the scheduler does every second) and
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
    PRETIX_URL: process.env.PRETIX_URL,
    PRETIX_TOKEN: process.env.PRETIX_TOKEN,
    PRETIX_CALLS_PER_MINUTE: process.env.PRETIX_CALLS_PER_MINUTE,
  },
  onQuery: () => (queries += 1),
});
const { db, waitingRoom } = site.services;

answerMessages(site, {
  queries: () => queries,
  rate: async (perMinute: number) => {
    await db.updateTable("waiting_rooms").set({ rate_per_minute: perMinute }).execute();
  },
  tick: () => waitingRoom.tick(),
  memory: memoryBreakdown,
});
