import type { Page } from "@playwright/test";
import { speak, type Locale } from "./support/locale.ts";
import { publicPages } from "./support/public-pages.ts";
import { expect, test } from "./support/test.ts";

/**
 * The first screen needs nothing but the HTML (docs/decisions/0053-one-stylesheet.md): with every
 * stylesheet and font request refused, each public page lays out its heading, its sale bar and
 * the bar's buy button where they stand once the stylesheet has come, on a phone's screen. So the
 * first paint is the final layout, on a slow network too; the text is in the system's font from
 * the start, and no page asks for a font file (docs/decisions/0081-the-system-font.md).
 */
const phone = { width: 390, height: 844 };
const locales: Locale[] = ["de", "en"];
const firstScreen = { heading: "main h1", "sale bar": ".sale-bar", "buy button": ".sale-bar a" };
/** How far an element may be from its final place (sub-pixel rounding of a fallback's lines). */
const tolerancePx = 3;

type Boxes = Record<string, { x: number; y: number; width: number; height: number } | null>;

async function firstScreenBoxes(page: Page): Promise<Boxes> {
  return page.evaluate((selectors) => {
    const boxes: Boxes = {};
    for (const [name, selector] of Object.entries(selectors)) {
      const element = document.querySelector(selector);
      const box = element?.getBoundingClientRect();
      boxes[name] = box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null;
    }
    return boxes;
  }, firstScreen);
}

/** The font files the page has asked for. */
const fontFiles = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => /\.(woff2?|ttf|otf)(\?|$)/.test(name)),
  );

/** How many rules the page has from stylesheet files (a refused file has none to read). */
function rulesFromFiles(page: Page): Promise<number> {
  return page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => sheet.href)
      .reduce((count, sheet) => {
        try {
          return count + sheet.cssRules.length;
        } catch {
          return count;
        }
      }, 0),
  );
}

for (const locale of locales) {
  for (const path of publicPages) {
    const where = `${locale} ${path}`;
    test(`${where}: the first screen, painted without stylesheet and fonts, is laid out as the full page`, async ({
      page,
      site,
    }) => {
      await page.setViewportSize(phone);
      await speak(page, site.url, locale);
      // First in its browser: no service worker (the screensaver's) answers from a cache.
      await page.route(/\.(css|woff2)(\?|$)/, (route) => route.abort());
      await page.goto(site.url + path);
      const bare = await firstScreenBoxes(page);
      expect(await rulesFromFiles(page), "no rule from a stylesheet file").toBe(0);
      await page.unrouteAll();

      await page.goto(site.url + path);
      await expect.poll(() => rulesFromFiles(page), "the stylesheet").toBeGreaterThan(0);
      expect(await fontFiles(page), "font files").toEqual([]);
      const full = await firstScreenBoxes(page);

      expect(Object.keys(bare).filter((name) => bare[name])).toEqual(
        Object.keys(full).filter((name) => full[name]),
      );
      if (path !== "/screensaver") expect(full.heading, "a heading").not.toBeNull();
      for (const [name, box] of Object.entries(full)) {
        if (!box) continue;
        const first = bare[name]!;
        for (const edge of ["x", "y", "width", "height"] as const) {
          expect(Math.abs(first[edge] - box[edge]), `${name}: ${edge}`).toBeLessThanOrEqual(
            tolerancePx,
          );
        }
      }
    });
  }
}

/**
 * On a slow network a phone paints what has come of the HTML. Whatever that part shows stands
 * where it stays once the rest has come: the page's rows do not stretch to fill the screen while
 * it is short.
 */
test("a page whose HTML has come only up to its heading shows it where it stays", async ({
  page,
  site,
}) => {
  await page.setViewportSize(phone);
  await speak(page, site.url, "de");
  for (const path of ["/faq", "/start", "/ticket"]) {
    await page.goto(site.url + path);
    const full = await firstScreenBoxes(page);
    const html = await (await page.request.get(site.url + path)).text();
    const headingEnd = html.indexOf("</h1>", html.indexOf("<main")) + "</h1>".length;
    await page.route(site.url + path, (route) =>
      route.fulfill({ contentType: "text/html; charset=utf-8", body: html.slice(0, headingEnd) }),
    );
    await page.goto(site.url + path);
    const part = await firstScreenBoxes(page);
    await page.unrouteAll();
    for (const name of ["heading", "sale bar"]) {
      expect(Math.abs(part[name]!.y - full[name]!.y), `${path}: ${name}`).toBeLessThanOrEqual(
        tolerancePx,
      );
    }
  }
});

/**
 * Nothing but the HTML is asked for before the first paint (docs/decisions/0075-nothing-before-the-first-paint.md):
 * on a slow phone every request started before it shares the first round trips with the page. The
 * stylesheet and the page's script are requested once the page has painted, and
 * the first screen's pictures come in the HTML; a lazy picture below it (the party's floor plans)
 * is fetched when the browser decides. The screensaver, whose island's script is preloaded, is
 * left out.
 */
test("every reading page asks for no file before its first contentful paint", async ({
  page,
  site,
}) => {
  await page.setViewportSize(phone);
  for (const path of publicPages.filter((path) => path !== "/screensaver")) {
    await page.goto(site.url + path);
    await expect.poll(() => rulesFromFiles(page), `${path}: the stylesheet`).toBeGreaterThan(0);
    const { painted, early } = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
      // A lazy picture below the first screen is the browser's to fetch when it likes.
      const withoutFragment = (url: string) => url.split("#")[0];
      const lazy = new Set(
        [...document.querySelectorAll<HTMLImageElement>("img[loading=lazy]")].map((img) =>
          withoutFragment(img.src),
        ),
      );
      const before = performance
        .getEntriesByType("resource")
        .filter((entry) => paint === undefined || entry.startTime <= paint)
        .filter((entry) => !lazy.has(withoutFragment(entry.name)));
      return {
        painted: paint !== undefined,
        early: before.map((entry) => new URL(entry.name).pathname),
      };
    });
    expect(painted, `${path}: painted`).toBe(true);
    expect(early, path).toEqual([]);
  }
});

/**
 * After the paint a reading page lays itself out once more, not once per file
 * (server/pages/after-paint.ts): its script runs only once the stylesheet applies. The stylesheet
 * is held back here until the test lets it go.
 */
test("a reading page applies its stylesheet once it has come, and runs its script after it", async ({
  page,
  site,
}) => {
  await page.setViewportSize(phone);
  // What the page has when its script has run (the script marks the page in the task after).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const root = document.documentElement;
      if (!root.hasAttribute("data-hydrated")) return;
      observer.disconnect();
      root.dataset.atScript = JSON.stringify({
        sheets: [...document.styleSheets].filter((sheet) => sheet.href).length,
      });
    }).observe(document, { subtree: true, attributeFilter: ["data-hydrated"] });
  });
  let held = 0;
  let release = () => {};
  const sheetHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.css(\?|$)/, async (route) => {
    held += 1;
    await sheetHeld;
    await route.continue();
  });
  const loading = page.goto(site.url + "/faq");

  await expect.poll(() => held, "the stylesheet asked for").toBeGreaterThan(0);
  const arrived = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith(".js")),
    );
  await expect.poll(arrived, "the script has come").toEqual([expect.stringMatching(/\.js$/)]);
  // Two frames later, with the stylesheet still on its way: nothing applied, nothing run.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await rulesFromFiles(page), "no rule from the stylesheet yet").toBe(0);
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(
    false,
  );

  release();
  await loading;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.atScript))
    .toBeDefined();
  const atScript = await page.evaluate(() => document.documentElement.dataset.atScript);
  expect(JSON.parse(atScript ?? "{}"), "when the script ran").toEqual({ sheets: 1 });
  expect(await fontFiles(page), "font files").toEqual([]);
});
