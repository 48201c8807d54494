import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { loginAs } from "../../server/auth/test/login-walk.ts";
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

/**
 * Logs in as the development identity provider's "Team Member" and opens `path` (the team area's
 * home by default). The provider's pages are walked in the test process and the session's
 * credentials stored in the browser, as the login page stores them: the walk through the footer
 * and the provider's page is e2e/login.spec.ts's own test, and costs every other test several
 * page loads. Leaves the page on `path`, settled.
 */
export async function loginAsTeamMember(page: Page, site: Site, path = "/admin"): Promise<void> {
  const { response, json } = await loginAs(site.url, "team-member");
  expect(response.status, "the development login").toBe(200);
  const origin = new URL(site.url).origin;
  const credentials = {
    name: "credentials",
    value: JSON.stringify({ auth: json.auth, info: json.info }),
  };
  // The context's storage with the login added for the site (setStorageState replaces it all).
  const state = await page.context().storageState();
  const others = state.origins.filter((stored) => stored.origin !== origin);
  const own = state.origins.find((stored) => stored.origin === origin)?.localStorage ?? [];
  await page.context().setStorageState({
    cookies: state.cookies,
    origins: [...others, { origin, localStorage: [...own, credentials] }],
  });
  await page.goto(site.url + path);
  if (path !== "/admin") return;
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
