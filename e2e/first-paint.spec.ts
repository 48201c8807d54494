import { teamHintCookieName } from "../app/auth/team-hint.ts";
import { notFoundPage, publicPages } from "./support/public-pages.ts";
import { expect, test } from "./support/test.ts";

/**
 * The reading pages, served without React: one small deferred script instead of the framework's
 * modules (docs/decisions/0048-reading-pages-without-the-framework.md). The news posts are reading
 * pages too (e2e/reading-page.spec.ts), and so are the ticket, contact and hotel pages, whose
 * forms hydrate when a visitor reaches for them (e2e/islands.spec.ts), and the helpful 404.
 */
const readingPages = new Set([
  "/start",
  "/save-the-date",
  "/party",
  "/faq",
  "/directions",
  "/recommendations",
  "/privacy",
  "/impressum",
  "/contact",
  "/hotel",
  "/ticket",
  notFoundPage,
]);

/**
 * What each public page asks for before it can paint, on a slow phone network: one stylesheet,
 * the same on every page, so the next page finds it in the cache (decision 0053), one font file
 * preloaded (the body text's; the bold face swaps in later over its sized fallback), and the
 * scripts, which only make the server-rendered page interactive, after them: a reading page's one
 * module script (run once the document is parsed), a React page's modules preloaded at low
 * priority.
 */
test("every public page waits for the one stylesheet and one font file; a reading page defers its one small script, a React page preloads its modules at low priority", async ({
  request,
  site,
}) => {
  const stylesheets = new Set<string>();
  for (const path of [...publicPages, "/contact"]) {
    await test.step(path, async () => {
      const html = await (await request.get(site.url + path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const tags = (rel: string) => head.match(new RegExp(`<link rel="${rel}"[^>]*>`, "g")) ?? [];
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];

      expect(tags("stylesheet")).toHaveLength(1);
      stylesheets.add(/href="([^"]+)"/.exec(tags("stylesheet")[0]!)?.[1] ?? "");
      const fonts = tags("preload").filter((tag) => tag.includes('as="font"'));
      expect(fonts.map((tag) => /inter-latin-(\d+)-normal/.exec(tag)?.[1])).toEqual(["400"]);

      if (readingPages.has(path)) {
        expect(tags("modulepreload")).toEqual([]);
        expect(scripts).toEqual([
          expect.stringMatching(/^<script type="module" src="\/assets\/enhance-[\w-]+\.js"/),
        ]);
      } else {
        expect(tags("modulepreload").length).toBeGreaterThan(0);
        for (const tag of tags("modulepreload")) expect(tag).toContain('fetchpriority="low"');
        expect(scripts.some((tag) => tag.includes('type="module"'))).toBe(true);
      }
    });
  }
  expect([...stylesheets]).toHaveLength(1);
});

test("a reading page asked for by a browser with a stored team login is the React page", async ({
  request,
  site,
}) => {
  const html = await (
    await request.get(site.url + "/faq", {
      headers: { cookie: `${teamHintCookieName}=1` },
    })
  ).text();
  expect(html).toContain('rel="modulepreload"');
  expect(html).not.toMatch(/\/assets\/enhance-[\w-]+\.js/);
});
