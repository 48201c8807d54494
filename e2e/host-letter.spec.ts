import { visitAt } from "./support/locale.ts";
import { expect, test } from "./support/test.ts";
import { screenshot } from "./support/screenshot.ts";

/**
 * The host letter's kicker ("A letter from your host") keeps to one line on a phone, in the
 * system's font the page paints with (docs/decisions/0081-the-system-font.md).
 */
for (const locale of ["de", "en"] as const) {
  for (const width of [320, 390]) {
    test(`${locale}, ${width} px: the host letter's kicker is one line`, async ({ page, site }) => {
      await visitAt(page, { width, height: 844 }, site.url, locale, "/start");
      const kicker = page.locator(".letter .kicker");
      await expect(kicker).toBeVisible();
      const { height, lineHeight } = await kicker.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(element).lineHeight),
      }));
      expect(height, "one line").toBeLessThan(lineHeight * 1.5);
      if (width === 390) {
        await kicker.scrollIntoViewIfNeeded();
        await screenshot(page, `letter-${locale}`);
      }
    });
  }
}
