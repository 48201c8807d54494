import type { Page } from "@playwright/test";
import { visitAt } from "./support/locale.ts";
import { expect, siteForBlock, test } from "./support/test.ts";

/** The day after Munich's weekend of 10–12 October 2025. */
const dayAfter = "2025-10-13T12:00:00+02:00";
const phone = { width: 390, height: 844 };

test.describe("the day after the party weekend", () => {
  const site = siteForBlock({ APP_NOW: dayAfter });

  // The page's clock stands where the server's does: nothing depends on today's date.
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: Date.parse(dayAfter) });
  });

  const saleBar = (page: Page) =>
    page.getByRole("region", { name: "Nächste Party und Ticketverkauf" });

  test("the sale bar and the start page move on to the next date, still to be announced", async ({
    page,
  }) => {
    await visitAt(page, phone, site.url, "de", "/start");
    const bar = saleBar(page);
    await expect(bar).toHaveAttribute("data-state", "over");
    await expect(bar).toContainText("Nächste Party · München Termin folgt");
    await expect(bar).toContainText("Ticketverkauf Termin folgt");
    await expect(bar).not.toContainText("11.10.2025");
    await expect(bar.getByRole("link", { name: "Tickets kaufen" })).toHaveCount(0);
    const hero = page.getByTestId("next-party");
    await expect(hero).toContainText("PamperPlay Frühjahr 2026");
    await expect(hero).toContainText("Termin folgt");
    await expect(hero.getByRole("link", { name: "Tickets kaufen" })).toHaveCount(0);
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await expect(nav.getByRole("link", { name: "Tickets" })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("start-390.png"), fullPage: false });

    // The location chooser names the same next event.
    await page.getByRole("button", { name: "Location wechseln" }).click();
    const dialog = page.getByRole("dialog", { name: "Location wechseln" });
    await expect(dialog.locator(".chooser-next").first()).toHaveText(
      "Nächstes Event: PamperPlay Frühjahr 2026, Termin folgt",
    );
  });

  test("/ticket offers no buy button, and the availability call refuses", async ({ page }) => {
    await visitAt(page, phone, site.url, "de", "/ticket");
    await expect(page.getByTestId("ticket-intro")).toHaveAttribute("data-state", "over");
    await expect(page.getByTestId("ticket-intro")).toContainText("Diese Party ist vorbei");
    const tiles = page.getByTestId("package-tile");
    await expect(tiles).toHaveCount(4);
    for (const tile of await tiles.all()) {
      await expect(tile).toHaveAttribute("data-offer", "over");
      await expect(tile.getByRole("button", { name: "Verkauf beendet" })).toBeDisabled();
      await expect(tile.getByRole("link")).toHaveCount(0);
    }
    await expect(page.locator(".resale-card")).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("ticket-390.png"), fullPage: true });

    // Old links and scripts reach no shop either.
    const answer = await page.request.get(
      site.url + "/api/tickets/availability/0?package=cuddle-package",
    );
    expect(answer.status()).toBe(410);
    expect(await answer.json()).toMatchObject({ code: 410, ticketUrl: null });
  });

  test("/save-the-date lists only what is ahead", async ({ page }) => {
    await visitAt(page, phone, site.url, "de", "/save-the-date");
    await expect(page.getByTestId("next-party-date")).toHaveText(
      "Der Termin steht noch nicht fest",
    );
    const rows = page.locator(".upcoming-table tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("PamperPlay Frühjahr 2026");
    await expect(rows.first()).toContainText("Termin folgt");
    await expect(page.getByRole("link", { name: "Zu den Tickets" })).toHaveCount(0);
    await page.screenshot({
      path: test.info().outputPath("save-the-date-390.png"),
      fullPage: true,
    });
  });
});
