import type { APIRequestContext, Page } from "@playwright/test";
import { linkFrom, waitForMail } from "./outbox.ts";
import type { Site } from "./site.ts";
import { expect } from "./test.ts";

/** The link to `path` in the first mail the site wrote to `to`. */
export async function mailedLink(site: Site, to: string, path: string): Promise<URL> {
  return new URL(linkFrom(await waitForMail(site, to), path));
}

export async function confirmedSubscriber(site: Site, api: APIRequestContext, email: string) {
  expect(
    (await api.post(`${site.url}/api/newsletter/register`, { data: { email } })).status(),
  ).toBe(200);
  const link = await mailedLink(site, email, "/newsletter-confirm");
  const confirm = await api.post(`${site.url}/api/newsletter/subscribe`, {
    data: { id: link.searchParams.get("id") },
  });
  expect(confirm.status()).toBe(200);
}

export async function loginAsTeamMember(page: Page, site: Site) {
  await page.goto(site.url + "/start");
  await page.getByTestId("team-login").click();
  await page.getByRole("button", { name: "Team Member" }).click();
  await page.waitForURL(site.url + "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Team Area" })).toBeVisible();
}
