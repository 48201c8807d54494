/**
 * The site's API for `npm run bench:sale-start` (bench/site-server.ts), so that every counting
 * window is known exactly: the clock moves only between requests. On `{ finish: true }` writes
 * what the counters queued and answers with what it served and what it counted.
 */
import { countWindowMs } from "../server/statistics/counters.ts";
import { answerMessages, benchSite } from "./site-server.ts";

export interface SaleStartResult {
  /** Per counting window: how many different clients got a 200. */
  answeredClients: [number, number][];
  /** Per counting window: the rows in ticket_clicks. */
  countedRows: [number, number][];
  answered: number;
  pretixCalls: number;
  peakRssMb: number;
}

const saleStart = process.argv[2] ?? "2025-06-15T18:00:00+02:00";
const windowOf = (instant: Date) => Math.floor(instant.getTime() / countWindowMs);
const clientsByWindow = new Map<number, Set<string>>();
let answered = 0;

const site = await benchSite({
  now: saleStart,
  env: { DATABASE_URL: process.env.BENCH_DATABASE_URL },
  onAnswer: (status, headers) => {
    if (status !== 200) return;
    answered += 1;
    // The client as the site sees it: the address the trusted proxy appended.
    const forwarded = headers["x-forwarded-for"];
    const client = typeof forwarded === "string" ? (forwarded.split(",").at(-1)?.trim() ?? "") : "";
    const window = windowOf(site.clock.now());
    const clients = clientsByWindow.get(window) ?? new Set<string>();
    clients.add(client);
    clientsByWindow.set(window, clients);
  },
});

async function finish(): Promise<SaleStartResult> {
  await site.stopServing();
  await site.services.statistics.flush();
  const rows = await site.services.db.selectFrom("ticket_clicks").select("at").execute();
  const counted = new Map<number, number>();
  for (const { at } of rows) {
    const window = windowOf(new Date(at));
    counted.set(window, (counted.get(window) ?? 0) + 1);
  }
  return {
    answeredClients: [...clientsByWindow].map(([window, clients]) => [window, clients.size]),
    countedRows: [...counted],
    answered,
    pretixCalls: site.services.simulatedShop?.apiCalls() ?? 0,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
}

answerMessages(site, { finish });
