import type { Page } from "@playwright/test";

export type Locale = "de" | "en";

/**
 * The LOCALE cookie picks the language of the site at `url` (a site's or a hub's address); it
 * wins over the browser's language.
 */
export async function speak(page: Page, url: string, locale: Locale): Promise<void> {
  await page.context().addCookies([{ name: "LOCALE", value: locale, url }]);
}
