import { describe, expect, it } from "vitest";
import { notFoundPage } from "../../e2e/support/public-pages.ts";
import { cookieJar } from "../auth/test/login-walk.ts";
import { testAppForBlock, type TestApp } from "../test/api.ts";

const hubs = ["munich", "essen", "hamburg"] as const;
type Hub = (typeof hubs)[number];
type Locale = "de" | "en";

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
 * Every `<a href>` of the page as a browser shows it, resolved against its address, without
 * fragments; download links left out, and so are a `<template>`'s (a later sale phase's).
 */
function linksOn(html: string, url: string): string[] {
  const shown = html.replace(/<template\b[\s\S]*?<\/template>/g, "");
  return [...shown.matchAll(/<a\b([^>]*)>/g)].flatMap(([, attributes = ""]) => {
    const href = /\shref="([^"]*)"/.exec(attributes)?.[1];
    if (href === undefined || /\sdownload(\s|=|$)/.test(attributes)) return [];
    return [new URL(href.replaceAll("&amp;", "&"), url).href.split("#")[0]!];
  });
}

/**
 * The islands whose server markup starts with a `<link>`: React puts a preload for an eager
 * image there, and hydration, which renders no such link, moves the island's content to drop it,
 * taking the focus from a visitor who types while the scripts arrive (such images load lazily).
 */
function islandsLedByLinks(html: string): string[] {
  return [...html.matchAll(/<div class="island" data-island="([^"]*)"[^>]*>\s*<link\b/g)].map(
    ([, name]) => name!,
  );
}

/**
 * Reads the site as a browser without scripts does: the city by the Host, the visitor's
 * cookies (LOCALE among them), redirects followed. Returns the last answer and its address.
 */
function reader(site: TestApp, locale: Locale) {
  const jar = cookieJar();
  jar.store(new Response(null, { headers: { "set-cookie": `LOCALE=${locale}` } }));
  const request = (url: URL, cookies: boolean) =>
    site.app.request(url.href, {
      headers: { host: url.host, ...(cookies ? { cookie: jar.header() } : {}) },
    });
  return {
    /** The status a link answers with (another city's site, a file): no cookies, no redirects. */
    status: async (url: URL) => (await request(url, false)).status,
    async open(url: string): Promise<{ response: Response; url: string }> {
      let current = new URL(url);
      for (let hops = 0; ; hops++) {
        const response = await request(current, true);
        jar.store(response);
        const location = response.headers.get("location");
        if (response.status < 300 || response.status >= 400 || !location || hops === 10)
          return { response, url: current.href };
        current = new URL(location, current);
      }
    },
  };
}

/**
 * Starts at /start (and at the 404 page, which suggests links too), reads every page of the
 * hub's site it reaches and follows every link to it; links to the other cities' sites are
 * answered-checked. Returns the links that answer 404 or 500 (with the page linking them) and
 * pages shown in another language than the visitor's.
 */
async function crawl(site: TestApp, hub: Hub, locale: Locale): Promise<string[]> {
  const { port } = new URL(site.services.config.PUBLIC_URL);
  const hubUrl = (other: Hub) => `http://${other}.localhost:${port}`;
  const origin = hubUrl(hub);
  const ourSites = hubs.map(hubUrl);
  const visitor = reader(site, locale);
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
      const status = await visitor.status(target);
      if (status >= 400) problems.push(`${status} ${url} (linked from ${from})`);
      continue;
    }
    const { response, url: shown } = await visitor.open(url);
    if (response.status >= 400 && url !== expected404) {
      problems.push(`${response.status} ${url} (linked from ${from})`);
      continue;
    }
    const html = await response.text();
    const lang = /<html lang="([^"]*)"/.exec(html)?.[1];
    if (lang !== locale) problems.push(`${url} is in ${lang}`);
    for (const island of islandsLedByLinks(html))
      problems.push(`${url}: ${island} starts with a <link>`);
    for (const link of linksOn(html, shown)) queue.push({ url: link, from: url });
  }
  expect(seen.size, "pages and links reached").toBeGreaterThan(15);
  return problems;
}

function crawlEveryHub(site: TestApp) {
  for (const hub of hubs) {
    for (const locale of ["de", "en"] as const) {
      it(`every link on ${hub}'s site answers, in ${locale}`, { timeout: 120_000 }, async () => {
        expect(await crawl(site, hub, locale)).toEqual([]);
      });
    }
  }
}

// Every link is in the server's HTML: the pages are read without their scripts.
describe("while Munich sells, Essen waits for its sale and Hamburg for a sale date", () => {
  // After Munich's sale start, before Essen's.
  crawlEveryHub(testAppForBlock({ pages: true, now: "2025-06-20T12:00:00+02:00" }));
});

describe("after every city's party, with no new date", () => {
  crawlEveryHub(testAppForBlock({ pages: true, now: "2026-04-01T12:00:00+02:00" }));
});
