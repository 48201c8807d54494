import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { publicPages } from "../../e2e/support/public-pages.ts";
import { testAppForBlock } from "../test/api.ts";

/**
 * The reading pages, served without React: one small deferred script instead of the framework's
 * modules (docs/decisions/0048-reading-pages-without-the-framework.md). Every public page but the
 * screensaver is one: the news posts (e2e/reading-page.spec.ts), the ticket, contact and hotel
 * pages, whose forms hydrate when a visitor reaches for them (e2e/islands.spec.ts), and the
 * helpful 404.
 */
const readingPages = new Set<string>([
  ...publicPages.filter((path) => path !== "/screensaver"),
  "/contact",
]);

describe("what a page asks for before it can paint", () => {
  const site = testAppForBlock({ pages: true });
  const html = async (path: string, headers: Record<string, string> = {}) =>
    (await site.get(path, headers)).text();

  /**
   * What each public page asks for before it can paint, on a slow phone network: nothing but its
   * HTML, whose head carries the rules of the one stylesheet that can apply to the page, within
   * the first round trip (14 kB; decision 0053), and whose first screen's pictures are in it
   * (decision 0075). No font, image or module is preloaded, and no file is linked where the
   * browser would fetch it at once: the stylesheet (the same on every page, so that the next page
   * finds it in the cache) and a reading page's one module script wait in an inert template until
   * the page has painted (a `<noscript>` link for browsers without scripts); the screensaver
   * preloads its island's module at low priority. The text is in the system's font (decision
   * 0081): no page asks for a font file. The icon is a small PNG in the HTML (decision 0082).
   */
  it("every public page paints from its HTML alone, its critical styles in the first 14 kB; the stylesheet and the page's script wait until the first paint", async () => {
    const stylesheets = new Set<string>();
    for (const path of [...publicPages, "/contact"]) {
      const page = await html(path);
      const head = page.slice(0, page.indexOf("</head>"));
      const tags = (rel: string) => head.match(new RegExp(`<link rel="${rel}"[^>]*>`, "g")) ?? [];
      // What the browser finds to fetch: everything outside the held template and <noscript>.
      const fetched = page.replaceAll(/<(template|noscript)\b[^>]*>[\s\S]*?<\/\1>/g, "");
      const scripts = fetched.match(/<script\b[^>]*>/g) ?? [];

      expect(fetched.match(/<link rel="stylesheet"[^>]*>/g), path).toBeNull();
      expect(tags("preload"), path).toEqual([]);
      // A PNG: an SVG icon is laid out as a document of its own after the load (decision 0082).
      expect(tags("icon"), path).toEqual([
        expect.stringMatching(/^<link rel="icon" href="data:image\/png;base64,[\w+/=]+"/),
      ]);
      expect(
        fetched.match(/<img\b[^>]*>/g)?.filter((img) => !/loading="lazy"|src="data:/.test(img)),
        path,
      ).toEqual([]);
      const critical = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? "";
      expect(critical, path).toContain(":root{");
      expect(page, path).not.toMatch(/@font-face|\.woff2/);
      // The first round trip: 14 kB less the response's headers (about 1 kB).
      const toStylesEnd = page.slice(0, page.indexOf("</style>"));
      expect(brotliCompressSync(toStylesEnd).length, path).toBeLessThan(13_000);
      const held = /<template data-after-paint>([\s\S]*?)<\/template>/.exec(page)?.[1] ?? "";
      const sheet = /<link rel="stylesheet" href="([^"]+)"\/>/.exec(held)?.[1];
      expect(sheet, path).toMatch(/^\/assets\/root-[\w-]+\.css$/);
      expect(page, path).toContain(`<noscript><link rel="stylesheet" href="${sheet}"/></noscript>`);
      stylesheets.add(sheet ?? "");

      if (readingPages.has(path)) {
        expect(tags("modulepreload"), path).toEqual([]);
        expect(held, path).toMatch(/^<script type="module" src="\/assets\/enhance-[\w-]+\.js"/);
        expect(scripts, path).toEqual(["<script>"]);
      } else {
        // The screensaver's island script, needed at once, is preloaded (at low priority).
        expect(tags("modulepreload").length, path).toBeGreaterThan(0);
        for (const tag of tags("modulepreload")) expect(tag, path).toContain('fetchpriority="low"');
      }
    }
    expect([...stylesheets]).toHaveLength(1);
    // The whole sheet names no font face either: one that did would lay every line of text out
    // again when it applies, and fetch its files.
    const [held] = stylesheets;
    const whole = await (await site.get(held!)).text();
    expect(whole).toContain(".sale-bar");
    expect(whole).not.toContain("@font-face");
  });

  it("a page asked for with a query or by a visitor with another cookie paints from its HTML too", async () => {
    const cached = await html("/faq");
    for (const [path, headers] of [
      // The address a shared link and the language alternates carry.
      ["/faq?lang=de", {}],
      // A visitor holding a place in the waiting room.
      ["/faq", { cookie: "LOCALE=de; pp_place=abc" }],
    ] as const) {
      const response = await site.get(path, headers);
      const page = await response.text();
      const critical = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1];
      expect(critical, path).toBe(/<style>([\s\S]*?)<\/style>/.exec(cached)?.[1]);
      expect(page, path).toContain("<template data-after-paint>");
      const fetched = page.replaceAll(/<(template|noscript)\b[^>]*>[\s\S]*?<\/\1>/g, "");
      expect(fetched, path).not.toContain('rel="stylesheet"');
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy, path).toMatch(/style-src-elem 'self' 'sha256-[\w+/=]+'/);
      expect(policy, path).not.toContain("'nonce-");
    }
  });

  it("a reading page is the same whatever the browser's cookies: a team member's too", async () => {
    // TEAM=1 was the cookie that once switched a reading page to React Router's page.
    const page = await html("/faq", { cookie: "TEAM=1; LOCALE=de" });
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toMatch(/\/assets\/enhance-[\w-]+\.js/);
    expect(page).toContain('data-island="team-footer"');
  });

  it("React Router's client runs only in the team area: the login's return and the hotel's form links are server HTML with their view as an island", async () => {
    const hex = "0123456789abcdef".repeat(2);
    const islands = {
      [`/auth?code=${hex}&state=${hex}`]: "auth",
      [`/_form/form-transmit?formId=f1&pin=${hex}`]: "form-transmit",
      [`/_form/card/${hex}${hex}`]: "hotel-card",
    };
    for (const [path, island] of Object.entries(islands)) {
      const page = await html(path);
      // The one module preloaded is the island's script (woken at load).
      const preloads = page.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(preloads, path).toEqual([
        expect.stringMatching(/\/assets\/hydrate-(hotel-links|team)-/),
      ]);
      expect(page, path).not.toContain("__reactRouterContext");
      expect(page, path).toMatch(/\/assets\/enhance-[\w-]+\.js/);
      expect(page, path).toContain(`data-island="${island}"`);
      expect(page, path).toContain('data-island-wake="load"');
    }
    // Without a code, the server's page says at once that the login failed.
    expect(await html("/auth")).toContain("<h1>Login fehlgeschlagen</h1>");
    expect(await html("/admin")).toContain("__reactRouterContext");
  });
});
