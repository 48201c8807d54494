import { soldOutContent } from "./support/content.ts";
import { linkFrom, waitForMail } from "./support/outbox.ts";
import { loginAsTeamMember } from "./support/resale.ts";
import { screenSizes } from "./support/sizes.ts";
import { expect, instants, siteForBlock, test } from "./support/test.ts";

test.use({ locale: "de-DE", viewport: screenSizes.phone });

// Every city sold out, after the sale start: each package has its wait list.
const content = soldOutContent();
const site = siteForBlock(() => ({ APP_NOW: instants.afterSale, CONTENT_DIR: content.dir() }));

test("on a phone a visitor joins a sold-out package's wait list, sees their place, and gets the ticket the team releases", async ({
  page,
  openPage,
}) => {
  test.setTimeout(60_000);
  const email = "waiting@example.org";
  const shot = (name: string, on = page) =>
    on.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  await page.clock.install({ time: Date.parse(instants.afterSale) });

  await page.goto(`${site.url}/ticket`);
  const tile = page.getByTestId("package-tile").filter({ hasText: "Einzelticket PamperPlay" });
  await tile.getByRole("link", { name: "Auf die Warteliste" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Warteliste für Einzelticket PamperPlay" }),
  ).toBeVisible();
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await shot("wait-list-form");
  await page.getByRole("button", { name: "Auf die Warteliste" }).click();
  await expect(page.getByText(/Fast geschafft!/)).toBeVisible();

  // Until confirmed the address has no place; the mail's link gives it one.
  const confirmation = await waitForMail(site, email, (mail) =>
    (mail.subject ?? "").includes("Bitte bestätige deinen Platz"),
  );
  await page.goto(linkFrom(confirmation, "/ticket/wait-list/confirm?id="));
  await expect(
    page.getByText("Du bist Nr. 1 auf der Warteliste für Einzelticket PamperPlay."),
  ).toBeVisible();
  await shot("wait-list-place");

  const team = await openPage({ locale: "de-DE", viewport: screenSizes.phone });
  await loginAsTeamMember(team, site);
  await team.goto(`${site.url}/admin/wait-lists`);
  const list = team.getByTestId("wait-lists").locator('tr[data-package="single-pamperplay"]');
  await expect(list.locator('td[data-label="Wartend"]')).toHaveText("1");
  await list.getByRole("button", { name: "Tickets freigeben" }).click();
  await expect(
    list.getByText("1 Ticket an die Warteliste für Einzelticket PamperPlay freigeben?"),
  ).toBeVisible();
  await list.getByRole("button", { name: "Ja, freigeben" }).click();
  await expect(team.getByText("1 Ticket geht an die Warteliste.")).toBeVisible();
  await shot("wait-lists-team", team);

  const voucher = await waitForMail(site, email, (mail) =>
    (mail.subject ?? "").startsWith("Ein Ticket für dich"),
  );
  expect(voucher.text).toMatch(/\/redeem\?voucher=[A-Z2-9]{16}/);
  expect(linkFrom(voucher, "/ticket/wait-list/leave?id=")).toBeTruthy();
  await team.reload();
  await expect(list.locator('td[data-label="Gutscheine"]')).toHaveText("1");
});
