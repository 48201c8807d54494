import type { BrowserContext, Page } from "@playwright/test";
import { newRelease, type Release } from "./support/new-release.ts";
import { moveClock, siteStartMs, underTest, type Site } from "./support/site.ts";
import { expect, instants, startSite, test } from "./support/test.ts";

/**
 * The screensaver at the venue: its service worker keeps it running through network outages and
 * brings in new content and new builds once the site answers again (docs/decisions/0038-…).
 * The page's clock stands still; runFor moves it through whole cycles of the slideshow.
 */

const durations = [60_000, 20_000, 20_000, 20_000, 20_000, 20_000];
/** The page reloads at the start of the seventh cycle: six cycles after it loaded. */
const cyclesPerReload = 6;

const stage = (page: Page) => page.getByTestId("slideshow");
/** A page load on a busy machine (the test's own steps wait the usual time). */
const loadMs = 30_000;

/**
 * A page of its own context (offline is per context), failing its test on page errors and on
 * console errors but two, which fail while the network is down: the network check before a
 * reload, and the page-load count a page sends when it starts (nothing to count it offline).
 */
async function screen(context: BrowserContext) {
  const page = await context.newPage();
  const problems: string[] = [];
  const errorPages: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    const { pathname } = new URL(message.location().url || "about:blank");
    const unreachable =
      ["/screensaver/sw.js", "/api/reload"].includes(pathname) &&
      message.text().startsWith("Failed to load resource: net::ERR_");
    if (!unreachable)
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on("framenavigated", (frame) => {
    const url = frame.url();
    if (frame === page.mainFrame() && url !== "about:blank" && !url.endsWith("/screensaver")) {
      errorPages.push(frame.url());
    }
  });
  const start = Date.parse(instants.afterSale);
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  return { page, problems, errorPages };
}

/** Loads the screensaver and waits until its worker controls it (it has kept everything). */
async function open(page: Page, site: Site) {
  await page.goto(site.url + "/screensaver");
  await expect(stage(page)).toHaveAttribute("data-running", "true", { timeout: loadMs });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: loadMs,
    })
    .toBe(true);
}

/** Runs whole cycles, checking that every slide comes in its turn. */
async function runCycles(page: Page, cycles: number) {
  for (let cycle = 0; cycle < cycles; cycle++) {
    for (let slide = 0; slide < durations.length; slide++) {
      await page.clock.runFor(durations[slide]!);
      const next = (slide + 1) % durations.length;
      await expect(stage(page)).toHaveAttribute("data-slide", String(next));
      await expect(page.getByTestId(`slide-${next}`)).toBeVisible();
      await expect.poll(() => picturesShown(page, next)).toBe(true);
    }
  }
}

/** Whether every picture of slide `index` has arrived (a flyer is fetched when its slide shows). */
const picturesShown = (page: Page, index: number) =>
  page
    .getByTestId(`slide-${index}`)
    .locator("img")
    .evaluateAll((images: HTMLImageElement[]) =>
      images.every((image) => image.complete && image.naturalWidth > 0),
    );

/** Runs the slideshow up to its next reload (it is due): resolves once the new page hydrated. */
async function runIntoReload(page: Page, cycles: number) {
  await runCycles(page, cycles - 1);
  for (let slide = 0; slide < durations.length - 1; slide++) {
    await page.clock.runFor(durations[slide]!);
  }
  const reloaded = page.waitForEvent("load");
  await page.clock.runFor(durations.at(-1)!);
  await reloaded;
  await expect(stage(page)).toHaveAttribute("data-running", "true", { timeout: loadMs });
}

/** The build the page came from: its slideshow's script, whose name changes with its code. */
const buildOf = (page: Page) =>
  page.locator("[data-island=screensaver]").getAttribute("data-island-script");

/** The worker's caches: one per build, so a single one once a build's worker has taken over. */
const keptBuilds = (page: Page) => page.evaluate(() => caches.keys());

test("keeps cycling through an outage of several reload periods, then shows the new content", async ({
  browser,
}) => {
  test.setTimeout(240_000 + siteStartMs);
  const site = await startSite({ APP_NOW: instants.afterSale, ...underTest });
  // German, as the venue's screens are set up.
  const context = await browser.newContext({ locale: "de-DE" });
  try {
    const { page, problems, errorPages } = await screen(context);
    await open(page, site);
    await expect(page.getByTestId("slide-1")).toContainText("Samstag, 11.10.2025");

    // The venue's network goes: the site does not answer the screen.
    await context.setOffline(true);
    const loads: string[] = [];
    page.on("load", () => loads.push(page.url()));
    await runCycles(page, 2 * cyclesPerReload);
    expect(loads, "no reload while the site does not answer").toEqual([]);

    // Someone reloads the screen by hand: the kept page comes up and runs.
    await page.reload();
    await expect(stage(page)).toHaveAttribute("data-running", "true", { timeout: loadMs });
    await runCycles(page, cyclesPerReload + 1);

    // The network is back, the site has new content (the party is over, no new date yet).
    await moveClock(site, instants.afterParties);
    await context.setOffline(false);
    await runIntoReload(page, 1);
    await expect(page.getByTestId("slide-1")).toContainText(
      "Der nächste Termin wird bald bekannt gegeben.",
    );
    await runCycles(page, 1);

    expect(errorPages, "the browser's error page never showed").toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    await site.stop();
  }
});

test("a new build deployed under a running screensaver takes over at its next reload", async ({
  browser,
}) => {
  test.setTimeout(240_000 + 2 * siteStartMs);
  let release: Release | undefined;
  const sites: Site[] = [];
  // German, as the venue's screens are set up.
  const context = await browser.newContext({ locale: "de-DE" });
  try {
    // The release: the slideshow's label changed, so its chunks and build id are new.
    release = newRelease({ from: "Diashow", to: "Diashow der Saison" });
    const current = await startSite({ APP_NOW: instants.afterSale });
    sites.push(current);
    const { page, problems, errorPages } = await screen(context);
    await open(page, current);
    const oldBuild = await buildOf(page);
    const [oldCache] = await keptBuilds(page);
    expect(oldCache).toMatch(/^screensaver-/);
    await expect(page.getByRole("region", { name: "Diashow", exact: true })).toBeVisible();

    // The deploy: the old server goes, the new one comes on the same address.
    await current.stop();
    const deployed = await startSite(
      { APP_NOW: instants.afterSale, PORT: String(current.port) },
      release.project,
    );
    sites.push(deployed);
    await runIntoReload(page, cyclesPerReload);
    await expect(page.getByRole("region", { name: "Diashow der Saison" })).toBeVisible();
    const newBuild = await buildOf(page);
    expect(newBuild).not.toBe(oldBuild);

    // The new build's worker has taken over and kept the new build only.
    await expect
      .poll(async () => (await keptBuilds(page)).filter((cache) => cache !== oldCache), {
        timeout: loadMs,
      })
      .toHaveLength(1);
    await expect.poll(() => keptBuilds(page), { timeout: loadMs }).toHaveLength(1);
    await runCycles(page, 1);

    // And the kept page is the new build's, whole: it runs with the network gone.
    await context.setOffline(true);
    await deployed.stop();
    await page.reload();
    await expect(stage(page)).toHaveAttribute("data-running", "true", { timeout: loadMs });
    await expect(page.getByRole("region", { name: "Diashow der Saison" })).toBeVisible();
    expect(await buildOf(page)).toBe(newBuild);
    await runCycles(page, 1);

    expect(errorPages, "the browser's error page never showed").toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    for (const site of sites) await site.stop();
    release?.remove();
  }
});
