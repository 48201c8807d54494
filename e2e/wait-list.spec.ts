import type { Page } from "@playwright/test";
import { soldOutContent } from "./support/content.ts";
import { linkFrom, waitForMail } from "./support/outbox.ts";
import { loginAsTeamMember } from "./support/resale.ts";
import { runJobsNow, underTest } from "./support/site.ts";
import { screenSizes } from "./support/sizes.ts";
import { expect, instants, siteForBlock, test } from "./support/test.ts";
import { screenshot } from "./support/screenshot.ts";

test.use({ locale: "de-DE", viewport: screenSizes.phone });

// Every city sold out, after the sale start: each package has its wait list.
const content = soldOutContent();
const site = siteForBlock(() => ({
  APP_NOW: instants.afterSale,
  CONTENT_DIR: content.dir(),
  ...underTest,
}));

/**
 * Sends the wait-list form on `page` for `email` (`beforeSending` runs once it is filled in), then
 * confirms the place with the button behind the link in the mail.
 */
async function joinAndConfirm(page: Page, email: string, beforeSending = async () => {}) {
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await beforeSending();
  await page.getByRole("button", { name: "Auf die Warteliste" }).click();
  await expect(page.getByText(/Fast geschafft!/)).toBeVisible();
  const confirmation = await waitForMail(site, email, (mail) =>
    (mail.subject ?? "").includes("Bitte bestätige deinen Platz"),
  );
  await page.goto(linkFrom(confirmation, "/ticket/wait-list/confirm?id="));
  await page.getByRole("button", { name: "Platz bestätigen" }).click();
}

test("on a phone a visitor joins a sold-out package's wait list and sees their place; the team cannot release a ticket the shop does not have", async ({
  page,
  openPage,
}) => {
  test.setTimeout(60_000);
  const email = "waiting@example.org";
  const shot = (name: string, on = page) => screenshot(on, name, { fullPage: true });
  await page.clock.install({ time: Date.parse(instants.afterSale) });

  await page.goto(`${site.url}/ticket`);
  const tile = page.getByTestId("package-tile").filter({ hasText: "Einzelticket PamperPlay" });
  await tile.getByRole("link", { name: "Auf die Warteliste" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Warteliste für Einzelticket PamperPlay" }),
  ).toBeVisible();
  // Until confirmed the address has no place; the mail's link gives it one.
  await joinAndConfirm(page, email, () => shot("wait-list-form"));
  await expect(
    page.getByText("Du bist Nr. 1 auf der Warteliste für Einzelticket PamperPlay."),
  ).toBeVisible();
  await shot("wait-list-place");

  const team = await openPage({ locale: "de-DE", viewport: screenSizes.phone });
  await loginAsTeamMember(team, site, "/admin/wait-lists");
  const list = team.getByTestId("wait-lists").locator('tr[data-package="single-pamperplay"]');
  await expect(list.locator('td[data-label="Wartend"]')).toHaveText("1");
  await list.getByRole("button", { name: "Tickets freigeben" }).click();
  await expect(
    list.getByText("1 Ticket an die Warteliste für Einzelticket PamperPlay freigeben?"),
  ).toBeVisible();
  await list.getByRole("button", { name: "Ja, freigeben" }).click();
  // Every ticket of the shop is sold: a voucher could hold none, so nothing is released.
  await expect(
    team.getByText(
      "Im Shop ist kein Ticket dieses Pakets frei. Gib sie zuerst im Shop frei (z. B. das Kontingent erhöhen), dann hier.",
    ),
  ).toBeVisible();
  await shot("wait-lists-team", team);
  await team.reload();
  await expect(list.locator('td[data-label="Wartend"]')).toHaveText("1");
  await expect(list.locator('td[data-label="Gutscheine"]')).toHaveText("0");
  await page.reload();
  await expect(
    page.getByText("Du bist Nr. 1 auf der Warteliste für Einzelticket PamperPlay."),
  ).toBeVisible();
});

test("on a phone a ticket cancelled in the shop goes to the next in line by mail, with the list's own validity; then the team closes the list", async ({
  page,
  openPage,
}) => {
  test.setTimeout(90_000);
  const email = "next-in-line@example.org";
  const shot = (name: string, on = page) => screenshot(on, name, { fullPage: true });
  await page.clock.install({ time: Date.parse(instants.afterSale) });
  const team = await openPage({ locale: "de-DE", viewport: screenSizes.phone });
  await loginAsTeamMember(team, site, "/admin/wait-lists");
  const list = team.getByTestId("wait-lists").locator('tr[data-package="cuddle-package"]');
  await list.getByRole("spinbutton", { name: "Gültigkeit (h)" }).fill("48");
  await list.getByRole("button", { name: "Gültigkeit speichern" }).click();
  await expect(team.getByText("Gespeichert.")).toBeVisible();

  await page.goto(`${site.url}/ticket/wait-list?package=cuddle-package`);
  await expect(
    page.getByText(/Gutschein, der ihr ein Ticket 48 Stunden lang im Shop reserviert/),
  ).toBeVisible();
  await joinAndConfirm(page, email);
  await expect(page.getByText(/Du bist Nr\. 1 auf der Warteliste/)).toBeVisible();

  // A customer cancels their order in the (simulated) shop: its ticket comes back.
  const shop = await openPage({ locale: "en-GB", viewport: screenSizes.phone });
  await shop.goto(`${site.url}/simulated-shop/pamperplay/pamperplay-munich-2025/cancel`);
  await shop.getByRole("button", { name: "Cancel order SIMA2" }).click();
  await expect(shop.getByTestId("shop-canceled")).toBeVisible();
  // The site asks the shop for tickets back now rather than at its next look.
  await runJobsNow(site);
  const voucher = await waitForMail(
    site,
    email,
    (mail) => (mail.subject ?? "").startsWith("Ein Ticket für dich"),
    45_000,
  );
  expect(voucher.text).toMatch(/\/redeem\?voucher=[A-Z2-9]{16}/);
  // Valid for the list's 48 hours from the pinned start (20 June, noon).
  expect(voucher.text).toMatch(/Gutschein gilt bis: 22\.06\.2025, 12:\d\d Uhr/);

  await team.reload();
  await list.getByRole("button", { name: "Liste schließen" }).click();
  await expect(list.getByText(/Warteliste für Kuschel-Paket schließen\?/)).toBeVisible();
  await shot("wait-lists-close", team);
  await list.getByRole("button", { name: "Ja, schließen" }).click();
  await expect(team.getByText(/Die Warteliste ist geschlossen/)).toBeVisible();
  await expect(list.getByRole("button", { name: "Wieder öffnen" })).toBeVisible();
  // The log says what the site did by itself and what the team did, newest first.
  const changes = team.getByTestId("wait-list-changes").locator("tr");
  await expect(changes.filter({ hasText: "Ticketshop" })).toContainText(
    "Kuschel-Paket: 1 Ticket im Shop zurück (storniert)",
  );
  await expect(changes.filter({ hasText: "Liste geschlossen" })).toContainText(
    "Kuschel-Paket: Liste geschlossen, 0 Personen per E-Mail benachrichtigt, 1 Adresse gelöscht",
  );
  await shot("wait-list-changes", team);
  await page.goto(`${site.url}/ticket/wait-list?package=cuddle-package`);
  await expect(
    page.getByText(/Diese Warteliste ist geschlossen: Das Team nimmt keine neuen Einträge an/),
  ).toBeVisible();
  await expect(page.getByLabel("E-Mail-Adresse")).toHaveCount(0);
  await shot("wait-list-closed");
});
