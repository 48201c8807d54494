/**
 * The site's API for `npm run bench:sale-start`, in a process of its own (its memory is
 * measured alone), on a clock that only moves when the benchmark says so, so that every counting
 * window is known exactly. Sends `{ port }` when listening; on `{ advance: ms }` waits until no
 * request is in flight, moves the clock and answers `{ advanced: true }`; on `{ finish: true }`
 * writes what the counters queued and answers with what it served and what it counted.
 */
import { serve } from "@hono/node-server";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../server/app.ts";
import { fixedClock } from "../server/clock.ts";
import { loadConfig } from "../server/config.ts";
import { createServices } from "../server/services.ts";
import { countWindowMs } from "../server/statistics/counters.ts";

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
const dataDir = mkdtempSync(join(tmpdir(), "bench-sale-start-"));
const clock = fixedClock(new Date(saleStart));
const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  TRUST_PROXY: "1",
});
const services = await createServices(config, clock);
const app = createApp(services);

const windowOf = (instant: Date) => Math.floor(instant.getTime() / countWindowMs);
const clientsByWindow = new Map<number, Set<string>>();
let answered = 0;
let inFlight = 0;

const server = serve(
  {
    fetch: async (request) => {
      inFlight += 1;
      try {
        const response = await app.fetch(request);
        if (response.status === 200) {
          answered += 1;
          // The client as the site sees it: the address the trusted proxy appended.
          const client = request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim() ?? "";
          const window = windowOf(clock.now());
          const clients = clientsByWindow.get(window) ?? new Set<string>();
          clients.add(client);
          clientsByWindow.set(window, clients);
        }
        return response;
      } finally {
        inFlight -= 1;
      }
    },
    port: 0,
    hostname: "127.0.0.1",
  },
  (info) => process.send?.({ port: info.port }),
);

async function drained(): Promise<void> {
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function finish(): Promise<SaleStartResult> {
  await drained();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await services.statistics.flush();
  const rows = await services.db.selectFrom("ticket_clicks").select("at").execute();
  const counted = new Map<number, number>();
  for (const { at } of rows) {
    const window = windowOf(new Date(at));
    counted.set(window, (counted.get(window) ?? 0) + 1);
  }
  return {
    answeredClients: [...clientsByWindow].map(([window, clients]) => [window, clients.size]),
    countedRows: [...counted],
    answered,
    pretixCalls: services.simulatedShop?.apiCalls() ?? 0,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
}

process.on("message", (message: { advance?: number; finish?: boolean }) => {
  if (message.advance !== undefined) {
    void drained().then(() => {
      clock.advance(message.advance ?? 0);
      process.send?.({ advanced: true });
    });
  } else if (message.finish) {
    void finish().then(async (result) => {
      process.send?.({ result });
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  }
});
