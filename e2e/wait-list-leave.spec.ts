import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe.ts";
import { soldOutContent } from "./support/content.ts";
import { speak, type Locale } from "./support/locale.ts";
import { linkFrom, waitForMail } from "./support/outbox.ts";
import { emulateSlow4G, openWithScriptsHeld } from "./support/slow-phone.ts";
import { expect, instants, siteForBlock, test, type Site } from "./support/test.ts";
import { screenshotsWanted, screenshot } from "./support/screenshot.ts";

/**
 * A wait list's mail links (docs/decisions/0068-mail-links-ask-first.md): the confirmation page
 * says what happens next; leaving takes a button, and can be undone for a day.
 */

const sizes = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

// Each language its own package, so that each test is first in line.
const texts = {
  de: {
    packageId: "single-pamperplay",
    confirm: "Platz bestätigen",
    place: "Du bist Nr. 1 auf der Warteliste für Einzelticket PamperPlay.",
    next: ["24 Stunden", "Öffne einfach wieder den Link aus der Bestätigungsmail"],
    leaveTitle: "Warteliste verlassen?",
    leave: "Warteliste verlassen",
    leftTitle: "Du hast die Warteliste verlassen",
    // A day after leaving: the server's clock runs on from its start at noon.
    until: /Bis 21\.06\.2025, 12:\d\d Uhr kannst du an deinen alten Platz zurück/,
    rejoin: "Zurück an meinen Platz",
    back: "Du bist zurück auf deinem Platz",
    leftMail: "Du hast die Warteliste für Einzelticket PamperPlay verlassen",
  },
  en: {
    packageId: "cuddle-package",
    confirm: "Confirm my place",
    place: "You are no. 1 on the wait list for Cuddle Package.",
    next: ["24 hours", "just open the link in the confirmation email again"],
    leaveTitle: "Leave the wait list?",
    leave: "Leave the wait list",
    leftTitle: "You have left the wait list",
    until: /Until 21 June 2025, 12:\d\d you can go back to your old place/,
    rejoin: "Back to my place",
    back: "You are back at your place",
    leftMail: "You left the wait list for Cuddle Package",
  },
} as const;

/** Joins a sold-out package's list; answers the confirmation mail's two links. */
async function joined(
  site: Site,
  page: Page,
  email: string,
  locale: Locale,
  packageId: string = texts[locale].packageId,
) {
  const join = await page.request.post(`${site.url}/api/wait-list/join/${packageId}`, {
    data: { email },
    headers: { "accept-language": locale },
  });
  expect(join.status()).toBe(200);
  const mail = await waitForMail(site, email);
  return {
    confirm: linkFrom(mail, "/ticket/wait-list/confirm?id="),
    leave: linkFrom(mail, "/ticket/wait-list/leave?id="),
  };
}

/** The page at each screen size, for the record (looked at by a person). */
async function shots(page: Page, name: string) {
  if (!screenshotsWanted) return;
  const viewport = page.viewportSize();
  for (const size of sizes) {
    await page.setViewportSize(size);
    await screenshot(page, `${name}-${size.width}`, { fullPage: true });
  }
  if (viewport) await page.setViewportSize(viewport);
}

test.describe("leaving a wait list", () => {
  const content = soldOutContent();
  const site = siteForBlock(() => ({ APP_NOW: instants.afterSale, CONTENT_DIR: content.dir() }));

  for (const locale of ["de", "en"] as const) {
    test(`${locale}: the place and what happens next, then leaving with a button and going back to the place`, async ({
      page,
    }) => {
      const t = texts[locale];
      await page.setViewportSize(sizes[1]!);
      await speak(page, site.url, locale);
      await page.clock.install({ time: Date.parse(instants.afterSale) });
      const links = await joined(site, page, `leave-${locale}@example.org`, locale);

      await page.goto(links.confirm);
      await page.getByRole("button", { name: t.confirm }).click();
      await expect(page.getByRole("status").filter({ hasText: t.place })).toBeVisible();
      for (const next of t.next) await expect(page.getByText(next)).toBeVisible();
      await expectAccessible(page);
      await shots(page, `${locale}-place`);

      // The leave link asks first and says what leaving means.
      await page.goto(links.leave);
      await expect(page.getByRole("heading", { level: 1, name: t.leaveTitle })).toBeVisible();
      await expect(page.getByText(/Nr\. 1|no\. 1/)).toBeVisible();
      await shots(page, `${locale}-leave`);
      await page.getByRole("button", { name: t.leave }).click();
      await expect(page.getByRole("heading", { level: 1, name: t.leftTitle })).toBeVisible();
      await expect(page.getByText(t.until)).toBeVisible();
      await expectAccessible(page);
      await shots(page, `${locale}-left`);
      // The same way back by mail, to the page with the button.
      const mail = await waitForMail(site, `leave-${locale}@example.org`, (sent) =>
        (sent.subject ?? "").startsWith(t.leftMail),
      );
      await page.goto(linkFrom(mail, "/ticket/wait-list/rejoin?id="));
      await expect(page.getByRole("heading", { level: 1, name: t.leftTitle })).toBeVisible();
      await page.getByRole("button", { name: t.rejoin }).click();
      await expect(page.getByRole("heading", { level: 1, name: t.back })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: t.place })).toBeVisible();
      await shots(page, `${locale}-back`);
    });
  }

  test("on a slow phone the buttons work before the scripts arrive", async ({ page }) => {
    const t = texts.de;
    await page.setViewportSize(sizes[0]!);
    await speak(page, site.url, "de");
    await emulateSlow4G(page);
    const links = await joined(site, page, "slow@example.org", "de", "single-baby-brunch");
    await page.goto(`${site.url}/start`);

    // Every script held: the buttons are plain forms that the server answers with the page.
    const { release } = await openWithScriptsHeld(page, links.confirm);
    await page.getByRole("button", { name: t.confirm }).click();
    await expect(
      page.getByText("Du bist Nr. 1 auf der Warteliste für Einzelticket BabyBrunch."),
    ).toBeVisible();
    await page.evaluate((address) => window.location.assign(address), links.leave);
    await page.getByRole("button", { name: t.leave }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.leftTitle })).toBeVisible();
    await page.getByRole("button", { name: t.rejoin }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.back })).toBeVisible();
    // All of it before any island woke.
    await expect(page.locator("[data-island-hydrated]")).toHaveCount(0);
    await screenshot(page, "slow-back-320", { fullPage: true });
    release();
  });
});
