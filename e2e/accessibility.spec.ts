import { axeViolations } from "./support/axe.ts";
import { speak } from "./support/locale.ts";
import { pagesToCheck } from "./support/markup.ts";
import { expect, test } from "./support/test.ts";

/**
 * Every public page in German; in English, the pages whose markup is not the German one's in other
 * words (markupSkeleton: a German text under the English notice, another section): an English page
 * of the same markup gives axe nothing the German one did not (axe checks structure, names and
 * colours, and the words' catalog check keeps every English name there).
 */
for (const locale of ["de", "en"] as const) {
  test(`every public page passes axe (WCAG 2.1 A and AA) in ${locale}`, async ({ page, site }) => {
    test.setTimeout(90_000);
    const checked = await pagesToCheck(page, site.url, locale);
    expect(checked.length, "pages to check").toBeGreaterThan(0);

    const failures: string[] = [];
    for (const path of checked) {
      await page.goto(site.url + path);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      for (const violation of await axeViolations(page)) failures.push(`${path}: ${violation}`);
    }
    expect(failures).toEqual([]);
  });
}

/**
 * Essen's and Hamburg's own pages (the rest of their site is Munich's code with their data), each
 * city in one language: Munich's pages above are checked in both with the same code.
 */
const cityPages = [
  "/start",
  "/party",
  "/faq",
  "/directions",
  "/recommendations",
  "/ticket",
  "/nope",
];
for (const [hub, locale] of [
  ["essen", "de"],
  ["hamburg", "en"],
] as const) {
  test(`${hub}'s pages pass axe in ${locale}`, async ({ page, site }) => {
    test.setTimeout(90_000);
    await speak(page, site.hubUrl(hub), locale);
    const failures: string[] = [];
    for (const path of cityPages) {
      await page.goto(site.hubUrl(hub) + path);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      for (const violation of await axeViolations(page)) failures.push(`${path}: ${violation}`);
    }
    expect(failures).toEqual([]);
  });
}

test("Tab reaches the skip link first, then the navigation", async ({ page, site }) => {
  await speak(page, site.url, "de");
  await page.goto(site.url + "/start");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Zum Inhalt springen" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();

  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  const news = nav.getByRole("link", { name: "News" });
  let reached = false;
  for (let press = 0; press < 8 && !reached; press++) {
    await page.keyboard.press("Tab");
    reached = await news.evaluate((link) => link === document.activeElement);
  }
  expect(reached, "the first nav link is reached within a few Tab presses").toBe(true);
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Termine" })).toBeFocused();

  // The skip link jumps over header and navigation to the page's content.
  await page.goto(site.url + "/party");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.locator("button[data-hotspot]").first()).toBeFocused();
});
