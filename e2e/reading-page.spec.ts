import { speak } from "./support/locale.ts";
import { loginAsTeamMember } from "./support/resale.ts";
import { expect, test, withSiteAt } from "./support/test.ts";

const phone = { width: 390, height: 844 };

// Reading pages load no React, only their small script (docs/decisions/0048-…).

test("a reading page switches its sale bar and sidebar at 18:00 without a reload", async ({
  page,
}) => {
  // The server's clock runs in real time: a minute's margin before the waiting room opens.
  const beforeWaitingRoom = "2025-06-15T17:29:00+02:00";
  await withSiteAt(page, beforeWaitingRoom, async (site) => {
    await page.setViewportSize(phone);
    await speak(page, site.url, "de");
    await page.goto(site.url + "/faq");
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    const bar = page.getByTestId("sale-bar");
    await expect(bar.getByRole("timer")).toHaveText(/^00:3\d:[0-5]\d$/);

    // The waiting room opens half an hour before the sale: the bar leads into it.
    await page.clock.runFor(61_000);
    await expect(bar.getByRole("link", { name: "Zum Warteraum" })).toBeVisible();
    await expect(page.getByTestId("countdown")).toContainText(/00:29:[0-5]\d/);

    await page.clock.runFor(30 * 60_000);
    await expect(bar.getByRole("link", { name: "Tickets kaufen" })).toHaveAttribute(
      "href",
      "/ticket#ticket-packages",
    );
    await expect(page.getByTestId("ticket-button")).toHaveRole("link");
    await expect(page.getByTestId("countdown")).toHaveCount(0);
  });
});

test("the schedule's next-party box announces the running sale at 18:00 without a reload", async ({
  page,
}) => {
  // The server's clock runs in real time: a minute's margin before the sale starts.
  const beforeStart = "2025-06-15T17:59:00+02:00";
  await withSiteAt(page, beforeStart, async (site) => {
    await speak(page, site.url, "de");
    await page.goto(site.url + "/save-the-date");
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const sale = page.getByTestId("sale-start");
    const box = page.locator(".save-the-date", { has: sale });
    await expect(sale).toHaveText(/^Ticketverkauf startet am /);
    await expect(box.getByRole("link", { name: "Zu den Tickets" })).toHaveCount(0);

    await page.clock.runFor(61_000);
    await expect(sale).toHaveText(/^Der Ticketverkauf läuft seit /);
    await expect(box.getByRole("link", { name: "Zu den Tickets" })).toHaveAttribute(
      "href",
      "/ticket#ticket-packages",
    );
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  });
});

test("on a reading page the language switch and the location menu work", async ({ page, site }) => {
  await page.setViewportSize(phone);
  await speak(page, site.url, "de");
  await page.goto(site.url + "/impressum");
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);

  await page.getByRole("button", { name: "Stadt wechseln" }).click();
  const chooser = page.getByRole("dialog", { name: "Stadt wechseln" });
  await expect(chooser).toBeVisible();
  await chooser.getByRole("button", { name: "Schließen" }).click();
  await expect(chooser).toBeHidden();

  await page
    .getByRole("form", { name: "Sprache wählen" })
    .getByRole("button", { name: "English" })
    .click();
  await expect(page).toHaveURL(/\/impressum$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await page.evaluate(() => window.localStorage.getItem("LOCALE"))).toBe("en");
});

test("a logged-in team member gets the same reading page, their footer as an island; after logging out the login link", async ({
  page,
  site,
}) => {
  await speak(page, site.url, "de");
  await loginAsTeamMember(page, site, "/faq");
  const user = page.getByTestId("team-user");
  await expect(user).toContainText("Team Member");
  await expect(user.locator("img")).toHaveAttribute("src", /^data:image\/svg\+xml,/);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);

  await user.getByRole("button", { name: "Abmelden" }).click();
  await expect(page.getByTestId("team-login")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("team-login")).toBeVisible();
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
});
