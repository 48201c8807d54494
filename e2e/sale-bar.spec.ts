import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe.ts";
import { speak, visitAt } from "./support/locale.ts";
import { expect, instants, siteForBlock, test, withSiteAt } from "./support/test.ts";
import { throughWaitingRoom } from "./support/waiting-room.ts";

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** Inside the viewport as the page opens, without scrolling. */
async function expectInFirstScreen(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  expect(box, testId).not.toBeNull();
  const viewport = page.viewportSize()!;
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

test.describe("before the sale", () => {
  const site = siteForBlock({ APP_NOW: instants.beforeSale });

  for (const path of ["/start", "/ticket", "/faq"]) {
    test(`on a phone ${path} shows the next party and the countdown without scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize(phone);
      await speak(page, site.url, "de");
      await page.goto(site.url + path);
      const bar = page.getByRole("region", { name: "Nächste Party und Ticketverkauf" });
      await expect(bar).toBeVisible();
      await expect(bar).toContainText("Nächste Party · München Sa., 11.10.2025");
      await expect(bar).toContainText("Ticketverkauf in");
      await expect(bar.getByRole("timer")).toHaveText("5 Tage 5 Stunden");
      await expectInFirstScreen(page, "sale-bar");
      // The bar keeps to the top while the page scrolls.
      await page.mouse.wheel(0, 1500);
      await expect(async () => {
        const box = await page.getByTestId("sale-bar").boundingBox();
        expect(box!.y).toBe(0);
      }).toPass();
    });
  }

  test("the Tickets entry of the navigation is there before the sale, with its start", async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await speak(page, site.url, "en");
    await page.goto(site.url + "/start");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("link", { name: /Tickets \(from 15 June 2025\)/ })).toHaveAttribute(
      "href",
      "/ticket",
    );
    await expect(page.getByTestId("sale-bar")).toContainText("Ticket sale in");
  });

  test("on a desktop the sidebar's countdown is in view, and the bar is not shown", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await speak(page, site.url, "de");
    await page.goto(site.url + "/start");
    await expect(page.getByTestId("sale-bar")).toBeHidden();
    await expectInFirstScreen(page, "countdown");
  });

  for (const locale of ["de", "en"] as const) {
    test(`on a phone /start and /ticket pass axe in ${locale}`, async ({ page }) => {
      await page.setViewportSize(phone);
      await speak(page, site.url, locale);
      for (const path of ["/start", "/ticket"]) {
        await page.goto(site.url + path);
        await expectAccessible(page);
      }
    });
  }

  // On the block's server: a second one at the same instant would only cost a start.
  test.describe("/start opens with the next party", () => {
    for (const viewport of [phone, desktop]) {
      test(`at ${viewport.width}px: flyer, date, city, venue, price and the countdown before the sale`, async ({
        page,
      }) => {
        await visitAt(page, viewport, site.url, "de", "/start");
        const hero = page.getByRole("region", { name: "PamperPlay Oktober 2025" });
        await expect(hero).toContainText("Samstag, 11.10.2025");
        await expect(hero).toContainText("München · Club Traumfabrik");
        await expect(hero).toContainText("Tickets ab 25,00\u00a0€");
        await expect(hero.getByRole("timer")).toHaveText("5 Tage 5 Stunden");
        const flyer = hero.getByRole("img", { name: "Flyer: PamperPlay Oktober 2025" });
        // The first image is fetched first and reserves its room; it is never lazy.
        await expect(flyer).toHaveAttribute("fetchpriority", "high");
        await expect(flyer).toHaveAttribute("width", "160");
        await expect(flyer).toHaveAttribute("height", "226");
        await expect(flyer).not.toHaveAttribute("loading", "lazy");
        await expectInFirstScreen(page, "next-party");
      });
    }
  });
});

test.describe("during the sale", () => {
  test("on a phone the bar's buy button leads to the tickets", async ({ page, site }) => {
    await page.setViewportSize(phone);
    await speak(page, site.url, "en");
    await page.goto(site.url + "/faq");
    const bar = page.getByTestId("sale-bar");
    await expect(bar).toContainText("Next party · Munich Sat 11 Oct 2025");
    await expectInFirstScreen(page, "sale-bar");
    await bar.getByRole("link", { name: "Buy tickets" }).click();
    await expect(page).toHaveURL(/\/ticket#ticket-packages$/);
  });

  for (const viewport of [phone, desktop]) {
    test(`at ${viewport.width}px each package's button names it and leads to its waiting room, on a phone on to the shop at it`, async ({
      page,
      site,
    }) => {
      await visitAt(page, viewport, site.url, "de", "/ticket");
      for (const name of ["Kuschel-Paket", "PamperPlay", "BabyBrunch"]) {
        await expect(page.getByRole("link", { name: `${name} kaufen` })).toBeVisible();
      }
      // The free DiaperDinner is a registration, closed until its window opens.
      await expect(page.getByRole("button", { name: "Für DiaperDinner anmelden" })).toBeDisabled();
      await page.getByRole("link", { name: "BabyBrunch kaufen" }).click();
      await expect(page.locator(".waiting-room-package")).toHaveText(
        "Du wartest auf: Einzelticket BabyBrunch",
      );
      // The way on through the room does not depend on the screen: once, on the phone (and for
      // another package on a desktop, ticket-order.spec.ts).
      if (viewport !== phone) return;
      await throughWaitingRoom(page);
      await expect(page.getByTestId("shop-product")).toHaveText(/Single Ticket BabyBrunch/);
    });
  }
});

test.describe("in the DiaperDinner's registration window", () => {
  const site = siteForBlock({ APP_NOW: "2025-09-30T12:00:00+02:00" });

  for (const viewport of [phone, desktop]) {
    test(`at ${viewport.width}px the registration is open and shows its window`, async ({
      page,
    }) => {
      await visitAt(page, viewport, site.url, "en", "/ticket");
      const dinner = page.getByRole("article", { name: "Reservation DiaperDinner" });
      await expect(dinner).toContainText(
        "Registration from 28 September 2025, 18:00 until 4 October 2025, 09:00",
      );
      await dinner.getByRole("link", { name: "Register for DiaperDinner" }).click();
      await page.waitForURL(/\?item=4$/);
      await expect(page.getByTestId("shop-product")).toHaveText(/Reservation DiaperDinner/);
    });
  }
});

test("the registration opens at its window's start on the open page, without a reload", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  // The server's clock runs in real time: a minute's margin before the window opens.
  await withSiteAt(page, "2025-09-28T17:59:00+02:00", async (site) => {
    await speak(page, site.url, "en");
    await page.goto(site.url + "/ticket");
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const dinner = page.getByRole("article", { name: "Reservation DiaperDinner" });
    await expect(dinner.getByRole("button", { name: "Register for DiaperDinner" })).toBeDisabled();

    await page.clock.runFor(61_000);
    // Followed only by the other tests: this server's own clock is still a minute behind.
    await expect(dinner.getByRole("link", { name: "Register for DiaperDinner" })).toHaveAttribute(
      "href",
      /^\/ticket\/order\/\d+\?package=/,
    );
    expect(await page.evaluate(() => "samePage" in window), "no reload").toBe(true);
  });
});

test.describe("after the registration closed", () => {
  const site = siteForBlock({ APP_NOW: "2025-10-04T09:00:00+02:00" });

  test("the registration button is disabled and says registration is closed", async ({ page }) => {
    await speak(page, site.url, "de");
    await page.goto(site.url + "/ticket");
    const dinner = page.getByRole("article", { name: "Reservierung DiaperDinner" });
    await expect(dinner.getByRole("button", { name: "Für DiaperDinner anmelden" })).toBeDisabled();
    await expect(dinner).toContainText("Die Anmeldung ist geschlossen.");
  });
});

test.describe("/start opens with the next party", () => {
  for (const viewport of [phone, desktop]) {
    test(`at ${viewport.width}px during the sale its one button leads to the tickets`, async ({
      page,
      site,
    }) => {
      await visitAt(page, viewport, site.url, "en", "/start");
      const hero = page.getByRole("region", { name: "PamperPlay October 2025" });
      await expect(hero).toContainText("Tickets from EUR\u00a025.00");
      await expectInFirstScreen(page, "next-party");
      await hero.getByRole("link", { name: "Buy tickets" }).click();
      await expect(page).toHaveURL(/\/ticket#ticket-packages$/);
    });
  }
});
