import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import { siteStartMs, startSite, type Site } from "./site.ts";
import { reachForIslands } from "./islands.ts";

/** Instants used across the browser tests (the clock is pinned; never today's date). */
export const instants = {
  beforeSale: "2025-06-10T12:00:00+02:00",
  afterSale: "2025-06-20T12:00:00+02:00",
  /** Every city's party is over and none has a new date: no city has a dated event. */
  afterParties: "2026-04-01T12:00:00+02:00",
} as const;

type Fixtures = {
  site: Site;
  /**
   * Opens a page in a browser context of its own (another person, or other browser settings);
   * it is watched like `page`, and its context closes after the test.
   */
  openPage: (options?: BrowserContextOptions) => Promise<Page>;
  /**
   * A server with `env` (e.g. another pinned clock) shared by the tests of this spec file that
   * run in this worker and ask for the same settings: started at the first one's call, stopped
   * once the worker goes on to another file. Unlike siteForBlock, the file's tests still run on
   * both workers; each must leave alone what the others check (their own titles and addresses).
   */
  fileSite: (env: Record<string, string>) => Promise<Site>;
};
type WorkerFixtures = { sharedSite: Site; fileSites: FileSites };

/** The servers one worker keeps for the spec file it runs (fileSite), by their settings. */
interface FileSites {
  file?: string;
  started: Map<string, Promise<Site>>;
}

async function stopFileSites(sites: FileSites): Promise<void> {
  const started = [...sites.started.values()];
  sites.started.clear();
  for (const result of await Promise.allSettled(started))
    if (result.status === "fulfilled") await result.value.stop();
}

/**
 * `site`: one server per worker whose clock starts after the ticket sale began; tests that need
 * another instant or setting take one of their own (withSite, siteForBlock). Every page fails its test on console
 * errors or warnings, uncaught exceptions (hydration problems among them) and on any request to
 * a host other than our own; so does every page `openPage` opens.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  sharedSite: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = await startSite({ APP_NOW: instants.afterSale });
      await use(site);
      await site.stop();
    },
    { scope: "worker", timeout: siteStartMs + 30_000 },
  ],
  fileSites: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const sites: FileSites = { started: new Map() };
      await use(sites);
      await stopFileSites(sites);
    },
    { scope: "worker" },
  ],
  fileSite: [
    async ({ fileSites }, use, testInfo) => {
      // Playwright hands a worker the files one after another: the last file's servers are idle.
      if (fileSites.file !== testInfo.file) {
        await stopFileSites(fileSites);
        fileSites.file = testInfo.file;
      }
      await use((env) => {
        const settings = JSON.stringify(env);
        let site = fileSites.started.get(settings);
        if (!site) {
          testInfo.setTimeout(testInfo.timeout + siteStartMs);
          site = startSite(env);
          fileSites.started.set(settings, site);
        }
        return site;
      });
    },
    { auto: true },
  ],
  site: async ({ sharedSite }, use) => {
    await use(sharedSite);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    const problems = watchPage(page, javaScriptEnabled);
    await use(page);
    expect(problems, "console problems or third-party requests").toEqual([]);
  },
  openPage: async ({ browser }, use) => {
    const opened: { context: BrowserContext; problems: string[] }[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      opened.push({ context, problems: watchPage(page, options?.javaScriptEnabled !== false) });
      return page;
    });
    for (const { context } of opened) await context.close();
    const problems = opened.flatMap((page) => page.problems);
    expect(problems, "console problems or third-party requests").toEqual([]);
  },
});

/**
 * Runs `run` against a server of its own (e.g. with another pinned clock), then stops it. The
 * page is closed first: a request still in flight to the stopped server would log an error.
 */
export async function withSite(
  page: Page,
  env: Record<string, string>,
  run: (site: Site) => Promise<void>,
): Promise<void> {
  test.setTimeout(test.info().timeout + siteStartMs);
  const site = await startSite(env);
  try {
    await run(site);
  } finally {
    await page.close();
    await site.stop();
  }
}

/**
 * withSite with the server's clock starting at `instant` (it then runs in real time) and the
 * browser's standing still there until the test moves it (`page.clock.runFor`): the page shows
 * the server's instant. The browser's clock is installed a minute earlier, since pausing needs a
 * moment that still lies ahead.
 */
export async function withSiteAt(
  page: Page,
  instant: string,
  run: (site: Site) => Promise<void>,
): Promise<void> {
  await withSite(page, { APP_NOW: instant }, async (site) => {
    await page.clock.install({ time: new Date(Date.parse(instant) - 60_000) });
    await page.clock.pauseAt(new Date(instant));
    await run(site);
  });
}

/**
 * A server of its own for the enclosing describe block (or file), e.g. with another pinned
 * clock: started before its tests, stopped after them. Read it inside tests and hooks only.
 * `env` may be a function, called as the server starts (e.g. to write a content folder only in
 * the worker that runs the block).
 *
 * The block's tests run one after another in one worker: with `fullyParallel`, Playwright would
 * otherwise split a file's tests with hooks between the workers, and each worker would start
 * this server (and every other block's of the file) for its share; a start costs seconds of
 * CPU. Other blocks and files still run beside it.
 */
export function siteForBlock(env: Record<string, string> | (() => Record<string, string>)): Site {
  runInOneWorker();
  let started: Site | undefined;
  test.beforeAll(async () => {
    test.setTimeout(test.info().timeout + siteStartMs);
    started = await startSite(typeof env === "function" ? env() : env);
  });
  test.afterAll(async () => {
    await started?.stop();
  });
  const site = () => {
    if (!started) throw new Error("the site starts in beforeAll");
    return started;
  };
  return {
    get url() {
      return site().url;
    },
    get port() {
      return site().port;
    },
    get dataDir() {
      return site().dataDir;
    },
    get pid() {
      return site().pid;
    },
    output: () => site().output(),
    hubUrl: (hub) => site().hubUrl(hub),
    stop: () => site().stop(),
  };
}

/** Runs the enclosing block's tests in one worker, unless a mode is set there already. */
function runInOneWorker(): void {
  try {
    test.describe.configure({ mode: "default" });
  } catch (error) {
    // A second server for the same block (or an explicit mode) finds the block's mode set.
    if (!(error instanceof Error && error.message.includes("mode is already assigned")))
      throw error;
  }
}

/**
 * An API answering 4xx is part of a flow the page shows (errors in the visitor's language), a
 * document answering 404 is the helpful 404 page, and a request the test cut off fails by design;
 * Chromium logs each as a console error. Those are expected. A failing image, script or
 * stylesheet is not.
 */
function isExpectedFailure(url: string, expected: Set<string>, message: string): boolean {
  return message.startsWith("Failed to load resource") && expected.has(url);
}

/**
 * `goto` and `reload` return once a React page has hydrated, its sections loaded after the page
 * among them, so a test never clicks a button whose handler is not attached yet (what works
 * before hydration is tested without JavaScript). A reading page's forms hydrate when a visitor
 * reaches for them (app/islands/): the tests reach for them as a touch does, and wait for them
 * (`e2e/islands.spec.ts` tests the page before that).
 */
function waitForHydration(page: Page, scripts: boolean): void {
  const settle = async (): Promise<void> => {
    try {
      // A reading page's script comes after its first paint (server/pages/after-paint.ts) and
      // marks the page once it has run, as React does on a team page; without scripts, nothing
      // comes.
      if (scripts)
        await page.waitForFunction(() => {
          const root = document.documentElement;
          if (!root || document.querySelector("template[data-after-paint]")) return false;
          const scripted =
            "__reactRouterContext" in window || document.querySelector("script[data-server-now]");
          return (
            !scripted ||
            (root.hasAttribute("data-hydrated") && !root.hasAttribute("data-sections-loading"))
          );
        });
      await reachForIslands(page);
    } catch (error) {
      // The team area sends a visitor page's address to the browser as a document load
      // (app/layout/main-layout.tsx): settle on the page that comes.
      if (!String(error).includes("Execution context was destroyed")) throw error;
      await page.waitForLoadState();
      await settle();
    }
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await settle();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await settle();
    return response;
  };
}

function watchPage(page: Page, scripts = true): string[] {
  waitForHydration(page, scripts);
  const problems: string[] = [];
  const expectedFailures = new Set<string>();
  page.on("response", (response) => {
    const request = response.request();
    const api = new URL(response.url()).pathname.startsWith("/api/");
    if (
      response.status() >= 400 &&
      response.status() < 500 &&
      (api || request.isNavigationRequest())
    ) {
      expectedFailures.add(response.url());
    }
  });
  // A request the test cut off (`route.abort`, a lost connection) fails by design.
  page.on("requestfailed", (request) => expectedFailures.add(request.url()));
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    if (isExpectedFailure(message.location().url, expectedFailures, message.text())) return;
    problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("request", (request) => {
    const { protocol, hostname } = new URL(request.url());
    const local =
      hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1";
    if (!["data:", "blob:"].includes(protocol) && !local)
      problems.push(`third-party request: ${request.url()}`);
  });
  return problems;
}

export { expect, startSite };
export type { Site };
