/**
 * `npm run soak:screensaver`: the screensaver through a simulated weekend at the venue. Against
 * the production build, one Chromium page runs the slideshow with its clock pinned and moved on
 * slide by slide (Playwright's page.clock: a weekend takes minutes), reloading every six cycles
 * as it does on the screen, with its service worker. It prints the page's JavaScript heap after a
 * garbage collection (CDP `Runtime.getHeapUsage`), its DOM nodes and event listeners
 * (`Performance.getMetrics`) and what the origin keeps in Cache Storage, after the first load,
 * every few simulated hours and at the end: none of them may grow. A soak run, not a test.
 *
 * SOAK_HOURS (60: Friday evening to Monday morning), SOAK_REPORT_HOURS (6), BENCH_NOW (bench/pages.ts).
 */
import { chromium, type CDPSession, type Page } from "playwright-core";
import { slideCount, slideDurationMs } from "../core/screensaver.ts";
import { startSite } from "../e2e/support/site.ts";
import playwrightConfig from "../playwright.config.ts";
import { phoneBrowser } from "../e2e/support/browsers.ts";
import { benchNow } from "./pages.ts";

const hours = Number(process.env.SOAK_HOURS ?? 60);
const reportHours = Number(process.env.SOAK_REPORT_HOURS ?? 6);
/** Generous: a busy 2-core machine. */
const timeout = 60_000;

const cycleMs = Array.from({ length: slideCount }, (_, index) => slideDurationMs(index)).reduce(
  (sum, ms) => sum + ms,
);

interface Figures {
  heapKb: number;
  nodes: number;
  listeners: number;
  cacheKb: number;
}

async function measure(page: Page, cdp: CDPSession): Promise<Figures> {
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  const { metrics } = await cdp.send("Performance.getMetrics");
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? 0;
  const cacheBytes = await page.evaluate(async () => (await navigator.storage.estimate()).usage);
  return {
    heapKb: Math.round(usedSize / 1024),
    nodes: metric("Nodes"),
    listeners: metric("JSEventListeners"),
    cacheKb: Math.round((cacheBytes ?? 0) / 1024),
  };
}

const line = (label: string, f: Figures) =>
  `${label.padEnd(12)} heap ${String(f.heapKb).padStart(6)} kB · DOM nodes ${String(f.nodes).padStart(5)} · listeners ${String(f.listeners).padStart(4)} · Cache Storage ${f.cacheKb} kB`;

/** One slide: the clock moves on by the slide's time, and the next slide must show. */
async function nextSlide(page: Page, index: number) {
  await page.clock.runFor(slideDurationMs(index));
  const next = (index + 1) % slideCount;
  await page
    .getByTestId("slideshow")
    .and(page.locator(`[data-slide="${next}"]`))
    .waitFor({ timeout });
}

async function main() {
  const site = await startSite({ APP_NOW: benchNow });
  const launch = playwrightConfig.use?.launchOptions ?? {};
  const browser = await chromium.launch({
    ...launch,
    executablePath: phoneBrowser.path,
    headless: true,
  });
  try {
    const context = await browser.newContext({
      locale: "de-DE",
      viewport: { width: 1920, height: 1080 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(timeout);
    page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
    const start = Date.parse(benchNow);
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    const running = () =>
      page.locator('[data-testid="slideshow"][data-running="true"]').waitFor({ timeout });
    await page.goto(site.url + "/screensaver");
    await running();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout,
      polling: 100,
    });

    const cycles = Math.round((hours * 3_600_000) / cycleMs);
    console.log(
      `Screensaver soak: ${hours} h simulated, ${cycles} cycles of ${cycleMs / 1000} s, a reload every 6`,
    );
    const first = await measure(page, cdp);
    console.log(line("start", first));
    let last = first;
    let reloads = 0;
    const cyclesPerReport = Math.max(1, Math.round((reportHours * 3_600_000) / cycleMs));
    const began = Date.now();
    for (let cycle = 1; cycle <= cycles; cycle++) {
      for (let index = 0; index < slideCount - 1; index++) await nextSlide(page, index);
      if (cycle % 6 === 0) {
        const loaded = page.waitForEvent("load", { timeout });
        await page.clock.runFor(slideDurationMs(slideCount - 1));
        await loaded;
        await running();
        reloads++;
      } else {
        await nextSlide(page, slideCount - 1);
      }
      if (cycle % cyclesPerReport === 0 || cycle === cycles) {
        last = await measure(page, cdp);
        console.log(line(`${((cycle * cycleMs) / 3_600_000).toFixed(1)} h`, last));
      }
    }
    const growth = ((last.heapKb - first.heapKb) / first.heapKb) * 100;
    console.log(
      `${reloads} reloads in ${Math.round((Date.now() - began) / 1000)} s; heap from ${first.heapKb} to ${last.heapKb} kB (${growth >= 0 ? "+" : ""}${growth.toFixed(1)} %)`,
    );
  } finally {
    await browser.close();
    await site.stop();
  }
}

await main();
