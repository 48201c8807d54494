/**
 * `npm run bench:main-thread`: what each public page costs a phone's main thread, measured in
 * Chromium itself rather than by Lighthouse's model. Every page (bench/pages.ts) in German and
 * English loads BENCH_RUNS times (3) in a fresh browser context (a first visit), with the CPU
 * slowed by a fixed factor (DevTools' `Emulation.setCPUThrottlingRate`, BENCH_CPU_SLOWDOWN, 4)
 * and no network throttle, against the production build with its clock pinned. Per page the
 * table shows the median of:
 * - hydrated: from navigation start until root.tsx marks the document (`data-hydrated`);
 * - interactive: until the sections loaded after hydration have hydrated too (lazy-section.tsx);
 * - script: the renderer's JavaScript time until then (CDP `Performance.getMetrics`);
 * - long tasks (over 50 ms) before interactive, the longest, and their blocking time (each
 *   task's time past 50 ms, as TBT counts it);
 * - the JavaScript heap once the page is idle, after a garbage collection (`Runtime.getHeapUsage`);
 * - the scripts transferred (as served: Brotli) without a click, until the network is idle,
 *   those fetched ahead for later (the islands' script, app/islands/) among them;
 * - on a reading page with islands (forms React hydrates when the visitor reaches for one), what
 *   the first touch costs: the time until they have hydrated, and the longest task meanwhile.
 * In the same run, the floor: the German /ticket page as static HTML (scripts removed, its
 * stylesheets inlined) from bare node:http, loaded the same way. A benchmark, not a gate.
 *
 * BENCH_RUNS (3), BENCH_CPU_SLOWDOWN (4), BENCH_PAGES, BENCH_LOCALES, BENCH_NOW (bench/pages.ts).
 */
import { chromium, type Browser, type Page } from "playwright-core";
import { startSite } from "../e2e/support/site.ts";
import { reachForIslands } from "../e2e/support/islands.ts";
import { waitForHydration } from "../e2e/support/slow-phone.ts";
import playwrightConfig from "../playwright.config.ts";
import { phoneBrowser } from "../e2e/support/browsers.ts";
import {
  benchLocales,
  benchNow,
  benchPages,
  floorName,
  median,
  startStaticFloor,
} from "./pages.ts";
import { pageBudgetBytes } from "../scripts/bundle-sizes.ts";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const slowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const goals = { longTasks: 0, blockingMs: 50, scriptBytes: pageBudgetBytes };
/** Generous: a throttled page on a busy 2-core machine. */
const timeout = 120_000;

interface Figures {
  hydratedMs: number;
  interactiveMs: number;
  scriptMs: number;
  longTasks: number;
  longestMs: number;
  blockingMs: number;
  heapMb: number;
  scriptKb: number;
  /** The first touch of an island until they have hydrated, and its longest task (NaN: none). */
  reachMs: number;
  reachLongestMs: number;
}

/**
 * Runs in the page before its own scripts: records long tasks, and when the document is marked
 * hydrated and when its last lazy section has hydrated.
 */
function recordMainThread() {
  const bench = {
    longTasks: [] as { start: number; duration: number }[],
    hydratedAt: null as number | null,
    sectionsAt: null as number | null,
  };
  Object.assign(window, { bench });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: "longtask", buffered: true });
  new MutationObserver(() => {
    const html = document.documentElement;
    if (bench.hydratedAt === null && html.hasAttribute("data-hydrated")) {
      bench.hydratedAt = performance.now();
    }
    if (!html.hasAttribute("data-sections-loading")) bench.sectionsAt ??= performance.now();
    else bench.sectionsAt = null;
  }).observe(document, {
    attributes: true,
    subtree: true,
    attributeFilter: ["data-hydrated", "data-sections-loading"],
  });
}

async function measure(browser: Browser, url: string, locale: string, app: boolean) {
  const context = await browser.newContext({
    locale: locale === "de" ? "de-DE" : "en-GB",
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  await context.addCookies([{ name: "LOCALE", value: locale, url }]);
  const page: Page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    await page.addInitScript(recordMainThread);
    const scriptSizes: Promise<number>[] = [];
    page.on("response", (response) => {
      // Scripts run, and scripts fetched ahead (`prefetch`, resource type "other").
      if (!new URL(response.url()).pathname.endsWith(".js")) return;
      scriptSizes.push(
        response
          .request()
          .sizes()
          .then((sizes) => sizes.responseBodySize),
      );
    });
    await page.goto(url, { timeout });
    if (app) await waitForHydration(page, { sections: true });
    await page.waitForLoadState("networkidle", { timeout });
    const { metrics } = await cdp.send("Performance.getMetrics");
    const scriptSeconds = metrics.find((metric) => metric.name === "ScriptDuration")?.value ?? 0;
    await cdp.send("HeapProfiler.collectGarbage");
    const heap = await cdp.send("Runtime.getHeapUsage");
    const inPage = await page.evaluate(() => {
      const { bench } = window as unknown as {
        bench: {
          longTasks: { start: number; duration: number }[];
          hydratedAt: number | null;
          sectionsAt: number | null;
        };
      };
      const [navigation] = performance.getEntriesByType(
        "navigation",
      ) as PerformanceNavigationTiming[];
      return { ...bench, domReady: navigation?.domContentLoadedEventEnd ?? 0 };
    });
    const reach = app ? await reachForIslands(page, timeout) : null;
    const reachTasks = await page.evaluate(async () => {
      // A long task is reported after it ended: one more frame.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return (window as unknown as { bench: { longTasks: { start: number; duration: number }[] } })
        .bench.longTasks;
    });
    // Without scripts (the floor), the page is interactive once its document is parsed.
    const hydratedMs = inPage.hydratedAt ?? inPage.domReady;
    const interactiveMs = Math.max(hydratedMs, inPage.sectionsAt ?? 0);
    const before = inPage.longTasks.filter((task) => task.start < interactiveMs);
    return {
      hydratedMs,
      interactiveMs,
      scriptMs: scriptSeconds * 1000,
      longTasks: before.length,
      longestMs: Math.max(0, ...before.map((task) => task.duration)),
      blockingMs: before.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      heapMb: heap.usedSize / 1024 / 1024,
      scriptKb: (await Promise.all(scriptSizes)).reduce((sum, size) => sum + size, 0) / 1024,
      reachMs: reach ? reach.hydratedAt - reach.reachedAt : NaN,
      reachLongestMs: reach
        ? Math.max(
            0,
            ...reachTasks
              .filter((task) => task.start >= reach.reachedAt)
              .map((task) => task.duration),
          )
        : NaN,
    } satisfies Figures;
  } finally {
    await context.close();
  }
}

async function medianOfRuns(browser: Browser, url: string, locale: string, app: boolean) {
  const all: Figures[] = [];
  for (let run = 0; run < runs; run++) all.push(await measure(browser, url, locale, app));
  const of = (figure: keyof Figures) => median(all.map((figures) => figures[figure]));
  return {
    hydratedMs: of("hydratedMs"),
    interactiveMs: of("interactiveMs"),
    scriptMs: of("scriptMs"),
    longTasks: of("longTasks"),
    longestMs: of("longestMs"),
    blockingMs: of("blockingMs"),
    heapMb: of("heapMb"),
    scriptKb: of("scriptKb"),
    reachMs: of("reachMs"),
    reachLongestMs: of("reachLongestMs"),
  } satisfies Figures;
}

const site = await startSite({ APP_NOW: benchNow, DEV_IDP: "off" });
const floor = await startStaticFloor(site.url);
const browser = await chromium.launch({
  ...playwrightConfig.use?.launchOptions,
  executablePath: phoneBrowser.path,
  headless: true,
});
const rows: { page: string; locale: string; figures: Figures; floor?: true }[] = [];
try {
  rows.push({
    page: floorName,
    locale: "de",
    figures: await medianOfRuns(browser, floor.url, "de", false),
    floor: true,
  });
  console.log("floor measured");
  for (const locale of benchLocales) {
    for (const page of await benchPages(site.url)) {
      const figures = await medianOfRuns(browser, site.url + page, locale, true);
      rows.push({ page, locale, figures });
      console.log(`${locale} ${page}: interactive ${Math.round(figures.interactiveMs)} ms`);
    }
  }
} finally {
  await browser.close();
  await floor.stop();
  await site.stop();
}

const width = Math.max(...rows.map((row) => row.page.length));
const cell = (text: string, cellWidth: number) => text.padStart(cellWidth);
console.log(
  `\nMain thread in Chromium, CPU ${slowdown}x slower (setCPUThrottlingRate), no network ` +
    `throttle; median of ${runs} first visits per page\n` +
    `goals: no long task over 50 ms before interactive (blocking ≤ ${goals.blockingMs} ms), ` +
    `script without a click ≤ ${goals.scriptBytes / 1024} kB gzip (transferred here as Brotli)\n`,
);
console.log(
  `${"page".padEnd(width)}  lang  hydrated  interactive   script  long tasks  longest  blocking  heap MB  script kB  first touch  its longest`,
);
for (const { page, locale, figures: f } of rows) {
  console.log(
    [
      page.padEnd(width),
      locale.padEnd(4),
      cell(`${Math.round(f.hydratedMs)} ms`, 8),
      cell(`${Math.round(f.interactiveMs)} ms`, 11),
      cell(`${Math.round(f.scriptMs)} ms`, 7),
      cell(String(f.longTasks), 10),
      cell(`${Math.round(f.longestMs)} ms`, 7),
      cell(`${Math.round(f.blockingMs)} ms`, 8),
      cell(f.heapMb.toFixed(1), 7),
      cell(f.scriptKb.toFixed(1), 9),
      cell(Number.isNaN(f.reachMs) ? "–" : `${Math.round(f.reachMs)} ms`, 11),
      cell(Number.isNaN(f.reachLongestMs) ? "–" : `${Math.round(f.reachLongestMs)} ms`, 11),
    ].join("  "),
  );
}
const pages = rows.filter((row) => !row.floor);
const missed = pages.filter(
  ({ figures: f }) =>
    f.longTasks > goals.longTasks ||
    f.blockingMs > goals.blockingMs ||
    f.scriptKb * 1024 > goals.scriptBytes,
);
console.log(
  missed.length === 0
    ? "\nOK: every page meets the goals"
    : `\nMISSED on ${missed.length} of ${pages.length}: ${missed.map((row) => `${row.locale} ${row.page}`).join(", ")}`,
);
