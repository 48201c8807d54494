/**
 * `npm run bench:sale-start`: the rush at the moment the ticket sale opens.
 *
 * Starts the site's API in-process on a free port with its clock at the sale start and the
 * simulated pretix, loads GET /api/tickets/availability/0 with many concurrent clients
 * (autocannon), and, in the same run, a bare node:http server that answers a fixed JSON, as the
 * ceiling of this machine. Prints requests/s, p50/p99 latency and errors for both and their
 * ratio, then checks that every answered click was counted (each request comes from its own
 * client address, so the 10-second dedup window never drops one).
 *
 * BENCH_CONNECTIONS (100), BENCH_SECONDS (10), BENCH_DATABASE_URL (postgres://…; default SQLite).
 */
import { serve, type ServerType } from "@hono/node-server";
import autocannon from "autocannon";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { createServices } from "../server/services.ts";

const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const saleStart = "2025-06-15T18:00:00+02:00";

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
}

/** Each request from its own client address (through one trusted proxy hop), so every click counts. */
let clients = 0;
const fromNewClient: autocannon.Request = {
  setupRequest: (request) => {
    clients += 1;
    const address = `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
    return { ...request, headers: { ...request.headers, "x-forwarded-for": address } };
  },
};

async function load(name: string, url: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [fromNewClient],
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

async function bareBaseline(): Promise<Figures> {
  const body = JSON.stringify({
    code: 200,
    msg: "Der Ticketverkauf läuft.",
    ticketUrl: "http://localhost:3000/simulated-shop/pamperplay/pamperplay-munich-2025/",
    ticketSaleStart: "2025-06-15T16:00:00.000Z",
  });
  const server = createServer((_, res) => {
    res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
    res.end(body);
  });
  const port = await listen(server);
  try {
    return await load("bare node:http (fixed JSON)", `http://127.0.0.1:${port}/`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

async function site(): Promise<{
  figures: Figures;
  answered: number;
  counted: number;
  pretixCalls: number;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-sale-start-"));
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    APP_NOW: saleStart,
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    TRUST_PROXY: "1",
  });
  const services = await createServices(config);
  const app = createApp(services);
  // Server-side count of answered clicks: autocannon does not count requests still in flight
  // when it stops, but the server has answered (and counted) them.
  let answered = 0;
  let server: ServerType | undefined;
  try {
    const port = await new Promise<number>((resolve) => {
      server = serve(
        {
          fetch: async (request) => {
            const response = await app.fetch(request);
            if (response.status === 200) answered += 1;
            return response;
          },
          port: 0,
          hostname: "127.0.0.1",
        },
        (info) => resolve(info.port),
      );
    });
    const figures = await load(
      "site GET /api/tickets/availability/0",
      `http://127.0.0.1:${port}/api/tickets/availability/0`,
    );
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await services.statistics.flush();
    const row = await services.db
      .selectFrom("ticket_clicks")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return {
      figures,
      answered,
      counted: Number(row.n),
      pretixCalls: services.simulatedShop?.apiCalls() ?? 0,
    };
  } finally {
    await services.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function line(f: Figures): string {
  return [
    f.name.padEnd(40),
    `${Math.round(f.requestsPerSecond).toString().padStart(7)} req/s`,
    `p50 ${String(f.p50).padStart(4)} ms`,
    `p99 ${String(f.p99).padStart(4)} ms`,
    `2xx ${f.ok}`,
    `non-2xx ${f.non2xx}`,
    `errors ${f.errors}`,
  ].join("  ");
}

console.log(
  `Sale-start rush: ${connections} connections for ${seconds} s each, clock at ${saleStart}, ` +
    `database ${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "SQLite"}\n`,
);
const bare = await bareBaseline();
console.log(line(bare));
const run = await site();
console.log(line(run.figures));
console.log(
  `\nratio site/bare: ${(run.figures.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} ` +
    `(throughput), p99 ${run.figures.p99} ms vs ${bare.p99} ms`,
);
console.log(`pretix API calls during the rush: ${run.pretixCalls}`);
console.log(
  `clicks: ${run.counted} rows in ticket_clicks, ${run.answered} answered 200 by the server, ` +
    `${run.figures.ok} 2xx received by the clients`,
);
const countedAll = run.counted === run.answered && run.counted >= run.figures.ok;
const clean = run.figures.errors === 0 && run.figures.non2xx === 0;
console.log(
  countedAll
    ? "OK: every answered click was counted"
    : "FAIL: ticket_clicks does not match the answered clicks",
);
if (!clean) console.log("FAIL: the site answered with errors or non-2xx statuses");
process.exit(countedAll && clean ? 0 : 1);
