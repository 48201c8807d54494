import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { soldOutContent } from "./support/content.ts";
import { visitAt, type Locale } from "./support/locale.ts";
import { expect, instants, siteForBlock, test } from "./support/test.ts";
import { screenshot } from "./support/screenshot.ts";

/** Phone screens: the common 390 × 844 and the narrower 360 px. */
const phones = [
  { width: 390, height: 844 },
  { width: 360, height: 800 },
];

const texts = {
  de: {
    buyTickets: "Tickets kaufen",
    buy: / kaufen$/,
    packages: "Ticketpakete",
    remind: "An den Ticketverkauf erinnern",
    calendar: "In den Kalender",
    newsletter: "Per Newsletter",
    saleEvent: "SUMMARY:Ticketverkauf: PamperPlay München",
    soldOut: "Ausverkauft",
    waitList: "Auf die Warteliste",
    request: "Ticket suchen",
    newsDates: "Neue Termine per Newsletter",
  },
  en: {
    buyTickets: "Buy tickets",
    buy: /^Buy /,
    packages: "Ticket packages",
    remind: "Remind me of the ticket sale",
    calendar: "Add to calendar",
    newsletter: "By newsletter",
    saleEvent: "SUMMARY:Ticket sale: PamperPlay Munich",
    soldOut: "Sold out",
    waitList: "Join the wait list",
    request: "Look for a ticket",
    newsDates: "New dates by newsletter",
  },
} satisfies Record<Locale, Record<string, string | RegExp>>;

/** The element lies wholly inside the screen as it is scrolled now. */
async function expectOnScreen(page: Page, element: ReturnType<Page["locator"]>, what: string) {
  const box = await element.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.y, what).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, what).toBeLessThanOrEqual(page.viewportSize()!.height);
}

/** `target` sits right under the sticky sale bar: the page scrolled to it. */
async function expectJustBelowBar(page: Page, target: ReturnType<Page["locator"]>) {
  await expect(async () => {
    const bar = (await page.getByTestId("sale-bar").boundingBox())!;
    const box = (await target.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(box.y).toBeLessThan(bar.y + bar.height + 48);
  }).toPass();
}

const tiles = (page: Page) => page.getByTestId("package-tile");

/** Each test once per phone screen and language. */
function onEveryPhone(run: (viewport: (typeof phones)[number], locale: Locale) => void) {
  for (const viewport of phones) for (const locale of ["de", "en"] as const) run(viewport, locale);
}
const at = (viewport: (typeof phones)[number], locale: Locale) =>
  `at ${viewport.width}px in ${locale}`;

test.describe("during the sale", () => {
  onEveryPhone((viewport, locale) => {
    const t = texts[locale];
    test(`${at(viewport, locale)} /ticket shows the first package's buy button on the first screen, and the bar's button leads to the packages`, async ({
      page,
      site,
    }) => {
      await visitAt(page, viewport, site.url, locale, "/ticket");
      const firstBuy = tiles(page).first().getByRole("link", { name: t.buy });
      await expectOnScreen(page, firstBuy, "the first package's buy button");
      await screenshot(page, "ticket");

      await page.getByTestId("sale-bar").getByRole("link", { name: t.buyTickets }).click();
      await expect(page).toHaveURL(/\/ticket#ticket-packages$/);
      await expectJustBelowBar(page, page.getByRole("heading", { name: t.packages }));
      await expectOnScreen(page, firstBuy, "the first package's buy button");

      // From another page the bar's button leads to the packages too.
      await page.goto(site.url + "/faq");
      await page.getByTestId("sale-bar").getByRole("link", { name: t.buyTickets }).click();
      await expect(page).toHaveURL(/\/ticket#ticket-packages$/);
      await expectOnScreen(page, firstBuy, "the first package's buy button");
    });
  });
});

test.describe("before the sale", () => {
  const early = siteForBlock({ APP_NOW: instants.beforeSale });

  onEveryPhone((viewport, locale) => {
    const t = texts[locale];
    test(`${at(viewport, locale)} beside the countdown: the sale start into the calendar, or the newsletter`, async ({
      page,
    }) => {
      await visitAt(page, viewport, early.url, locale, "/start");
      const reminders = page.getByTestId("next-party").getByRole("group", { name: t.remind });
      await expectOnScreen(page, reminders, "the reminders beside the start page's countdown");
      await screenshot(page, "start");

      await page.goto(early.url + "/ticket");
      const onTicketPage = page.getByRole("main").getByRole("group", { name: t.remind });
      await expectOnScreen(page, onTicketPage, "the reminders on the ticket page");
      const downloading = page.waitForEvent("download");
      await onTicketPage.getByRole("link", { name: t.calendar }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe("pamperplay-ticket-sale.ics");
      const file = readFileSync((await download.path())!, "utf8");
      expect(file).toContain(t.saleEvent);
      // 15 June 2025, 18:00 in Munich.
      expect(file).toContain("DTSTART;TZID=Europe/Berlin:20250615T180000");
      expect(file).toContain("BEGIN:VALARM");

      await onTicketPage.getByRole("link", { name: t.newsletter }).click();
      await expect(page).toHaveURL(/\/contact#newsletter$/);
    });
  });
});

test.describe("sold out", () => {
  const content = soldOutContent();
  const soldOut = siteForBlock(() => ({
    APP_NOW: instants.afterSale,
    CONTENT_DIR: content.dir(),
  }));

  onEveryPhone((viewport, locale) => {
    const t = texts[locale];
    test(`${at(viewport, locale)} every package leads to its own wait list first, the newsletter second; the notice to the exchange`, async ({
      page,
    }) => {
      await visitAt(page, viewport, soldOut.url, locale, "/ticket");
      await expect(page.getByTestId("sale-bar")).toContainText(t.soldOut);
      await screenshot(page, "sold-out");

      for (const tile of await tiles(page).all()) {
        await expect(tile.locator(".ticket-sold-out strong")).toHaveText(t.soldOut);
        const links = tile.getByRole("link");
        await expect(links.first()).toHaveText(t.waitList);
        await expect(links.first()).toHaveAttribute(
          "href",
          /^\/ticket\/wait-list\?package=[\w-]+$/,
        );
        await expect(links.nth(1)).toHaveText(t.newsDates);
      }

      const notice = page.getByRole("region", { name: new RegExp(`^${t.soldOut} – `) });
      await expectOnScreen(page, notice.getByRole("link", { name: t.request }), "exchange");
      await notice.getByRole("link", { name: t.request }).click();
      await expect(page).toHaveURL(/\/ticket#ticket-request$/);
      await expectJustBelowBar(page, page.getByRole("heading", { name: t.request }));
    });
  });
});
