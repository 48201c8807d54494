import type { Page } from "@playwright/test";
import { soldOutContent } from "./support/content.ts";
import { speak, type Locale } from "./support/locale.ts";
import { expect, instants, siteForBlock, test, type Site } from "./support/test.ts";

/**
 * The sale bar's texts never overlap or leave the screen: at every width from the smallest
 * phones up, in both languages, in every city and sale state. Each text part (label, value,
 * button) is measured: no two intersect, each lies inside the viewport and inside the bar's
 * fixed height. Where the bar is not shown (wide screens) the sidebar's ticket box is measured.
 */
const widths = [320, 360, 390, 768, 1280];
const cities = ["munich", "essen", "hamburg"] as const;
const locales: Locale[] = ["de", "en"];

interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The boxes of the text parts inside `container`, as the browser lays them out now. */
async function partBoxes(page: Page, container: string, parts: string) {
  return page.evaluate(
    ({ container, parts }) => {
      const root = document.querySelector(container);
      if (!root || root.getBoundingClientRect().height === 0) return null;
      const box = (element: Element, name: string) => {
        const r = element.getBoundingClientRect();
        return { name, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      };
      return {
        root: box(root, container),
        parts: [...root.querySelectorAll(parts)].map((element) =>
          box(element, `${element.className}: ${element.textContent}`),
        ),
        viewport: document.documentElement.clientWidth,
      };
    },
    { container, parts },
  );
}

const intersect = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function expectApartAndInside(
  measured: { root: Box; parts: Box[]; viewport: number },
  within: "bar" | "screen",
  where: string,
) {
  const { root, parts, viewport } = measured;
  expect(parts.length, where).toBeGreaterThanOrEqual(2);
  for (const part of parts) {
    expect(part.left, `${where} ${part.name}: left edge`).toBeGreaterThanOrEqual(0);
    expect(part.right, `${where} ${part.name}: right edge`).toBeLessThanOrEqual(viewport);
    if (within === "bar") {
      expect(part.top, `${where} ${part.name}: top`).toBeGreaterThanOrEqual(root.top);
      expect(part.bottom, `${where} ${part.name}: bottom`).toBeLessThanOrEqual(root.bottom);
    }
  }
  for (const [index, a] of parts.entries())
    for (const b of parts.slice(index + 1))
      expect(intersect(a, b), `${where}: "${a.name}" overlaps "${b.name}"`).toBe(false);
}

async function measureEveryWidth(page: Page, site: Site, state: string) {
  for (const city of cities) {
    for (const locale of locales) {
      const url = site.hubUrl(city);
      await speak(page, url, locale);
      await page.setViewportSize({ width: widths[0]!, height: 844 });
      await page.goto(url + "/start");
      await expect(page.getByTestId("sale-bar")).toHaveAttribute(
        "data-state",
        state === "sold out" ? "closed" : /.+/,
      );
      for (const width of widths) {
        await page.setViewportSize({ width, height: 844 });
        const where = `${city} ${locale} ${width}px ${state}`;
        // The texts: each paragraph's lines (its spans) or the paragraph itself, and the button.
        const bar = await partBoxes(page, ".sale-bar", "p > span, p:not(:has(span)), a");
        if (bar) {
          expectApartAndInside(bar, "bar", where);
          continue;
        }
        expect(width, `${where}: the bar shows on phones and tablets`).toBeGreaterThan(1000);
        const box = await partBoxes(page, ".ticket-box", "p > span, p:not(:has(span)), a, button");
        expect(box, `${where}: the sidebar's ticket box`).not.toBeNull();
        expectApartAndInside(box!, "screen", where);
      }
    }
  }
}

test.describe("before the sale (Munich and Essen count down, Hamburg has no date)", () => {
  const site = siteForBlock({ APP_NOW: instants.beforeSale });
  test("no text of the sale bar overlaps or leaves the screen", async ({ page }) => {
    test.setTimeout(120_000);
    await measureEveryWidth(page, site, "before");
  });
});

test.describe("on sale in Munich and Essen", () => {
  const site = siteForBlock({ APP_NOW: "2025-09-20T12:00:00+02:00" });
  test("no text of the sale bar overlaps or leaves the screen", async ({ page }) => {
    test.setTimeout(120_000);
    await measureEveryWidth(page, site, "on sale");
  });
});

test.describe("sold out everywhere", () => {
  const content = soldOutContent();
  const site = siteForBlock(() => ({
    APP_NOW: "2025-09-20T12:00:00+02:00",
    CONTENT_DIR: content.dir(),
  }));
  test("no text of the sale bar overlaps or leaves the screen", async ({ page }) => {
    test.setTimeout(120_000);
    await measureEveryWidth(page, site, "sold out");
  });
});
