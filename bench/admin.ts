/**
 * `npm run bench:admin`: how long the team's statistics screens take to get their data.
 *
 * Seeds a million page loads and a hundred thousand ticket clicks over the 30 days the screens
 * show by default (through the same write path as the live counters), then asks the calls each
 * screen makes (the day counts for the chart and the latest entries for the table, in parallel,
 * as the page does) through the API with a team session, on SQLite and on PostgreSQL (an
 * embedded one, or BENCH_DATABASE_URL). Prints the median and slowest of several runs beside the
 * goal, the answer size, and whether the totals are exact.
 *
 * BENCH_PAGE_LOADS (1000000), BENCH_CLICKS (100000), BENCH_RUNS (10).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { createApp } from "../server/app.ts";
import { fixedClock } from "../server/clock.ts";
import { loadConfig } from "../server/config.ts";
import { loadContent } from "../server/content/load.ts";
import { openDatabase } from "../server/db/database.ts";
import type { Db } from "../server/db/schema.ts";
import startTestPostgres from "../server/db/test/postgres-global-setup.ts";
import { composeServices } from "../server/services.ts";
import { recordCounted, type CountedRow } from "../server/statistics/counters.ts";

const pageLoads = Number(process.env.BENCH_PAGE_LOADS ?? 1_000_000);
const clicks = Number(process.env.BENCH_CLICKS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 10);
const goalMs = 200;
const now = new Date("2025-06-20T12:00:00+02:00");
const periodMs = 30 * 24 * 3_600_000;
const seedChunk = 5000;

/** `count` rows spread evenly over the 30 days before now, written in chunks. */
async function seed(db: Db, table: CountedRow["table"], count: number): Promise<void> {
  const start = now.getTime() - periodMs;
  const step = periodMs / count;
  for (let offset = 0; offset < count; offset += seedChunk) {
    const rows: CountedRow[] = [];
    for (let i = offset; i < Math.min(count, offset + seedChunk); i++) {
      rows.push({
        table,
        // The bench's requests go to localhost: the default city's site.
        hubId: "munich",
        at: new Date(start + Math.floor(i * step)).toISOString(),
        ticketShopId: 0,
      });
    }
    await recordCounted(db, rows);
  }
}

interface ScreenFigures {
  screen: string;
  database: string;
  medianMs: number;
  slowestMs: number;
  bytes: number;
  total: number;
  expected: number;
}

async function measure(
  database: string,
  databaseUrl: string | undefined,
): Promise<ScreenFigures[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-admin-"));
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
  });
  const db = await openDatabase({ databaseUrl, dataDir });
  const services = composeServices({
    config,
    clock: fixedClock(now),
    content: loadContent(),
    db,
    log: { log: () => {}, error: () => {} },
    keys: { form: randomBytes(32), resale: randomBytes(32) },
  });
  try {
    const seeding = performance.now();
    await seed(db, "page_loads", pageLoads);
    await seed(db, "ticket_clicks", clicks);
    console.log(
      `${database}: seeded ${pageLoads} page loads and ${clicks} clicks in ` +
        `${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const app = createApp(services);
    const { token } = await services.auth.sessions.create({
      ownerId: "b".repeat(32),
      name: "Bench",
      avatarUrl: "data:image/svg+xml,",
    });
    const body = JSON.stringify({ createdAt: new Date(now.getTime() - periodMs).toISOString() });
    const post = async (path: string) => {
      const response = await app.request(`http://localhost:3000/api/${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body,
      });
      return response.text();
    };
    const screens = [
      {
        screen: "Page Reloads",
        calls: ["admin/counter/reload/days", "admin/counter/reload"],
        expected: pageLoads,
      },
      {
        screen: "Ticket Klicks",
        calls: ["admin/tickets/clicks/days", "admin/tickets/request"],
        expected: clicks,
      },
    ];
    const figures: ScreenFigures[] = [];
    for (const { screen, calls, expected } of screens) {
      const times: number[] = [];
      let answers: string[] = [];
      // One more run than measured: the first warms caches and prepared statements.
      for (let run = 0; run <= runs; run++) {
        const started = performance.now();
        answers = await Promise.all(calls.map(post));
        if (run > 0) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const [days, list] = answers.map((text) => JSON.parse(text) as { total: number });
      figures.push({
        screen,
        database,
        medianMs: times[Math.floor(times.length / 2)] ?? 0,
        slowestMs: times.at(-1) ?? 0,
        bytes: answers.reduce((sum, text) => sum + Buffer.byteLength(text), 0),
        // Both calls must tell the same, exact total.
        total: days?.total === list?.total ? (days?.total ?? -1) : -1,
        expected,
      });
    }
    return figures;
  } finally {
    await services.close();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** BENCH_DATABASE_URL, or the embedded PostgreSQL the tests use. */
async function postgresUrl(): Promise<{ url: string; stop: () => Promise<void> }> {
  const configured = process.env.BENCH_DATABASE_URL;
  if (configured) return { url: configured, stop: async () => {} };
  let url = "";
  // The tests' set-up only calls provide() on the project it is given.
  const project = { provide: (_key: string, value: string) => (url = value) } as unknown;
  const stop = await startTestPostgres(project as TestProject);
  return { url, stop: async () => stop?.() };
}

const postgres = await postgresUrl();
let results: ScreenFigures[];
try {
  results = [
    ...(await measure("SQLite", undefined)),
    ...(await measure("PostgreSQL", postgres.url)),
  ];
} finally {
  await postgres.stop();
}

const row = (cells: string[]) =>
  cells.map((cell, i) => (i < 2 ? cell.padEnd(14) : cell.padStart(14))).join("  ");
console.log(
  `\nTeam statistics screens: the data of one screen (both calls in parallel), ` +
    `${runs} runs, default period (30 days)\n`,
);
console.log(row(["screen", "database", "median", "slowest", "goal", "answer", "total"]));
for (const f of results) {
  console.log(
    row([
      f.screen,
      f.database,
      `${f.medianMs.toFixed(1)} ms`,
      `${f.slowestMs.toFixed(1)} ms`,
      `< ${goalMs} ms`,
      `${(f.bytes / 1024).toFixed(1)} kB`,
      f.total === f.expected ? `${f.total} exact` : `${f.total} ≠ ${f.expected}`,
    ]),
  );
}
const fast = results.every((f) => f.medianMs < goalMs);
const exact = results.every((f) => f.total === f.expected);
console.log(
  fast ? "\nOK: every screen's data under the goal" : "\nFAIL: a screen is slower than the goal",
);
if (!exact) console.log("FAIL: a total is not exact");
process.exit(fast && exact ? 0 : 1);
