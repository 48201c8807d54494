import type { Page } from "@playwright/test";
import { speak } from "./support/locale.ts";
import { expect, instants, test, siteForBlock, withSite, withSiteAt } from "./support/test.ts";

const tiles = (page: Page) => page.getByTestId("package-tile");

// The browser asks for English; the LOCALE cookie picks the language per test.

test.describe("before the ticket sale", () => {
  const site = siteForBlock({ APP_NOW: instants.beforeSale });

  test("counts down in days and hours; button and tiles wait for the sale", async ({ page }) => {
    await speak(page, site.url, "de");
    await page.goto(site.url + "/ticket");
    await expect(page.getByRole("heading", { level: 1, name: "Tickets" })).toBeVisible();
    // 10 June 12:00 → 15 June 18:00 is 5 days 6 hours; a moment later 5 days 5 hours are left.
    const countdown = page.getByTestId("countdown");
    await expect(countdown).toContainText("Ticketverkauf startet in");
    await expect(countdown).toContainText("5 Tage 5 Stunden");
    await expect(page.getByTestId("ticket-button")).toBeDisabled();

    await expect(page.getByTestId("ticket-intro")).toHaveText(
      /Der Ticketverkauf startet am 15\.06\.2025, 18:00 Uhr\./,
    );
    const tiles = page.getByTestId("package-tile");
    await expect(tiles).toHaveCount(4);
    for (const tile of (await tiles.all()).slice(0, 3)) {
      await expect(tile.getByRole("button", { name: "Bald verfügbar" })).toBeDisabled();
      await expect(tile).toContainText("Erhältlich ab 15.06.2025, 18:00 Uhr");
      await expect(tile.getByRole("link")).toHaveCount(0);
    }
    // The DiaperDinner is a registration with a window of its own.
    const dinner = tiles.nth(3);
    await expect(dinner.getByRole("button", { name: "Für DiaperDinner anmelden" })).toBeDisabled();
    await expect(dinner).toContainText(
      "Anmeldung vom 28.09.2025, 18:00 Uhr bis 04.10.2025, 09:00 Uhr",
    );
  });

  test("says the same in English", async ({ page }) => {
    await speak(page, site.url, "en");
    await page.goto(site.url + "/ticket");
    await expect(page.getByTestId("countdown")).toContainText("Ticket sale starts in");
    await expect(page.getByTestId("countdown")).toContainText("5 days 5 hours");
    await expect(page.getByRole("button", { name: "Available soon" })).toHaveCount(3);
    await expect(page.getByRole("button", { name: "Register for DiaperDinner" })).toBeDisabled();
    await expect(page.getByTestId("package-tile").first()).toContainText(
      "Available from 15 June 2025, 18:00",
    );
  });
});

test("a minute before the sale the countdown runs as a clock, then the sale opens without reload", async ({
  page,
}) => {
  // The server's clock runs in real time: a minute's margin, so that a slow start of server or
  // browser cannot reach the sale before the page has shown the countdown.
  const minuteBeforeSale = "2025-06-15T17:59:00+02:00";
  await withSiteAt(page, minuteBeforeSale, async (site) => {
    await speak(page, site.url, "de");
    await page.goto(site.url + "/ticket");
    await expect(page.getByTestId("countdown")).toContainText(/00:00:[0-5]\d/);
    await expect(page.getByTestId("ticket-button")).toBeDisabled();
    // Half an hour before the start the tiles that sell at the start lead into the waiting room.
    const enter = tiles(page).getByRole("link", { name: "In den Warteraum" });
    await expect(enter).toHaveCount(3);
    for (const link of await enter.all())
      await expect(link).toHaveAttribute("href", /^\/ticket\/order\/0\?package=[a-z-]+$/);
    await expect(page.getByRole("button", { name: "Bald verfügbar" })).toHaveCount(0);

    await page.clock.runFor(61_000);
    const ticketButton = page.getByTestId("ticket-button");
    await expect(ticketButton).toHaveRole("link");
    await expect(ticketButton).toHaveAttribute("href", "/ticket#ticket-packages");
    const buy = tiles(page).getByRole("link", { name: / kaufen$/ });
    await expect(buy).toHaveCount(3);
    for (const link of await buy.all())
      await expect(link).toHaveAttribute("href", /^\/ticket\/order\/0\?package=[a-z-]+$/);
    await expect(enter).toHaveCount(0);
    await expect(page.getByTestId("ticket-intro")).toHaveAttribute("data-state", "active");
  });
});

test("after the sale start every package has a buy link, priced in German", async ({
  page,
  site,
}) => {
  await speak(page, site.url, "de");
  await page.goto(site.url + "/ticket");
  await expect(page.getByTestId("ticket-button")).toHaveAttribute(
    "href",
    "/ticket#ticket-packages",
  );
  await expect(page.getByTestId("ticket-intro")).toContainText("Der Ticketverkauf läuft!");

  const cuddle = page.getByRole("article", { name: "Kuschel-Paket" });
  await expect(cuddle.getByRole("link", { name: "Kuschel-Paket kaufen" })).toHaveAttribute(
    "href",
    "/ticket/order/0?package=cuddle-package",
  );
  await expect(cuddle).toContainText("Preis");
  await expect(cuddle).toContainText("49,00\u00a0€");
  await expect(page.getByRole("article", { name: "Einzelticket PamperPlay" })).toContainText(
    "27,00\u00a0€",
  );
  await expect(page.getByRole("article", { name: "Reservierung DiaperDinner" })).toContainText(
    "kostenlos",
  );
  await expect(tiles(page).getByRole("link", { name: / kaufen$/ })).toHaveCount(3);

  // Notes, and the hotel block linking to the hotel page.
  await expect(page.getByRole("heading", { name: "Gut zu wissen" })).toBeVisible();
  const hotelLink = page.getByRole("link", { name: "Zimmer im Hotelkontingent anfragen" });
  await expect(hotelLink).toHaveAttribute("href", "/hotel");
});

test("prices read 'EUR 49.00' in English and the free package says free", async ({
  page,
  site,
}) => {
  await speak(page, site.url, "en");
  await page.goto(site.url + "/ticket");
  const cuddle = page.getByRole("article", { name: "Cuddle Package" });
  await expect(cuddle).toContainText("Price");
  await expect(cuddle).toContainText("EUR\u00a049.00");
  await expect(page.getByRole("article", { name: "Reservation DiaperDinner" })).toContainText(
    "free",
  );
  await expect(tiles(page).getByRole("link", { name: /^Buy / })).toHaveCount(3);
});

test("a hub without a sale date shows its packages as available soon", async ({ page, site }) => {
  await speak(page, site.hubUrl("hamburg"), "de");
  await page.goto(site.hubUrl("hamburg") + "/ticket");
  await expect(page.getByTestId("ticket-intro")).toHaveAttribute("data-state", "unknown");
  const tile = page.getByTestId("package-tile").first();
  await expect(tile.getByRole("button", { name: "Bald verfügbar" })).toBeDisabled();
  await expect(tile).toContainText("Der Verkaufsstart wird noch bekannt gegeben.");
});

test("the hotel page shows the conditions and whether rooms can still be requested", async ({
  page,
  site,
}) => {
  await speak(page, site.url, "de");
  await page.goto(site.url + "/hotel");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Hotelkontingent im Hotel Schlummerland",
  );
  await expect(page.getByText(/Einzelzimmer: 144,00\s€ für 2 Nächte/)).toBeVisible();
  const status = page.getByTestId("hotel-status");
  await expect(status).toHaveAttribute("data-closed", "false");
  await expect(status).toContainText("bis einschließlich 11.09.2025");
});

test("after 11 September 2025 the hotel page says booking is closed", async ({ page }) => {
  await withSite(page, { APP_NOW: "2025-09-12T00:00:01+02:00" }, async (site) => {
    await speak(page, site.url, "en");
    await page.goto(site.url + "/hotel");
    const status = page.getByTestId("hotel-status");
    await expect(status).toHaveAttribute("data-closed", "true");
    await expect(status.getByRole("heading")).toHaveText("Booking closed");
    await expect(status).toContainText("The booking period ended on 11 September 2025.");
  });
});
