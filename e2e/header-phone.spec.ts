import type { Page } from "@playwright/test";
import { visitAt, type Locale } from "./support/locale.ts";
import { expect, test } from "./support/test.ts";
import { screenshot } from "./support/screenshot.ts";

/**
 * The site's header and tabs on the smallest phones: the city's name stays on one line beside
 * the buttons, the tabs say that they scroll, and the hotel form's choices are big enough to tap.
 */
const sizes = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const locales: Locale[] = ["de", "en"];
const cities = {
  munich: { de: "PamperPlay München", en: "PamperPlay Munich" },
  essen: { de: "PamperPlay Essen", en: "PamperPlay Essen" },
  hamburg: { de: "PamperPlay Hamburg", en: "PamperPlay Hamburg" },
} as const;
const switchCity = { de: "Stadt wechseln", en: "Switch city" } as const;

/** How many lines the city's name takes, and whether anything lies outside the screen. */
async function headerLayout(page: Page) {
  return page.evaluate(() => {
    const city = document.querySelector(".brand-city")!;
    const lineHeight = parseFloat(getComputedStyle(city).lineHeight);
    const boxes = [...document.querySelectorAll(".site-header .brand, .site-header .button")].map(
      (element) => element.getBoundingClientRect(),
    );
    return {
      cityLines: Math.round(city.getBoundingClientRect().height / lineHeight),
      widest: Math.max(...boxes.map((box) => box.right)),
      viewport: document.documentElement.clientWidth,
      overlaps: boxes.some((a, i) =>
        boxes.some(
          (b, j) =>
            i < j && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom,
        ),
      ),
    };
  });
}

for (const locale of locales) {
  test(`the header keeps the city's name on one line from 320 px up (${locale})`, async ({
    page,
    site,
  }) => {
    // Nine pages on a busy machine.
    test.setTimeout(120_000);
    for (const city of ["munich", "essen", "hamburg"] as const) {
      const name = cities[city];
      for (const size of sizes) {
        await visitAt(page, size, site.hubUrl(city), locale, "/start");
        const where = `${city} at ${size.width} px`;
        await expect(page.locator(".brand-city")).toHaveText(name[locale]);
        await expect(page.getByRole("button", { name: switchCity[locale] })).toBeVisible();
        const layout = await headerLayout(page);
        expect(layout.cityLines, `${where}: lines of the city's name`).toBe(1);
        expect(layout.overlaps, `${where}: header parts overlap`).toBe(false);
        expect(layout.widest, `${where}: right edge`).toBeLessThanOrEqual(layout.viewport);
        if (city === "munich") await screenshot(page, `header-${size.width}-${locale}`);
      }
    }
  });

  test(`on a phone the tabs show that they scroll and snap to a whole tab (${locale})`, async ({
    page,
    site,
  }) => {
    await visitAt(page, { width: 320, height: 640 }, site.url, locale, "/start");
    const tabs = page.locator(".side-nav ul");
    const hint = await page.evaluate(() => {
      const nav = document.querySelector(".side-nav")!;
      const list = nav.querySelector("ul")!;
      const after = getComputedStyle(nav, "::after");
      return {
        scrolls: list.scrollWidth > list.clientWidth,
        content: after.content,
        fade: after.backgroundImage,
        snap: getComputedStyle(list).scrollSnapType,
      };
    });
    expect(hint.scrolls, "the tabs are wider than the screen").toBe(true);
    expect(hint.content, "an arrow at the edge").toContain("›");
    expect(hint.fade, "a fade at the edge").toContain("gradient");
    expect(hint.snap).toContain("x");
    // Scrolled to the end, the last tab stands clear of the fade.
    await tabs.evaluate((list) => (list.scrollLeft = list.scrollWidth));
    const last = (await tabs.locator("li").last().boundingBox())!;
    const fadeStart = 320 - 40;
    expect(last.x + last.width, "the last tab's right edge").toBeLessThanOrEqual(fadeStart);
    await screenshot(page, `tabs-scrolled-${locale}`);
  });
}

test("the hotel form's choices are round buttons on rows of at least 44 px, tapped anywhere", async ({
  page,
  site,
}) => {
  await visitAt(page, { width: 320, height: 640 }, site.url, "en", "/hotel");
  const radios = page.locator('[name="room_type"]');
  await expect(radios.first()).toBeVisible();
  for (const radio of await radios.all()) {
    // The row is the touch target (WCAG 2.5.5): a tap at its far end chooses.
    const row = radio.locator("xpath=ancestor::label");
    const target = (await row.boundingBox())!;
    expect(target.height, "row height").toBeGreaterThanOrEqual(44);
    expect(target.width, "row width").toBeGreaterThanOrEqual(44);
    await row.click({ position: { x: target.width - 4, y: target.height / 2 } });
    await expect(radio).toBeChecked();
    // The button beside a long label stays round, not squeezed to 13 px.
    const button = (await radio.boundingBox())!;
    expect(button.width, "button width").toBeGreaterThanOrEqual(24);
    expect(button.width, "button is round").toBeCloseTo(button.height, 0);
  }
  await radios.last().scrollIntoViewIfNeeded();
  await screenshot(page, "hotel-radios-320");
});
