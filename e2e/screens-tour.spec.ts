import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page } from "@playwright/test";
import { soldOutContent } from "./support/content.ts";
import { fillHotelForm } from "./support/hotel.ts";
import { speak } from "./support/locale.ts";
import { siteTimeline, type Site } from "./support/site.ts";
import { expect, instants, siteForBlock, test } from "./support/test.ts";
import { shopWithVoucher, switchEmailGateOn } from "./support/waiting-room.ts";

/*
 * Screenshots to look at, not a check: every state of the waiting room, the visitor forms (with
 * their messages after an empty send) and the start page after the party, at 320×640, 390×844 and
 * 1280×800 in both languages, into the test's output folder. Only under `npm run screenshots`
 * (playwright.config.ts leaves the file out otherwise), so the suite does not pay for them.
 */
test.describe.configure({ timeout: 600_000 });

const sizes = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** The page at `url` + `path` in each language and size, after `prepare`; whole page. */
async function shoot(
  page: Page,
  url: string,
  path: string | null,
  name: string,
  prepare: (page: Page) => Promise<void> = async () => {},
) {
  for (const locale of ["de", "en"] as const)
    for (const viewport of sizes) {
      await speak(page, url, locale);
      await page.setViewportSize(viewport);
      if (path === null) await page.reload();
      else await page.goto(url + path);
      await prepare(page);
      await page.screenshot({
        path: test.info().outputPath(`${name}-${locale}-${viewport.width}.png`),
        fullPage: true,
      });
    }
}

/** Presses every send button of the page's forms: each form shows what is missing. */
async function sendEmpty(page: Page) {
  const buttons = page.locator('main form button[type="submit"]');
  for (const button of await buttons.all()) if (await button.isVisible()) await button.click();
}

function roomDb(dataDir: string, statement: string, value: string | null) {
  const db = new DatabaseSync(join(dataDir, "site.db"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.prepare(statement).run(value);
  } finally {
    db.close();
  }
}

const instant = (time: string) => `2025-06-15T${time}+02:00`;
const orderPath = "/ticket/order/0?package=single-pamperplay";

test("the waiting room in each state", async ({ page }) => {
  const day = siteTimeline();
  const moveTo = async (time: string) => {
    await day.at(instant(time));
    await page.clock.setSystemTime(Date.parse(instant(time)));
  };
  const room = page.locator(".waiting-room");
  // The site's clock runs on while the shots are taken (a minute or more per state on a busy
  // machine): each step is minutes after the last, as the clock only moves forward.
  try {
    await page.clock.install({ time: Date.parse(instant("17:50:00")) });
    await day.at(instant("17:50:00"));
    await speak(page, day.url, "de");
    await page.goto(day.url + orderPath);
    await shoot(page, day.url, null, "room-before-joining");
    await page.getByRole("button", { name: /^(In den Warteraum|Enter the waiting room)$/ }).click();
    await expect(room).toHaveAttribute("data-state", "pre-queue");
    await shoot(page, day.url, null, "room-pre-queue");

    roomDb(day.dataDir, "UPDATE waiting_rooms SET paused_at = ?", instant("18:00:00"));
    await moveTo("18:00:30");
    await expect(room).toHaveAttribute("data-state", "queued", { timeout: 30_000 });
    await shoot(page, day.url, null, "room-queued");

    roomDb(day.dataDir, "UPDATE waiting_rooms SET paused_at = ?", null);
    await moveTo("18:05:00");
    await page.waitForURL(shopWithVoucher, { timeout: 30_000 });
    await page.goBack();
    await expect(room).toHaveAttribute("data-state", "admitted", { timeout: 30_000 });
    await shoot(page, day.url, null, "room-your-turn");

    roomDb(day.dataDir, "UPDATE waiting_rooms SET paused_at = ?", instant("18:06:00"));
    await moveTo("18:25:00");
    await page.reload();
    await expect(room).toContainText(/(abgelaufen|expired)/, { timeout: 30_000 });
    await shoot(page, day.url, null, "room-lapsed");

    // Queued again, the room closes (the shop sold out): the sold-out state.
    await page.getByRole("button", { name: /^(Neu anstellen|Queue again)$/ }).click();
    roomDb(day.dataDir, "UPDATE waiting_rooms SET closed_at = ?", instant("18:30:00"));
    await moveTo("18:30:00");
    await page.reload();
    await expect(room).toHaveAttribute("data-state", "sold-out", { timeout: 30_000 });
    await shoot(page, day.url, null, "room-sold-out");
  } finally {
    await page.close();
    await day.end();
  }
});

test.describe("the room's e-mail gate", () => {
  const site = siteForBlock({ APP_NOW: instant("17:50:00") });
  test("the gate", async ({ page }) => {
    await switchEmailGateOn(site as Site, orderPath);
    await shoot(page, site.url, orderPath, "room-gate", sendEmpty);
  });
});

test.describe("after the sale start", () => {
  const site = siteForBlock({ APP_NOW: instants.afterSale });
  test("contact: newsletter and postcard", async ({ page }) => {
    await shoot(page, site.url, "/contact", "contact", sendEmpty);
  });
  test("the ticket exchange's offer and request", async ({ page }) => {
    await shoot(page, site.url, "/ticket", "ticket-resale", sendEmpty);
  });
});

test.describe("a sold-out package", () => {
  const content = soldOutContent();
  const site = siteForBlock(() => ({ APP_NOW: instants.afterSale, CONTENT_DIR: content.dir() }));
  test("its wait list", async ({ page }) => {
    await shoot(
      page,
      site.url,
      "/ticket/wait-list?package=single-pamperplay",
      "wait-list",
      sendEmpty,
    );
  });
});

test.describe("the hotel form", () => {
  const site = siteForBlock({
    APP_NOW: "2025-08-01T12:00:00+02:00",
    HOTEL_EMAIL: "rooms@hotel.example",
  });
  test("the form and its PIN step", async ({ page }) => {
    await shoot(page, site.url, "/hotel", "hotel", sendEmpty);
    let person = 0;
    await shoot(page, site.url, "/hotel", "hotel-pin", async (on) => {
      await fillHotelForm(on, `pin-${(person += 1)}@example.org`);
      await on.locator('main form button[type="submit"]').first().click();
      await expect(on.locator('[name="transmissionPIN"]')).toBeVisible();
    });
  });
});

test.describe("the day after the party", () => {
  const site = siteForBlock({ APP_NOW: "2025-10-13T12:00:00+02:00" });
  test("the start page", async ({ page }) => {
    await shoot(page, site.url, "/start", "start-after-party");
  });
});
