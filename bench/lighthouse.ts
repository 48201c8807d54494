/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated throttling) on every public
 * page in German and English, against the production build (the npm script builds first) started
 * as `npm start` would. Drives Debian's Chromium headless. Prints one row per page: performance
 * score, FCP, LCP, TBT, CLS and the script transferred. A benchmark, not a gate: it exits 0.
 *
 * BENCH_PAGES (comma-separated paths; default every public page and one news post),
 * BENCH_LOCALES (de,en), CHROMIUM_PATH (/usr/bin/chromium), BENCH_REPORT_DIR (a folder to keep each
 * page's full Lighthouse report in, as JSON, for finding out why).
 */
import lighthouse, { type Result } from "lighthouse";
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { publicPages } from "../e2e/support/public-pages.ts";
import { startSite } from "../e2e/support/site.ts";
import { freePort } from "../server/test/free-port.ts";

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const locales = (process.env.BENCH_LOCALES ?? "de,en").split(",");
const goals = { score: 1, lcpMs: 1200, cls: 0.01 };
const reportDir = process.env.BENCH_REPORT_DIR;
if (reportDir) mkdirSync(reportDir, { recursive: true });

/** Chromium with its DevTools port open, for Lighthouse to drive. */
async function startChromium(): Promise<{ port: number; stop(): void }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), "bench-lighthouse-"));
  const child = spawn(
    chromiumPath,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("Chromium did not open its DevTools port");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    stop: () => {
      child.kill();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

interface Row {
  /** Why Lighthouse could not measure the page (e.g. a 404 document), if it could not. */
  error?: string;
  page: string;
  locale: string;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptBytes: number;
}

function rowOf(page: string, locale: string, result: Result): Row {
  const audit = (id: string) => result.audits[id]?.numericValue ?? NaN;
  const summary = result.audits["resource-summary"]?.details;
  const items = summary && "items" in summary ? summary.items : [];
  const script = items.find((item: Record<string, unknown>) => item.resourceType === "script");
  return {
    error: result.runtimeError?.code,
    page,
    locale,
    score: result.categories.performance?.score ?? 0,
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    scriptBytes: Number(script?.transferSize ?? 0),
  };
}

const site = await startSite({ DEV_IDP: "off" });
const chromium = await startChromium();
const rows: Row[] = [];
try {
  const start = await (await fetch(`${site.url}/start`)).text();
  const post = /href="(\/newsletter\/[^"]+)"/.exec(start)?.[1];
  const pages = process.env.BENCH_PAGES?.split(",") ?? [...publicPages, ...(post ? [post] : [])];
  for (const locale of locales) {
    for (const page of pages) {
      const runner = await lighthouse(site.url + page, {
        port: chromium.port,
        onlyCategories: ["performance"],
        formFactor: "mobile",
        throttlingMethod: "simulate",
        output: "json",
        logLevel: "error",
        extraHeaders: { Cookie: `LOCALE=${locale}` },
      });
      if (!runner) throw new Error(`Lighthouse gave no result for ${page}`);
      const row = rowOf(page, locale, runner.lhr);
      if (reportDir) {
        const name = `${locale}${page.replaceAll(/[^\w-]+/g, "_")}.json`;
        writeFileSync(join(reportDir, name), JSON.stringify(runner.lhr));
      }
      rows.push(row);
      console.log(`${locale} ${page}: ${row.error ?? row.score.toFixed(2)}`);
    }
  }
} finally {
  chromium.stop();
  await site.stop();
}

const cell = (text: string, width: number) => text.padStart(width);
const width = Math.max(...rows.map((row) => row.page.length), 4);
console.log(
  `\nLighthouse, mobile preset, simulated throttling (goal: score ${goals.score.toFixed(2)}, ` +
    `LCP ≤ ${goals.lcpMs / 1000} s, CLS ≤ ${goals.cls})\n`,
);
console.log(`${"page".padEnd(width)}  lang  score     FCP     LCP     TBT    CLS  script kB`);
for (const row of rows) {
  console.log(
    [
      row.page.padEnd(width),
      row.locale.padEnd(4),
      cell(row.score.toFixed(2), 5),
      cell(`${(row.fcp / 1000).toFixed(1)} s`, 7),
      cell(`${(row.lcp / 1000).toFixed(1)} s`, 7),
      cell(`${Math.round(row.tbt)} ms`, 7),
      cell(row.cls.toFixed(3), 6),
      cell((row.scriptBytes / 1024).toFixed(0), 9),
      row.error ?? "",
    ].join("  "),
  );
}
const missed = rows.filter(
  (row) => row.score < goals.score || row.lcp > goals.lcpMs || row.cls > goals.cls,
);
console.log(
  missed.length === 0
    ? "\nOK: every page meets the goals"
    : `\nMISSED on ${missed.length} of ${rows.length}: ${missed.map((row) => `${row.locale} ${row.page}`).join(", ")}`,
);
