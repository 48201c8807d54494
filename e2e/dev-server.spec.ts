import { startDevelopmentSite } from "./support/site.ts";
import { expect, instants, test } from "./support/test.ts";

/**
 * The development server (`npm run dev`) bundles the islands' scripts on request, on Preact as the
 * build does (vite.islands.ts), and serves the reading pages' script from Vite's modules: a fault
 * there (a reading page whose scripts stopped with "can't detect preamble") shows in no other test. Vite compiles each module when first asked for, so a cold
 * start takes tens of seconds on a busy machine.
 */
test("the development server's reading pages run their scripts: the contact page's forms answer", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const site = await startDevelopmentSite({ APP_NOW: instants.afterSale });
  try {
    await page.goto(`${site.url}/contact`);
    // Locator assertions keep polling across a reload, which Vite may ask for once it has
    // bundled a dependency it met late.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", { timeout: 120_000 });
    const postcard = page.locator(".postcard-form");
    // A visitor's first reach for the form: the focus in its first field. (Send itself cannot take
    // the focus before the form wakes: the server's HTML disables a button the form cannot send.)
    await postcard.getByRole("textbox", { name: "Your message" }).focus();
    await expect(
      page.locator('[data-island-wake="interaction"]:not([data-island-hydrated])'),
    ).toHaveCount(0, {
      timeout: 120_000,
    });
    await postcard.getByRole("button", { name: "Send" }).focus();
    await page.keyboard.press("Enter");
    await expect(postcard.locator(".visitor-error-summary")).toContainText(
      "Please write your message.",
    );
  } finally {
    await page.close();
    await site.stop();
  }
});
