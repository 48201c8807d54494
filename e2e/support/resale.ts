import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { linkFrom, waitForMail } from "./outbox.ts";
import type { Site } from "./site.ts";

/** The link to `path` in the first mail the site wrote to `to`. */
export async function mailedLink(site: Site, to: string, path: string): Promise<URL> {
  return new URL(linkFrom(await waitForMail(site, to), path));
}

/** A resale offer made and confirmed through the public calls, as a visitor does. */
export async function confirmedOffer(
  site: Site,
  api: APIRequestContext,
  offer: { name: string; email: string; orderCode?: string; packageId?: string },
): Promise<void> {
  // SIMA2: a paid one-ticket order of Munich's simulated shop, a Cuddle Package ticket.
  const created = await api.post(`${site.url}/api/tickets/offer/new`, {
    data: {
      packageId: "cuddle-package",
      orderCode: "SIMA2",
      ...offer,
      iban: "DE89 3704 0044 0532 0130 00",
    },
  });
  expect(created.status()).toBe(200);
  const link = await mailedLink(site, offer.email, "/ticket/confirm-offer");
  const confirmed = await api.post(`${site.url}/api/tickets/offer`, {
    data: { id: link.searchParams.get("id") },
  });
  expect(confirmed.status()).toBe(200);
}

/** A resale request made and confirmed through the public calls, as a visitor does. */
export async function confirmedRequest(
  site: Site,
  api: APIRequestContext,
  request: { amount: number; email: string; packageId?: string },
): Promise<void> {
  // The package of the demo orders' tickets (confirmedOffer), so that the two pair.
  const created = await api.post(`${site.url}/api/tickets/request/new`, {
    data: { packageId: "cuddle-package", ...request },
  });
  expect(created.status()).toBe(200);
  const link = await mailedLink(site, request.email, "/ticket/confirm-request");
  const confirmed = await api.post(`${site.url}/api/tickets/request`, {
    data: { id: link.searchParams.get("id") },
  });
  expect(confirmed.status()).toBe(200);
}

/** Logs in through the footer and the development identity provider's "Team Member". */
export async function loginAsTeamMember(page: Page, site: Site): Promise<void> {
  await page.goto(site.url + "/start");
  await page.getByTestId("team-login").click();
  await page.getByRole("button", { name: "Team Member" }).click();
  await page.waitForURL(site.url + "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Teambereich" })).toBeVisible();
  // The heading is there while the home still loads its data too: a test's next step starts
  // from a settled page, not from under a running check of the login.
  await expect(page.locator(".admin-areas li").first()).toBeVisible();
}

/**
 * On the ticket-change screen: sets the city's ticket price and payment notes, without which
 * nothing is matched, and waits for the preview of the requester's mail.
 */
export async function setUpPayment(page: Page) {
  await page.getByLabel("Ticketpreis in Euro").fill("27");
  await page.getByLabel(/^Hinweise zur Zahlung/).fill("Bitte per Überweisung.");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByTestId("mail-preview")).toContainText("Betrag: 27,00");
}
