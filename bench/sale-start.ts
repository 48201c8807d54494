/**
 * `npm run bench:sale-start`: the rush at the moment the ticket sale opens.
 *
 * Starts the site's API in a process of its own with the simulated pretix, its clock at the sale
 * start, and loads GET /api/tickets/availability/0 as phones do (Brotli/gzip accepted, German)
 * from many concurrent connections (autocannon); in the same run a bare node:http server (its
 * own process too) that answers a fixed JSON, as the ceiling of this machine, and the same
 * answer through Hono with the site's security headers (the framework's floor). The requests come
 * from BENCH_CLIENTS different clients behind one trusted proxy, each clicking again and again,
 * during BENCH_WINDOWS counting windows (the site's clock moves on by one window between them).
 * Prints requests/s, p50/p99 latency and errors, the ratio to the bare server, each server's CPU
 * time per answer (steadier than requests/s: the load generator shares the machine's cores), the
 * site's peak memory, and checks the counting rule: in every window each client that got an answer is
 * counted exactly once (rows per window = clients answered in it; addresses are not stored, so
 * this is the finest the rows can be checked).
 *
 * Every server is warmed up first (BENCH_WARMUP s of the same load, not in the figures).
 *
 * BENCH_CONNECTIONS (100), BENCH_SECONDS (per window, 5), BENCH_WINDOWS (2), BENCH_CLIENTS (2000),
 * BENCH_DATABASE_URL (postgres://…; default SQLite).
 */
import type autocannon from "autocannon";
import { countWindowMs } from "../server/statistics/counters.ts";
import {
  ask,
  bareServer,
  cpuSeconds,
  forkServer,
  line,
  load,
  proxiedClient,
  type Figures,
} from "./load.ts";
import type { SaleStartResult } from "./sale-start-server.ts";

const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const windows = Number(process.env.BENCH_WINDOWS ?? 2);
const clientCount = Number(process.env.BENCH_CLIENTS ?? 2000);
const warmUpSeconds = Number(process.env.BENCH_WARMUP ?? 2);
const saleStart = "2025-06-15T18:00:00+02:00";
const headers = { "accept-encoding": "br, gzip", "accept-language": "de-DE,de;q=0.9" };
const goals = { ratio: 0.6, p99Ms: 50, rssMb: 150 };

/** The clients take turns; each request names its own behind the trusted proxy. */
let turn = 0;
const fromClients: autocannon.Request = {
  setupRequest: (request) => {
    const address = proxiedClient(turn++ % clientCount);
    return { ...request, headers: { ...request.headers, "x-forwarded-for": address } };
  },
};
const options = { connections, seconds, headers, requests: [fromClients] };

/**
 * A load run with the server's CPU time per answer, in µs (cpuSeconds), after `warmUp` (an
 * unmeasured run): a site at 18:00 has answered for a while, its code long compiled.
 */
async function measured(pid: number, run: () => Promise<Figures>, warmUp: () => Promise<unknown>) {
  await warmUp();
  const before = cpuSeconds(pid);
  const figures = await run();
  const answers = figures.ok + figures.non2xx;
  return { figures, cpuUs: ((cpuSeconds(pid) - before) * 1e6) / Math.max(1, answers), answers };
}

const fixedAnswer = JSON.stringify({
  code: 200,
  msg: "Der Ticketverkauf läuft.",
  ticketUrl: "http://localhost:3000/simulated-shop/pamperplay/pamperplay-munich-2025/",
  ticketSaleStart: "2025-06-15T16:00:00.000Z",
});

/** The floor: bare node:http, or (framework) Hono with the site's security headers. */
async function floor(framework: boolean) {
  const server = await bareServer(fixedAnswer, "application/json", { framework });
  const name = framework ? "Hono + security headers (fixed JSON)" : "bare node:http (fixed JSON)";
  try {
    const url = `${server.url}/`;
    return await measured(
      server.pid,
      () => load(name, url, { ...options, seconds: seconds * windows }),
      () => load(name, url, { ...options, seconds: warmUpSeconds }),
    );
  } finally {
    await server.stop();
  }
}

async function site() {
  const server = await forkServer("./sale-start-server.ts", [saleStart]);
  const phases: Awaited<ReturnType<typeof measured>>[] = [];
  try {
    const url = `${server.url}/api/tickets/availability/0`;
    // The warm-up has a counting window of its own, checked by the counting rule like the others.
    const warmUp = () => load("site warm-up", url, { ...options, seconds: warmUpSeconds });
    for (let window = 0; window < windows; window++) {
      const name = `site GET /api/tickets/availability/0 (window ${window + 1})`;
      phases.push(
        await measured(
          server.pid,
          () => load(name, url, options),
          async () => {
            if (window === 0) await warmUp();
            await ask(server.child, { advance: countWindowMs });
          },
        ),
      );
    }
    return {
      phases: phases.map((phase) => phase.figures),
      cpuUs:
        phases.reduce((sum, phase) => sum + phase.cpuUs * phase.answers, 0) /
        Math.max(
          1,
          phases.reduce((sum, phase) => sum + phase.answers, 0),
        ),
      result: await ask<SaleStartResult>(server.child, { finish: true }),
    };
  } finally {
    await server.stop();
  }
}

console.log(
  `Sale-start rush: ${connections} connections, ${clientCount} clients, ${windows} counting ` +
    `windows of ${seconds} s, clock at ${saleStart}, database ` +
    `${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "SQLite"}\n`,
);
const { figures: bare, cpuUs: bareCpuUs } = await floor(false);
const framework = await floor(true);
const { phases, cpuUs, result } = await site();
const requestsPerSecond = phases.reduce((sum, f) => sum + f.requestsPerSecond, 0) / phases.length;
const p99 = Math.max(...phases.map((f) => f.p99));
const sum = (pick: (f: Figures) => number) => phases.reduce((total, f) => total + pick(f), 0);
console.log(line(bare));
console.log(line(framework.figures));
for (const phase of phases) console.log(line(phase));
console.log(
  `\nratio site/bare: ${(requestsPerSecond / bare.requestsPerSecond).toFixed(2)} (goal ≥ ${goals.ratio}), ` +
    `p99 ${p99} ms (goal ≤ ${goals.p99Ms}) vs ${bare.p99} ms, ` +
    `site peak RSS ${result.peakRssMb.toFixed(0)} MB (goal ≤ ${goals.rssMb})`,
);
// The load generator shares this machine's cores: the CPU per answer is the steadier figure.
console.log(
  `server CPU per answer: site ${Math.round(cpuUs)} µs, bare ${Math.round(bareCpuUs)} µs, ` +
    `Hono with the security headers ${Math.round(framework.cpuUs)} µs; one core's ratio ` +
    `site/bare ${(bareCpuUs / cpuUs).toFixed(2)}, Hono/bare ${(bareCpuUs / framework.cpuUs).toFixed(2)}`,
);
console.log(`pretix API calls during the rush: ${result.pretixCalls}`);
const counted = new Map(result.countedRows);
let countedRight = true;
for (const [window, clients] of result.answeredClients) {
  const rows = counted.get(window) ?? 0;
  countedRight &&= rows === clients;
  console.log(
    `window ${new Date(window * countWindowMs).toISOString()}: ${clients} clients answered, ` +
      `${rows} clicks counted`,
  );
}
countedRight &&= result.countedRows.length === result.answeredClients.length;
console.log(`${result.answered} answered 200 by the site, ${sum((f) => f.ok)} 2xx received`);
const failures = [
  countedRight ? "" : "the clicks counted per window differ from the clients answered",
  sum((f) => f.errors + f.non2xx) > 0 ? "errors or non-2xx answers" : "",
  requestsPerSecond < goals.ratio * bare.requestsPerSecond
    ? `below ${goals.ratio} of bare node:http`
    : "",
  p99 > goals.p99Ms ? `p99 above ${goals.p99Ms} ms` : "",
  result.peakRssMb > goals.rssMb ? `peak RSS above ${goals.rssMb} MB` : "",
].filter(Boolean);
for (const failure of failures) console.log(`MISSED: ${failure}`);
if (failures.length === 0) console.log("OK: every goal met, every click counted by the rule");
process.exit(countedRight && sum((f) => f.errors + f.non2xx) === 0 ? 0 : 1);
