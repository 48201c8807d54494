import type { Page } from "@playwright/test";

export type Locale = "de" | "en";

/**
 * The LOCALE cookie picks the language of the site at `url` (a site's or a hub's address); it
 * wins over the browser's language.
 */
export async function speak(page: Page, url: string, locale: Locale): Promise<void> {
  await page.context().addCookies([{ name: "LOCALE", value: locale, url }]);
}

/** Opens `path` of the site at `url` on a screen of `viewport`'s size, in `locale`. */
export async function visitAt(
  page: Page,
  viewport: { width: number; height: number },
  url: string,
  locale: Locale,
  path: string,
): Promise<void> {
  await page.setViewportSize(viewport);
  await speak(page, url, locale);
  await page.goto(url + path);
}
