import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { IslandScript } from "../app/islands/islands.ts";
import { testOrigin, testPageContext } from "../app/test/page-context.ts";
import { loadContent } from "../server/content/load.ts";
import { ownScriptUrl } from "../server/static/own-scripts.ts";
import { pageBuild } from "../server/test/page-build.ts";
import {
  islandScriptBudgetKb,
  knownOverWithoutInteraction,
  onDemandModules,
  pageBudgetBytes,
  pageBundles,
  readViteManifest,
  readingPageScriptBudgetBytes,
  readingRoutes,
  stylesheetBudgetBytes,
} from "./bundle-sizes.ts";

/**
 * Holds every public page to its JavaScript budget, on the pages' production build of this test
 * run (server/test/page-build-setup.ts).
 */
describe("the JavaScript and stylesheet budgets", () => {
  const buildDirectory = inject("pageBuildDir");
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  // Loading the server build is the tests' setup (seconds on a busy machine), not theirs to time.
  beforeAll(async () => {
    await pageBuild();
    await readingRoutes(buildDirectory);
  });

  it(`keeps every public page's initial JavaScript within ${pageBudgetBytes / 1024} kB gzip`, async () => {
    const { pages } = pageBundles(
      join(buildDirectory, "client"),
      await readingRoutes(buildDirectory),
    );
    expect(pages.map((page) => page.path)).toContain("/ticket");
    const over = pages
      .filter((page) => page.gzipBytes > pageBudgetBytes)
      .map((page) => `${page.path}: ${kB(page.gzipBytes)}`);
    expect(over).toEqual([]);
  });

  it(`keeps what every public page loads without a click within ${pageBudgetBytes / 1024} kB gzip, but for the known pages, which must not grow`, async () => {
    const { pages } = pageBundles(
      join(buildDirectory, "client"),
      await readingRoutes(buildDirectory),
    );
    const ticket = pages.find((page) => page.path === "/ticket");
    // The islands' script (the resale forms) is fetched after the page: counted here, not in the
    // initial figure.
    expect(ticket && ticket.loadedGzipBytes - ticket.gzipBytes).toBeGreaterThan(10 * 1024);
    const problems = pages.flatMap((page) => {
      const known = knownOverWithoutInteraction[page.path];
      if (!known) {
        return page.loadedGzipBytes > pageBudgetBytes
          ? [`${page.path}: ${kB(page.loadedGzipBytes)}, over the budget and not listed`]
          : [];
      }
      if (page.loadedGzipBytes > known.maxKb * 1024) {
        return [`${page.path}: ${kB(page.loadedGzipBytes)}, grew past ${known.maxKb} kB`];
      }
      if (page.loadedGzipBytes <= pageBudgetBytes) {
        return [`${page.path}: ${kB(page.loadedGzipBytes)}, within the budget now: unlist it`];
      }
      return [];
    });
    expect(problems).toEqual([]);
    const paths = pages.map((page) => page.path);
    expect(
      Object.keys(knownOverWithoutInteraction).filter((path) => !paths.includes(path)),
    ).toEqual([]);
  });

  it("lists as loaded on demand only modules that are still imported dynamically", () => {
    const manifest = readViteManifest(join(buildDirectory, "client"));
    const imported = new Set(
      Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []),
    );
    expect(Object.keys(onDemandModules).filter((module) => !imported.has(module))).toEqual([]);
  });

  /** A page of the built site as the server renders it, in German (scripts in the HTML). */
  async function renderedPage(path: string): Promise<string> {
    const { pages } = await pageBuild();
    const response = await pages(
      new Request(testOrigin + path),
      testPageContext("de", loadContent()),
    );
    expect(response.status, path).toBe(200);
    return response.text();
  }

  const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

  for (const path of [
    "/start",
    "/save-the-date",
    "/party",
    "/faq",
    "/impressum",
    "/privacy",
    "/contact",
  ]) {
    it(`serves ${path} with no framework script, only the reading pages' own of a few kB`, async () => {
      const html = await renderedPage(path);
      expect(html).not.toContain("modulepreload");
      expect(html).not.toContain("__reactRouterContext");
      const [tag, ...others] = scriptTags(html);
      expect(others).toEqual([]);
      const src = /^<script type="module" src="(\/assets\/[\w-]+\.js)"/.exec(tag ?? "")?.[1];
      expect(src, tag).toBeDefined();
      const gzip = gzipSync(readFileSync(join(buildDirectory, "client", src!))).length;
      expect(gzip).toBeLessThan(readingPageScriptBudgetBytes);
    });
  }

  it(`links one stylesheet on the visitors' pages, first on the team's React pages too, within ${stylesheetBudgetBytes / 1024} kB gzip`, async () => {
    const stylesheets = await Promise.all(
      ["/start", "/screensaver", "/admin"].map(async (path) =>
        [...(await renderedPage(path)).matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
          ([, href]) => href!,
        ),
      ),
    );
    expect(stylesheets[0]).toHaveLength(1);
    expect(stylesheets[1]).toEqual(stylesheets[0]);
    expect(stylesheets[2]?.[0]).toBe(stylesheets[0]?.[0]);
    const gzip = gzipSync(readFileSync(join(buildDirectory, "client", stylesheets[0]![0]!))).length;
    expect(gzip).toBeLessThanOrEqual(stylesheetBudgetBytes);
  });

  it("counts the islands' script of /contact as loaded without a click: the page fetches it once loaded", async () => {
    const client = join(buildDirectory, "client");
    const { pages } = pageBundles(client, await readingRoutes(buildDirectory));
    const contact = pages.find((page) => page.path === "/contact");
    const forms = ownScriptUrl(client, "hydrate-forms");
    expect(contact && [...contact.files]).toEqual([ownScriptUrl(client, "enhance")]);
    expect(contact && [...contact.loadedFiles]).toEqual([ownScriptUrl(client, "enhance"), forms]);
    const html = await renderedPage("/contact");
    expect(html.match(new RegExp(` data-island-script="${forms}"`, "g"))).toHaveLength(2);
    expect(html.match(/ data-island-wake="interaction"/g)).toHaveLength(2);
    // The footer's team island, whose script only a browser with a stored team login loads.
    expect(html.match(/ data-island="/g)).toHaveLength(3);
    expect(html).toContain(' data-island="team-footer"');
    expect(html).toContain(' data-island-wake="stored-login"');
  });

  it("keeps each islands' script within its budget: Preact runs the islands, not React DOM", () => {
    const client = join(buildDirectory, "client");
    const over = (Object.keys(islandScriptBudgetKb) as IslandScript[]).flatMap((script) => {
      const file = join(client, ownScriptUrl(client, `hydrate-${script}`));
      const bytes = gzipSync(readFileSync(file)).length;
      const budgetKb = islandScriptBudgetKb[script];
      return bytes > budgetKb * 1024 ? [`${script}: ${kB(bytes)} of ${budgetKb} kB`] : [];
    });
    expect(over).toEqual([]);
  });

  it("gives the order page the waiting room's islands' script, which carries none of the forms", async () => {
    const client = join(buildDirectory, "client");
    const { pages, gzipBytes } = pageBundles(client, await readingRoutes(buildDirectory));
    const order = pages.find((page) => page.path === "/ticket/order/:ticketShopId");
    const waitingRoom = ownScriptUrl(client, "hydrate-waiting-room");
    expect(order && [...order.loadedFiles]).toEqual([ownScriptUrl(client, "enhance"), waitingRoom]);
    expect(gzipBytes(waitingRoom)).toBeLessThan(gzipBytes(ownScriptUrl(client, "hydrate-forms")));
    const html = await renderedPage("/ticket/order/0");
    expect(html).toContain(`data-island-script="${waitingRoom}"`);
    expect(html).toContain('data-island-wake="load"');
  });

  it("gives the pages behind a mail's link the links' islands' script, woken at once, and the framework to none", async () => {
    const client = join(buildDirectory, "client");
    const { pages } = pageBundles(client, await readingRoutes(buildDirectory));
    const links = ownScriptUrl(client, "hydrate-links");
    for (const path of [
      "/newsletter-confirm",
      "/newsletter-cancel",
      "/ticket/confirm-offer",
      "/ticket/confirm-request",
      "/ticket/wait-list/:link",
    ]) {
      const page = pages.find((page) => page.path === path);
      expect(page && [...page.loadedFiles], path).toEqual([ownScriptUrl(client, "enhance"), links]);
    }
    const html = await renderedPage("/newsletter-confirm?id=0123456789abcdef0123456789abcdef");
    expect(html).toContain(`data-island-script="${links}"`);
    expect(html).toContain('data-island-wake="load"');
    const framework = pages.filter((page) => page.gzipBytes > readingPageScriptBudgetBytes);
    expect(framework.map((page) => page.path)).toEqual([]);
  });

  it("gives the screensaver its slideshow's islands' script, woken at once", async () => {
    const client = join(buildDirectory, "client");
    const { pages } = pageBundles(client, await readingRoutes(buildDirectory));
    const slideshow = ownScriptUrl(client, "hydrate-screensaver");
    const page = pages.find((page) => page.path === "/screensaver");
    expect(page && [...page.loadedFiles]).toEqual([ownScriptUrl(client, "enhance"), slideshow]);
    const html = await renderedPage("/screensaver");
    expect(html).toContain(`data-island-script="${slideshow}"`);
    expect(html).toContain('data-island-wake="load"');
  });
});
