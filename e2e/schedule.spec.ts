import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe.ts";
import { speak } from "./support/locale.ts";
import { screens } from "./support/screens.ts";
import { expect, instants, test, withSite } from "./support/test.ts";

// German unless a test picks English (the LOCALE cookie wins over the browser language).
test.use({ locale: "de-DE" });

/** The grid's Tab stop starts at October's first event and follows the arrow keys, Home and End. */
async function expectGridKeys(page: Page, siteUrl: string) {
  await page.goto(siteUrl + "/save-the-date");
  const grid = page.getByRole("grid");
  const day = (date: string) => grid.locator(`[data-date="${date}"]`);
  await expect(day("2025-10-10")).toHaveAttribute("tabindex", "0");
  await day("2025-10-10").focus();
  await page.keyboard.press("ArrowRight");
  await expect(day("2025-10-11")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(day("2025-10-18")).toBeFocused();
  await page.keyboard.press("Home");
  await expect(day("2025-10-13")).toBeFocused();
  await page.keyboard.press("End");
  await expect(day("2025-10-19")).toBeFocused();
  await expect(day("2025-10-19")).toHaveAttribute("tabindex", "0");
  await expect(day("2025-10-10")).toHaveAttribute("tabindex", "-1");
  await expect(grid.locator('[tabindex="0"]')).toHaveCount(1);
}

test.describe("/save-the-date", () => {
  test("shows the calendar grid at the month of the next event", async ({ page, site }) => {
    await page.goto(site.url + "/save-the-date");
    await expect(page.getByRole("heading", { level: 1, name: "Termine" })).toBeVisible();
    const grid = page.getByRole("grid");
    await expect(grid).toHaveCount(1);
    await expect(grid).toHaveAccessibleName("Oktober 2025");
    await expect(grid.getByRole("columnheader")).toHaveCount(7);
    await expect(grid.getByRole("columnheader").first()).toHaveText(/Montag/);
    await expect(grid.getByRole("row")).toHaveCount(7);
    await expect(grid.getByRole("gridcell")).toHaveCount(42);

    const party = grid.locator('[role="gridcell"][data-date="2025-10-11"]');
    await expect(party).toContainText("PamperPlay");
    await expect(grid.locator('[data-date="2025-10-10"]')).toContainText("DiaperDinner");
    await expect(grid.locator('[data-date="2025-10-12"]')).toContainText("BabyBrunch");
    // October 2025 starts on a Wednesday: two September days lead, dimmed.
    await expect(grid.getByRole("gridcell").first()).toHaveAttribute("data-date", "2025-09-29");
    await expect(grid.locator('[data-date="2025-09-29"]')).toHaveClass(/outside/);
    await expect(grid.locator('[data-date="2025-10-01"]')).not.toHaveClass(/outside/);
    await expectAccessible(page);
  });

  test("moves between months by its links and between days by keyboard", async ({ page, site }) => {
    await page.goto(site.url + "/save-the-date");
    const grid = page.getByRole("grid");

    await page.getByRole("link", { name: "Nächster Monat: November 2025" }).click();
    await expect(page).toHaveURL(site.url + "/save-the-date?month=2025-11#calendar");
    // A reading page loads the next month as a document: it opens at the calendar.
    await expect(page.locator("#calendar")).toBeInViewport();
    await expect(grid).toHaveAccessibleName("November 2025");
    await expect(grid.getByRole("gridcell")).toHaveCount(42);
    await expect(grid.getByRole("gridcell").first()).toHaveAttribute("data-date", "2025-10-27");

    await page.getByRole("link", { name: "Vorheriger Monat: Oktober 2025" }).click();
    await page.getByRole("link", { name: "Vorheriger Monat: September 2025" }).click();
    await expect(grid).toHaveAccessibleName("September 2025");
    await expect(page).toHaveURL(site.url + "/save-the-date?month=2025-09#calendar");

    await expectGridKeys(page, site.url);
  });

  test("works without JavaScript through ?month links", async ({ openPage, site }) => {
    const page = await openPage({ javaScriptEnabled: false, locale: "de-DE" });
    await page.goto(site.url + "/save-the-date");
    await page.getByRole("link", { name: "Vorheriger Monat: September 2025" }).click();
    await expect(page).toHaveURL(site.url + "/save-the-date?month=2025-09#calendar");
    await expect(page.getByRole("grid")).toHaveAccessibleName("September 2025");
    await expect(page.getByRole("gridcell")).toHaveCount(42);
  });

  test("marks today", async ({ page, site }) => {
    await page.goto(site.url + "/save-the-date?month=2025-06");
    const today = page.locator('[aria-current="date"]');
    await expect(today).toHaveCount(1);
    await expect(today).toHaveAttribute("data-date", "2025-06-20"); // instants.afterSale
    await expect(today).toHaveClass(/today/);
  });

  test("lists upcoming dates, agendas and the next party in German", async ({ page, site }) => {
    await page.goto(site.url + "/save-the-date");
    const table = page.getByRole("table", { name: "Kommende Termine" });
    await expect(table.getByRole("row", { name: /DiaperDinner/ })).toContainText("10.10.2025");
    await expect(table.getByRole("row", { name: /Frühjahr 2026/ })).toContainText("Termin folgt");

    await expect(page.getByTestId("next-party-date")).toHaveText("Samstag, 11.10.2025");
    await expect(page.getByTestId("sale-start")).toHaveText(
      "Der Ticketverkauf läuft seit 15.06.2025, 18:00 Uhr",
    );

    const agenda = page.getByRole("article", { name: "PamperPlay-Party" });
    await expect(agenda).toContainText("Samstag, 11.10.2025");
    await expect(agenda).toContainText("Club Traumfabrik, Beispielweg 3, 80001 München");
    await expect(agenda).toContainText("Ab 18 Jahren, Original-Ausweis mitbringen.");
    await expect(agenda.getByRole("listitem").filter({ hasText: "20:00 Uhr" })).toContainText(
      "Einlass bis 23 Uhr.",
    );
  });

  test("shows English dates and the coming sale start", async ({ page }) => {
    await withSite(page, { APP_NOW: instants.beforeSale }, async (before) => {
      await speak(page, before.url, "en");
      await page.goto(before.url + "/save-the-date");
      await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
      await expect(page.getByRole("grid")).toHaveAccessibleName("October 2025");
      await expect(page.getByRole("grid").getByRole("columnheader").first()).toHaveText(/Monday/);
      await expect(page.getByTestId("next-party-date")).toHaveText("Saturday 11 October 2025");
      await expect(page.getByTestId("sale-start")).toHaveText(
        "Ticket sale starts on 15 June 2025, 18:00",
      );
      const table = page.getByRole("table", { name: "Upcoming dates" });
      await expect(table.getByRole("row", { name: /BabyBrunch/ })).toContainText("Sun 12 Oct 2025");
      await expect(page.getByRole("article", { name: "DiaperDinner" })).toContainText(
        "Friday 10 October 2025",
      );
    });
  });
});

for (const { name, viewport } of screens) {
  test.describe(`the month's list on a ${name}`, () => {
    test.use({ viewport });

    test("names each event of the month with its date and place", async ({ page, site }) => {
      await page.goto(site.url + "/save-the-date");
      const list = page.getByRole("region", { name: "Termine im Oktober 2025" });
      const items = list.getByRole("listitem");
      await expect(items).toHaveCount(3);
      await expect(items.nth(0)).toBeVisible();
      await expect(items.nth(0)).toContainText("Fr., 10.10.2025");
      await expect(items.nth(0)).toContainText("DiaperDinner");
      await expect(items.nth(0)).toContainText("Gasthaus Zur Wickelkommode");
      await expect(items.nth(1)).toContainText("PamperPlay");
      await expect(items.nth(2)).toContainText("Café Schnuller");
      await expectAccessible(page);

      await page.getByRole("link", { name: "Vorheriger Monat: September 2025" }).click();
      await expect(page.getByRole("region", { name: "Termine im September 2025" })).toContainText(
        "In diesem Monat stehen keine Termine an.",
      );
    });

    // The English list is the German one's markup with other words: one screen size suffices.
    if (name === "phone")
      test("speaks English too", async ({ page, site }) => {
        await speak(page, site.url, "en");
        await page.goto(site.url + "/save-the-date");
        const list = page.getByRole("region", { name: "Dates in October 2025" });
        await expect(list.getByRole("listitem")).toHaveCount(3);
        await expect(list.getByRole("listitem").nth(2)).toContainText("BabyBrunch");
        await expectAccessible(page);
      });
  });
}
