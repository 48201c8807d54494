import type { Page } from "@playwright/test";

/**
 * Holds requests to `url` until the returned function is called, so a test can look at the
 * page's waiting state for as long as it needs, however slow the machine (instead of delaying
 * the answer by a guessed number of milliseconds).
 */
export async function holdRequests(
  page: Page,
  url: string,
  /** Told of each request this hold has caught. */
  onHeld: (requestUrl: string) => void = () => {},
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    onHeld(route.request().url());
    await released;
    await route.continue();
  });
  return release;
}
