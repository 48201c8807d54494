import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe.ts";
import { changedContent } from "./support/content.ts";
import { speak, type Locale } from "./support/locale.ts";
import {
  confirmedOffer,
  confirmedRequest,
  loginAsTeamMember,
  setUpPayment,
} from "./support/resale.ts";
import { screenSizes } from "./support/sizes.ts";
import { expect, instants, siteForBlock, test } from "./support/test.ts";
import { screenshot } from "./support/screenshot.ts";

test.use({ locale: "de-DE" });

// During the sale (resale opens with it); one trusted proxy hop for page reloads from many clients.
const site = siteForBlock({ APP_NOW: instants.afterSale, TRUST_PROXY: "1" });

const words = {
  de: {
    menu: "Menü",
    nav: "Team-Navigation",
    newsletter: "Newsletter",
    approve: "Freigeben",
    email: "E-Mail",
    package: "Paket",
    cuddlePackage: "Kuschel-Paket",
    explained: "Die erste Zahl gilt für diese Stadt, die zweite zählt die Websites",
    total: /\d+ Seitenaufrufe auf der Website dieser Stadt seit/,
    raw: /Die einzelnen Einträge zeigen/,
  },
  en: {
    menu: "Menu",
    nav: "Team navigation",
    newsletter: "Newsletter",
    approve: "Approve",
    email: "Email",
    package: "Package",
    cuddlePackage: "Cuddle Package",
    explained: "The first figure is this city's, the second adds the other cities' sites.",
    total: /\d+ page reloads on this city's site since/,
    raw: /Show the single entries/,
  },
} as const;

/** Nothing on the page is wider than the phone: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    "page width",
  ).toBeLessThanOrEqual(screenSizes.phone.width);
}

for (const locale of ["de", "en"] satisfies Locale[]) {
  test(`on a phone the team's lists are cards with their actions, the navigation a menu, the statistics explained (${locale})`, async ({
    page,
    openPage,
  }) => {
    test.setTimeout(120_000);
    const w = words[locale];
    const api = page.request;
    const email = `seller-${locale}@example.org`;
    // One open offer per ticket: each language offers a ticket of its own.
    await confirmedOffer(site, api, {
      name: "Kim",
      email,
      orderCode: locale === "de" ? "SIMA2" : "SIMA3",
    });
    await confirmedRequest(site, api, { amount: 1, email: `buyer-${locale}@example.org` });
    for (let i = 0; i < 3; i++) {
      await api.get(`${site.url}/api/reload`, {
        headers: { "x-forwarded-for": `198.51.100.${i}` },
      });
    }

    await page.setViewportSize(screenSizes.phone);
    // Nothing is approved before the city's payment is set up (in German, the login's language).
    await loginAsTeamMember(page, site, "/admin/ticket-change");
    await setUpPayment(page);
    await speak(page, site.url, locale);
    await page.goto(`${site.url}/admin/ticket-change`);

    // The offer is a card: each value labelled, its button on the card, inside the screen.
    const offer = page.getByTestId("offer-row").filter({ hasText: email });
    await expect(offer.locator(`td[data-label="${w.email}"]`)).toHaveText(email);
    // Offers and requests name their package by its title, in the team member's language.
    await expect(offer.locator(`td[data-label="${w.package}"]`)).toHaveText(w.cuddlePackage);
    const request = page
      .getByTestId("request-row")
      .filter({ hasText: `buyer-${locale}@example.org` });
    await expect(request.locator(`td[data-label="${w.package}"]`)).toHaveText(w.cuddlePackage);
    const approve = offer.getByRole("button", { name: w.approve });
    await expect(approve).toBeVisible();
    const box = (await approve.boundingBox())!;
    expect(box.x + box.width, "the button's right edge").toBeLessThanOrEqual(
      screenSizes.phone.width,
    );
    await expectNoSidewaysScroll(page);
    await screenshot(page, `ticket-change-${locale}`);

    // The navigation is folded into a menu: the header is a small part of the first screen.
    const header = (await page.locator(".admin-header").boundingBox())!;
    expect(header.height, "header height").toBeLessThan(screenSizes.phone.height * 0.15);
    const nav = page.getByRole("navigation", { name: w.nav });
    await expect(nav).toBeHidden();
    await page.getByText(w.menu, { exact: true }).click();
    await expect(nav.getByRole("link", { name: w.newsletter })).toBeVisible();
    await screenshot(page, `menu-${locale}`);
    await nav.getByRole("link", { name: w.newsletter }).click();
    await expect(page).toHaveURL(/\/admin\/newsletter$/);
    // On the next page the menu is closed again.
    await expect(nav).toBeHidden();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // Statistics: one name, the two figures explained, the single entries folded away.
    await page.goto(`${site.url}/admin/page-reloads`);
    await expect(page.getByTestId("report-total")).toHaveText(w.total);
    await expect(page.getByText(w.explained)).toBeVisible();
    const table = page.getByTestId("report-table");
    await expect(table).toBeHidden();
    await page.getByText(w.raw).click();
    await expect(table).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `page-reloads-${locale}`, { fullPage: true });

    // The menu opens without scripts too.
    const plain = await openPage({ javaScriptEnabled: false, viewport: screenSizes.phone });
    await speak(plain, site.url, locale);
    await plain.goto(`${site.url}/admin`);
    const plainNav = plain.getByRole("navigation", { name: w.nav });
    await expect(plainNav).toBeHidden();
    await plain.getByText(w.menu, { exact: true }).click();
    await expect(plainNav.getByRole("link", { name: w.newsletter })).toBeVisible();
  });
}

test.describe("the team's wait lists on a phone, the team navigation on a laptop", () => {
  // One package sold out; the others, the free DiaperDinner reservation among them, on sale.
  const content = changedContent((file) => {
    const packages = file.packages as { id: string; soldOut: boolean }[];
    for (const pkg of packages) pkg.soldOut = pkg.id === "single-pamperplay";
  }, "packages.json");
  const listSite = siteForBlock(() => ({
    APP_NOW: instants.afterSale,
    CONTENT_DIR: content.dir(),
  }));
  const navWords = { de: "Team-Navigation", en: "Team navigation" } as const;

  for (const locale of ["de", "en"] satisfies Locale[]) {
    test(`wait lists only of sold-out packages, with number fields as tall as their buttons; the navigation on one line at 1280 px (${locale})`, async ({
      page,
    }) => {
      await page.setViewportSize(screenSizes.phone);
      await speak(page, listSite.url, locale);
      await loginAsTeamMember(page, listSite, "/admin/wait-lists");
      const rows = page.getByTestId("wait-lists").locator("tr[data-package]");
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toHaveAttribute("data-package", "single-pamperplay");
      for (const field of await rows.first().locator('input[type="number"]').all()) {
        const box = (await field.boundingBox())!;
        const button = (await field.locator("xpath=ancestor::form//button").boundingBox())!;
        expect(box.height, "number field height").toBeGreaterThanOrEqual(44);
        expect(box.height, "as tall as its button").toBeGreaterThanOrEqual(button.height - 1);
        expect(box.width, "room for a few digits").toBeGreaterThanOrEqual(72);
        await expect(field).toHaveCSS("border-top-width", "2px");
      }
      await expectNoSidewaysScroll(page);
      await screenshot(page, `wait-lists-390-${locale}`, { fullPage: true });

      for (const size of [
        { width: 1280, height: 800 },
        { width: 320, height: 640 },
      ]) {
        await page.setViewportSize(size);
        if (size.width > 1000) {
          const links = page.getByRole("navigation", { name: navWords[locale] }).getByRole("link");
          const tops = new Set(
            await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().top)),
          );
          expect(tops.size, "rows of the team navigation").toBe(1);
        }
        await screenshot(page, `wait-lists-${size.width}-${locale}`, { fullPage: true });
      }
    });
  }
});
