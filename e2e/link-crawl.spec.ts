import { request as httpRequest } from "node:http";
import type { Page } from "@playwright/test";
import { speak, type Locale } from "./support/locale.ts";
import { notFoundPage } from "./support/public-pages.ts";
import { expect, instants, siteForBlock, test, type Site } from "./support/test.ts";

const hubs = ["munich", "essen", "hamburg"] as const;
type Hub = (typeof hubs)[number];

/** Not pages to read: the team area, the API, files to download, the stand-ins. */
const notPages = /^\/(admin|api|downloads|dev-idp|simulated-shop)(\/|$)/;
/**
 * Links whose answer is checked but not read on: pages that hand over to the ticket shop as soon
 * as they run, the calendar's months (they lead on without end), and images and other files.
 */
function checkOnly(url: URL): boolean {
  return (
    url.pathname.startsWith("/ticket/order/") ||
    (url.pathname === "/save-the-date" && url.searchParams.has("month")) ||
    /\.\w+$/.test(url.pathname)
  );
}

/**
 * The status a link answers with, asked without a browser: the test's own resolver does not know
 * the *.localhost hub names, so the request goes to the loopback address with the hub's Host.
 */
function statusOf(url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    httpRequest(
      {
        host: "127.0.0.1",
        port: url.port,
        path: url.pathname + url.search,
        headers: { host: url.host },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    )
      .on("error", reject)
      .end();
  });
}

/** Every `<a href>` of the page, resolved, without fragments; download links left out. */
async function linksOn(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator("a[href]:not([download])")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs.map((href) => href.split("#")[0]!);
}

/**
 * Starts at /start (and at the 404 page, which suggests links too), reads every page of the
 * hub's site it reaches and follows every link to it; links to the other cities' sites are
 * answered-checked. Returns the links that answer 404 or 500 (with the page linking them) and
 * pages shown in another language than the visitor's.
 */
async function crawl(page: Page, site: Site, hub: Hub, locale: Locale): Promise<string[]> {
  const origin = site.hubUrl(hub);
  const ourSites = hubs.map((other) => site.hubUrl(other));
  await speak(page, origin, locale);
  const problems: string[] = [];
  const seen = new Set<string>();
  const queue: { url: string; from: string }[] = [
    { url: `${origin}/start`, from: "(start)" },
    { url: `${origin}${notFoundPage}`, from: "(a mistyped address)" },
  ];
  const expected404 = `${origin}${notFoundPage}`;
  while (queue.length > 0) {
    const { url, from } = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const target = new URL(url);
    const ours = ourSites.includes(target.origin);
    if (!ours || notPages.test(target.pathname)) continue;
    if (target.origin !== origin || checkOnly(target)) {
      const status = await statusOf(target);
      if (status >= 400) problems.push(`${status} ${url} (linked from ${from})`);
      continue;
    }
    const status = (await page.goto(url))?.status() ?? 0;
    if (status >= 400 && url !== expected404) {
      problems.push(`${status} ${url} (linked from ${from})`);
      continue;
    }
    const lang = await page.locator("html").getAttribute("lang");
    if (lang !== locale) problems.push(`${url} is in ${lang}`);
    for (const link of await linksOn(page)) queue.push({ url: link, from: url });
  }
  expect(seen.size, "pages and links reached").toBeGreaterThan(15);
  return problems;
}

function crawlEveryHub(site: () => Site) {
  for (const hub of hubs) {
    for (const locale of ["de", "en"] as const) {
      test(`every link on ${hub}'s site answers, in ${locale}`, async ({ page }) => {
        test.setTimeout(180_000);
        expect(await crawl(page, site(), hub, locale)).toEqual([]);
      });
    }
  }
}

test.describe.configure({ mode: "parallel" });
// Every link is in the server's HTML; reading the pages without their scripts keeps the crawl quick.
test.use({ javaScriptEnabled: false });

test.describe("while Munich sells, Essen waits for its sale and Hamburg for a sale date", () => {
  // The shared site's clock: after Munich's sale start, before Essen's.
  let shared: Site;
  test.beforeEach(({ site }) => {
    shared = site;
  });
  crawlEveryHub(() => shared);
});

test.describe("after every city's party, with no new date", () => {
  const site = siteForBlock({ APP_NOW: instants.afterParties });
  crawlEveryHub(() => site);
});
