import type { APIRequestContext } from "@playwright/test";
import { mailedLink } from "./resale.ts";
import type { Site } from "./site.ts";
import { expect } from "./test.ts";

/** A newsletter subscriber registered and confirmed through the public calls, as visitors do. */
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
