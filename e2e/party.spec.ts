import type { Page } from "@playwright/test";
import { hotspotIds } from "../core/content/pages.ts";
import { speak } from "./support/locale.ts";
import { overlap, screens } from "./support/screens.ts";
import { expect, test } from "./support/test.ts";
import { screenshot } from "./support/screenshot.ts";

const pin = (page: Page, id: string) => page.locator(`button[data-hotspot="${id}"]`);

test("the location page shows entrance, both floors and twelve hotspots", async ({
  page,
  site,
}) => {
  await speak(page, site.url, "de");
  await page.goto(site.url + "/party");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Die Party");
  for (const heading of ["Eingang", "Erdgeschoss", "Obergeschoss"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole("img", { name: /Grundriss des Erdgeschosses/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /Grundriss des Obergeschosses/ })).toBeVisible();
  await expect(page.locator("button[data-hotspot]")).toHaveCount(12);
  for (const id of hotspotIds) {
    const button = pin(page, id);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveAttribute("aria-controls", `hotspot-${id}`);
    await expect(page.locator(`#hotspot-${id}`)).toBeHidden();
  }
  await expect(page.getByTestId("translation-missing")).toHaveCount(0);
});

test("a hotspot opens and closes its description on click, on the reading page without React", async ({
  page,
  site,
}) => {
  await speak(page, site.url, "de");
  await page.goto(site.url + "/party");
  // No framework's chunks: the only module the page asks for ahead is its own script.
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const scripts = await page
    .locator('script[type="module"][src]')
    .evaluateAll((found) => found.map((script) => (script as HTMLScriptElement).src));
  expect(scripts).toHaveLength(1);
  expect(preloaded.filter((href) => !scripts.includes(href))).toEqual([]);
  const bar = page.getByRole("button", { name: "Bar", exact: true });
  const panel = page.locator("#hotspot-bar");
  await expect(bar).toHaveAttribute("aria-expanded", "false");

  await bar.click();
  await expect(bar).toHaveAttribute("aria-expanded", "true");
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Bar" })).toBeVisible();
  await expect(panel).toContainText("kalte und warme Getränke");

  await bar.click();
  await expect(bar).toHaveAttribute("aria-expanded", "false");
  await expect(panel).toBeHidden();
});

test("hotspots work with the keyboard, and several can be open", async ({ page, site }) => {
  await speak(page, site.url, "de");
  await page.goto(site.url + "/party");
  const cages = page.getByRole("button", { name: "Käfige", exact: true });
  await cages.focus();
  await page.keyboard.press("Enter");
  await expect(cages).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#hotspot-cages")).toContainText("Gitterkäfige");

  // Tab moves on to the next pin in reading order; Space opens it too.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Dusche", exact: true })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.locator("#hotspot-shower")).toBeVisible();
  await expect(page.locator("#hotspot-cages")).toBeVisible();

  // The close button in the description closes it and returns focus to the pin.
  await page.getByRole("button", { name: "Schließen: Käfige" }).click();
  await expect(page.locator("#hotspot-cages")).toBeHidden();
  await expect(cages).toBeFocused();
  await expect(cages).toHaveAttribute("aria-expanded", "false");
});

test("in English the German text stands below the 'Translation Missing' notice", async ({
  page,
  site,
}) => {
  await speak(page, site.url, "en");
  await page.goto(site.url + "/party");
  const notice = page.getByTestId("translation-missing");
  await expect(notice).toHaveText(
    "Translation Missing - We apologize that this page has not been translated yet.",
  );
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Die Party");
  // The notice comes first, and the German text is marked as German.
  const noticeBox = await notice.boundingBox();
  const headingBox = await heading.boundingBox();
  expect(noticeBox!.y).toBeLessThan(headingBox!.y);
  await expect(page.locator('[lang="de"] h1')).toHaveText("Die Party");
  // The plan is part of the German content, its description too.
  await expect(page.getByRole("img", { name: /Grundriss des Erdgeschosses/ })).toBeVisible();

  await page.getByRole("button", { name: "Bällebad" }).click();
  await expect(page.locator("#hotspot-ball-pit")).toContainText("Bällebad-Wettbewerb");
});

test("Essen has a location page of its own venue", async ({ page, site }) => {
  await speak(page, site.hubUrl("essen"), "de");
  const response = await page.goto(site.hubUrl("essen") + "/party");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Die Party");
  await expect(page.locator("#entrance")).toContainText("Zeche Kuschelgrund");
  await expect(page.locator("#entrance")).toContainText("nur bar zahlen");
});

for (const city of ["essen", "hamburg"] as const) {
  for (const locale of ["de", "en"] as const) {
    test(`on a phone ${city}'s page (${locale}) shows no plan of Munich's club, but its own areas to open`, async ({
      page,
      site,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await speak(page, site.hubUrl(city), locale);
      await page.goto(site.hubUrl(city) + "/party");
      await expect(page.locator("img[src^='/floor-plan.svg']")).toHaveCount(0);
      await expect(page.locator(".hotspot-pin")).toHaveCount(0);
      const areas = page.getByRole("region", {
        name: locale === "de" ? "Die Bereiche" : "The areas",
      });
      await expect(areas.locator("details")).toHaveCount(12);
      await areas.locator("details[data-hotspot='ball-pit'] summary").click();
      await expect(areas.locator("details[data-hotspot='ball-pit']")).toHaveAttribute("open", "");
      await screenshot(page, "party");
    });
  }
}

test("without JavaScript every description can still be read", async ({ openPage, site }) => {
  const page = await openPage({ javaScriptEnabled: false });
  await speak(page, site.url, "de");
  await page.goto(site.url + "/party");
  // Playwright's text matching skips <noscript>: look at the fallback lists directly.
  const fallback = page.locator(".hotspot-fallback");
  await expect(fallback).toHaveCount(2);
  await expect(fallback.first()).toBeVisible();
  await expect(fallback.first()).toContainText("Tausende bunte Bälle im Erdgeschoss");
  await expect(fallback.last()).toContainText("Zwei große Gitterkäfige");
});

for (const { name, viewport } of screens) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("the plan's hint fits mouse and touch, and no two pins cover each other", async ({
      page,
      site,
    }) => {
      await speak(page, site.url, "de");
      await page.goto(site.url + "/party");
      const hints = page.getByText("Wähle im Plan einen Bereich aus, um mehr darüber zu erfahren.");
      await expect(hints).toHaveCount(2);
      await expect(hints.first()).toBeVisible();
      await expect(page.getByText(/Tippe/)).toHaveCount(0);

      for (const floor of await page.locator(".floor-plan-map").all()) {
        const pins = await floor.locator("button[data-hotspot]").all();
        const boxes = await Promise.all(pins.map((button) => button.boundingBox()));
        for (const [index, box] of boxes.entries()) {
          expect(box).not.toBeNull();
          for (const other of boxes.slice(index + 1)) expect(overlap(box!, other!)).toBe(false);
        }
      }

      await speak(page, site.url, "en");
      await page.reload();
      await expect(
        page.getByText("Choose an area on the plan to learn more about it.").first(),
      ).toBeVisible();
    });
  });
}
