import type { Page } from "@playwright/test";
import { speak } from "./support/locale.ts";
import { screenSizes } from "./support/sizes.ts";
import { expect, instants, test, withSiteAt } from "./support/test.ts";

/**
 * The contact page is a reading page whose two forms are islands: React hydrates them only once
 * the visitor reaches for one (docs/decisions/0055-forms-as-islands.md). Until then the phone runs
 * the reading page's small script alone.
 */
test.use({ viewport: screenSizes.phone });

/**
 * Opens `url` as a visitor does: `page.goto` would reach for the islands itself
 * (support/test.ts). Returns how many times the page has asked to run the forms' script: it is
 * fetched ahead once the page has loaded, so a run shows in the document, not on the network.
 */
async function openUntouched(page: Page, url: string) {
  await page.evaluate((address) => window.location.assign(address), url);
  await page.waitForURL(url);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  return { run: () => page.locator('script[src*="/hydrate-forms-"]').count() };
}

const hydratedIslands = (page: Page) => page.locator("[data-island-hydrated]");

test("the contact page runs no React until the visitor reaches for a form, then keeps what they typed", async ({
  page,
  site,
}) => {
  await speak(page, site.url, "de");
  const scripts = await openUntouched(page, site.url + "/contact");
  const message = page.locator('textarea[name="message"]');
  await expect(message).toBeVisible();
  expect(await scripts.run(), "no islands' script run before a reach").toBe(0);
  await expect(hydratedIslands(page)).toHaveCount(0);

  // The first tap and the first keys land in the server's HTML while the script arrives.
  await message.click();
  await page.keyboard.type("Gibt es dieses Jahr wieder ein Bällebad?");
  await expect(hydratedIslands(page)).toHaveCount(2);
  expect(await scripts.run()).toBe(1);
  await expect(message).toHaveValue("Gibt es dieses Jahr wieder ein Bällebad?");

  const card = page.locator(".postcard-section");
  await card.locator('input[name="name"]').fill("Robin");
  await card.getByLabel("Deine E-Mail-Adresse").fill("islands-postcard@example.org");
  await page.getByRole("button", { name: "Abschicken" }).click();
  await expect(
    page.getByText("Deine Karte ist angekommen. Ich werde mich bald bei dir melden!"),
  ).toBeVisible();
});

test("the hotel page runs no React until the visitor reaches for its form, whose props came with the page", async ({
  page,
  site,
}) => {
  await speak(page, site.url, "en");
  const scripts = await openUntouched(page, site.url + "/hotel");
  const firstName = page.locator('input[name="first_name"]');
  await expect(firstName).toBeVisible();
  expect(await scripts.run()).toBe(0);

  await firstName.click();
  await page.keyboard.type("Alex");
  await expect(hydratedIslands(page)).toHaveCount(1);
  await expect(firstName).toHaveValue("Alex");
  // The engine runs the definition it was rendered with: a field left empty says so on leaving.
  const lastName = page.locator('input[name="last_name"]');
  await lastName.focus();
  await lastName.blur();
  await expect(page.locator(".form-engine")).toContainText("Enter your last name");
});

test("a keyboard user's first Tab into a form wakes it, and the other form works too", async ({
  page,
  site,
}) => {
  await speak(page, site.url, "en");
  const scripts = await openUntouched(page, site.url + "/contact");
  const email = page.locator("#newsletter").getByRole("textbox");
  await email.focus();
  await expect(hydratedIslands(page)).toHaveCount(2);
  expect(await scripts.run()).toBe(1);
  await email.fill("islands-newsletter@example.org");
  await page.locator("#newsletter").getByRole("button").click();
  await expect(page.locator("#newsletter").getByRole("status")).toContainText("spam");
});

test("when the islands' script fails to arrive, the next reach asks for it again", async ({
  page,
  site,
}) => {
  await speak(page, site.url, "de");
  // The connection is lost from the page's load until the first reach: the fetch ahead fails,
  // and so does the run.
  let offline = true;
  await page.route(/\/assets\/hydrate-forms-/, async (route) => {
    if (offline) await route.abort("internetdisconnected");
    else await route.continue();
  });
  const fetchAhead = page.waitForEvent("requestfailed");
  await openUntouched(page, site.url + "/contact");
  await fetchAhead;
  const message = page.locator('textarea[name="message"]');
  await message.click();
  await expect(page.locator("html")).not.toHaveAttribute("data-sections-loading");
  await expect(hydratedIslands(page)).toHaveCount(0);

  // Typing is the next reach.
  offline = false;
  await page.keyboard.type("Zweiter Versuch");
  await expect(hydratedIslands(page)).toHaveCount(2);
  await expect(message).toHaveValue("Zweiter Versuch");
});

test("on the ticket page the resale forms arrive with the sale at 18:00, and hydrate when reached", async ({
  page,
}) => {
  // The server's clock runs in real time: a minute's margin before the sale starts.
  const beforeStart = "2025-06-15T17:59:00+02:00";
  await withSiteAt(page, beforeStart, async (site) => {
    await speak(page, site.url, "de");
    const scripts = await openUntouched(page, site.url + "/ticket");
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await expect(page.getByTestId("ticket-intro")).toHaveAttribute("data-state", "pending");
    await expect(page.locator(".resale")).toHaveCount(0);

    await page.clock.runFor(61_000);
    await expect(page.getByTestId("ticket-intro")).toHaveAttribute("data-state", "active");
    const offer = page.locator(".resale-card").filter({ hasText: "Ticket abgeben" });
    await expect(offer).toBeVisible();
    expect(await scripts.run(), "no islands' script run before a reach").toBe(0);

    const orderCode = offer.locator('[name="orderCode"]');
    await orderCode.click();
    await page.keyboard.type("SIMA2");
    await expect(hydratedIslands(page)).toHaveCount(1);
    await expect(orderCode).toHaveValue("SIMA2");
    expect(await page.evaluate(() => "samePage" in window), "no reload").toBe(true);
  });
});

const shop = /\/simulated-shop\/pamperplay\/pamperplay-munich-2025\/$/;

test("the order page's view wakes as soon as the page has loaded, with a script of its own: it connects to the shop without a touch", async ({
  page,
  site,
}) => {
  await speak(page, site.url, "de");
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  // Not page.goto, which would touch the island (support/test.ts).
  await page.evaluate((address) => window.location.assign(address), site.url + "/ticket/order/0");
  await page.waitForURL(shop);
  expect(scripts.filter((path) => path.includes("/hydrate-"))).toEqual([
    expect.stringMatching(/^\/assets\/hydrate-waiting-room-[\w-]+\.js$/),
  ]);
});

test("when the order page's script fails to arrive, it is asked for again after a wait, without a touch", async ({
  page,
  site,
}) => {
  await speak(page, site.url, "en");
  // The page's clock stands still until the test moves it: on a busy machine, real time could
  // pass the wait before the page is looked at.
  const start = Date.parse(instants.afterSale);
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  // Refused until the page has given up on it: the browser may ask more than once for one
  // attempt (the loader's module preload, then the script itself).
  let refuse = true;
  await page.route(/\/assets\/hydrate-waiting-room-[\w-]+\.js$/, async (route) => {
    if (refuse) await route.abort("internetdisconnected");
    else await route.continue();
  });
  const failed = page.waitForEvent("requestfailed");
  await page.evaluate((address) => window.location.assign(address), site.url + "/ticket/order/0");
  await failed;
  await expect(page.locator(".ticket-order")).toContainText("Connecting to the shop");
  // The wait is set when the page hears of the failure, a moment after the browser reports it:
  // the island is then no longer marked woken. Moving the clock before that would pass no wait.
  await expect(page.locator("[data-island]:has(.ticket-order)")).not.toHaveAttribute(
    "data-island-woken",
  );
  refuse = false;
  // The waits grow from a second (wake-islands.ts): the clock moves a second at a time until the
  // script, asked for again, has sent the page on. No touch comes in between.
  await expect(async () => {
    await page.clock.runFor(1_000);
    expect(page.url()).toMatch(shop);
  }).toPass({ timeout: 20_000 });
});
