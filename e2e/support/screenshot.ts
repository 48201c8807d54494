import { test, type Locator, type Page } from "@playwright/test";

/**
 * Screenshots are for people to look at (a layout at a phone's width, a form's messages): no test
 * compares them, and a full page's picture costs a test seconds of CPU. `npm run screenshots`
 * runs the browser tests with them (SCREENSHOTS=on, into test-results/); `npm test` without.
 */
export const screenshotsWanted = process.env.SCREENSHOTS === "on";

/** Keeps a picture of `target` as `<name>.png` in the test's output folder, when wanted. */
export async function screenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!screenshotsWanted) return;
  const path = test.info().outputPath(`${name}.png`);
  await target.screenshot({ path, ...options });
  await test.info().attach(name, { path, contentType: "image/png" });
}
