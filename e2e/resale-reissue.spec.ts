import type { Page } from "@playwright/test";
import {
  confirmedOffer,
  confirmedRequest,
  loginAsTeamMember,
  setUpPayment,
} from "./support/resale.ts";
import { expect, instants, siteForBlock, test, type Site } from "./support/test.ts";
import { screenshot } from "./support/screenshot.ts";

test.use({ locale: "de-DE" });

// A site of its own: its database holds only this spec's offers (the app's clock starts at a
// fixed instant during Munich's sale).
const site = siteForBlock({ APP_NOW: instants.afterSale });
/** Munich's event in the simulated shop, its list of tickets and its door. */
const shopEvent = () => `${site.url}/simulated-shop/pamperplay/pamperplay-munich-2025`;

/** The secret (QR code) of the order's ticket, as the simulated shop lists it. */
async function secretOf(page: Page, orderCode: string): Promise<string> {
  await page.goto(`${shopEvent()}/orders/`);
  const secret = page.getByTestId("shop-ticket").filter({ hasText: orderCode }).locator("code");
  return (await secret.textContent()) ?? "";
}

/** A secret scanned at the simulated shop's door: its verdict. */
async function atTheDoor(page: Page, secret: string) {
  await page.goto(`${shopEvent()}/door`);
  await page.getByLabel("Ticket secret").fill(secret);
  await page.getByRole("button", { name: "Check in" }).click();
  return page.getByTestId("door-verdict");
}

/** The ticket-change screen, its payment set up (approving matches, which needs it). */
async function ticketChange(page: Page, at: Site) {
  await loginAsTeamMember(page, at, "/admin/ticket-change");
  await setUpPayment(page);
}

test("a handed-over ticket is re-issued for its buyer: the seller's code is refused at the door, the buyer's admitted", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await confirmedRequest(site, page.request, { amount: 1, email: "kaeufer@example.org" });
  await confirmedOffer(site, page.request, {
    orderCode: "SIMA3",
    name: "Robin Beispiel",
    email: "verkauf@example.org",
  });
  const sellers = await secretOf(page, "SIMA3");
  expect(sellers).toMatch(/^[0-9a-f]{32}$/);

  // The team approves (the shop knows the ticket), notes the buyer's payment, pays out, hands over.
  await ticketChange(page, site);
  const offer = page.getByTestId("offer-row").filter({ hasText: "SIMA3" });
  await offer.getByRole("button", { name: "Freigeben" }).click();
  const pair = page.getByTestId("match-row").filter({ hasText: "SIMA3" });
  await expect(pair).toHaveAttribute("data-state", "open");
  await pair.getByRole("button", { name: "Als bezahlt markieren" }).click();
  await expect(pair).toHaveAttribute("data-state", "paid");
  for (const [action, state] of [
    ["Als ausgezahlt markieren", "Ausgezahlt"],
    ["Als übergeben markieren", "Abgeschlossen"],
  ] as const) {
    await offer.getByRole("button", { name: action }).click();
    await expect(offer.locator(".admin-state")).toHaveText(state);
  }

  // The handover started the re-issue job; the team screen shows when it is done.
  const reissue = pair.getByTestId("reissue");
  await expect(async () => {
    await page.reload();
    await expect(reissue).toHaveAttribute("data-reissue", "reissued", { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(reissue).toContainText("Ticket neu ausgestellt");
  // On a phone the pairs are cards: the re-issue's state wraps within the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await reissue.scrollIntoViewIfNeeded();
  await expect(reissue).toBeInViewport();
  await screenshot(page, "reissued-390");

  // At the door: the seller's old code no longer works, the buyer's new one does.
  const buyers = await secretOf(page, "SIMA3");
  expect(buyers).not.toBe(sellers);
  await expect(
    page.getByTestId("shop-ticket").filter({ hasText: "SIMA3" }).getByRole("cell"),
  ).toContainText(["SIMA3", "1", "kaeufer@example.org", "kaeufer@example.org"]);
  await expect(await atTheDoor(page, sellers)).toHaveText("Refused: invalid");
  await expect(await atTheDoor(page, buyers)).toHaveText("Valid: checked in");
});

test("an offer whose order code the shop does not know is refused at approval, and the team reads why", async ({
  page,
}) => {
  await confirmedRequest(site, page.request, { amount: 1, email: "wartet@example.org" });
  await confirmedOffer(site, page.request, {
    orderCode: "ZZZZ9",
    name: "Kim Beispiel",
    email: "kim@example.org",
  });
  await ticketChange(page, site);
  const offer = page.getByTestId("offer-row").filter({ hasText: "ZZZZ9" });
  await offer.getByRole("button", { name: "Freigeben" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Der Ticketshop kennt diese Bestellnummer nicht; das Angebot bleibt ungeprüft. Frage den Verkäufer nach der richtigen Nummer.",
  );
  // Nothing moved: the screen stays, the offer is not approved, no buyer was asked to pay.
  await expect(page).toHaveURL(/\/admin\/ticket-change$/);
  await expect(offer.locator(".admin-state")).toHaveText("Neu");
  await expect(page.getByTestId("match-row").filter({ hasText: "ZZZZ9" })).toHaveCount(0);
});
