import type { Page } from "@playwright/test";
import { visitAt } from "./support/locale.ts";
import { expect, siteForBlock, test } from "./support/test.ts";
import { screenshot } from "./support/screenshot.ts";

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
    // The sale has no date while the party has none: the bar says where to hear it first.
    await expect(bar.getByRole("link", { name: "Termin per Newsletter" })).toHaveAttribute(
      "href",
      "/contact#newsletter",
    );
    await expect(bar).not.toContainText("11.10.2025");
    await expect(bar.getByRole("link", { name: "Tickets kaufen" })).toHaveCount(0);
    const hero = page.getByTestId("next-party");
    await expect(hero).toContainText("PamperPlay Frühjahr 2026");
    await expect(hero).toContainText("Termin folgt");
    await expect(hero.getByRole("link", { name: "Tickets kaufen" })).toHaveCount(0);
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await expect(nav.getByRole("link", { name: "Tickets" })).toHaveCount(0);
    await screenshot(page, "start-390");

    // The location chooser names the same next event.
    await page.getByRole("button", { name: "Stadt wechseln" }).click();
    const dialog = page.getByRole("dialog", { name: "Stadt wechseln" });
    await expect(dialog.locator(".chooser-next").first()).toHaveText(
      "Nächstes Event: PamperPlay Frühjahr 2026, Termin folgt",
    );
  });

  for (const { locale, letter, bar, tbd } of [
    {
      locale: "de",
      letter: "Den Termin unserer nächsten Party planen wir gerade.",
      bar: "Nächste Party und Ticketverkauf",
      tbd: "Termin folgt",
    },
    {
      locale: "en",
      letter: "We are planning the date of our next party right now.",
      bar: "Next party and ticket sale",
      tbd: "Date to follow",
    },
  ] as const) {
    test(`${locale}: the hero and the host's letter follow the next party; a later page of the news starts with the news`, async ({
      page,
    }) => {
      for (const viewport of [phone, { width: 320, height: 640 }, { width: 1280, height: 800 }]) {
        await visitAt(page, viewport, site.url, locale, "/start");
        // The letter no longer invites to the weekend that is over; its date is the content's.
        const letterCard = page.locator(".letter");
        await expect(letterCard).toContainText(letter);
        await expect(letterCard).not.toContainText("2025");
        await expect(letterCard).not.toContainText(/Oktober|October/);
        // The past weekend's flyer is gone: the city's sign stands beside "date to follow".
        const hero = page.getByTestId("next-party");
        await expect(hero).toContainText(tbd);
        // Pictures come in the HTML, their files named beside them (server/pages/inline-images.ts).
        await expect(hero.locator("img")).toHaveAttribute("data-file", "/icons/sign-munich.svg");
        await expect(hero.locator('img[data-file*="flyers"], img[src*="flyers"]')).toHaveCount(0);
        // One wording for the open date, said once in the bar (shown on narrow screens).
        if (viewport.width < 1000) {
          const saleBar = page.getByRole("region", { name: bar });
          await expect(saleBar).toContainText(tbd);
          expect((await saleBar.innerText()).split(tbd).length - 1).toBe(1);
          await expect(saleBar).not.toContainText("announced");
        }
        await screenshot(page, `start-${locale}-${viewport.width}`);

        await page.goto(`${site.url}/start?page=2`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          locale === "de" ? "News – Seite 2" : "News – page 2",
        );
        await expect(page.getByTestId("next-party")).toHaveCount(0);
        await expect(page.locator(".letter")).toHaveCount(0);
        // The first post follows the page's heading at once.
        const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
        const firstPost = await page.getByTestId("post-list").locator("li").first().boundingBox();
        expect(firstPost!.y - (heading!.y + heading!.height)).toBeLessThan(80);
        await screenshot(page, `start-page-2-${locale}-${viewport.width}`);
      }
    });
  }

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
    await screenshot(page, "ticket-390", { fullPage: true });

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
    await screenshot(page, "save-the-date-390", { fullPage: true });
  });
});
