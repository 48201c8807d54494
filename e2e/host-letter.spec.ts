import { visitAt } from "./support/locale.ts";
import { expect, test } from "./support/test.ts";
import { screenshot } from "./support/screenshot.ts";

/**
 * The host letter's kicker ("A letter from your host") keeps to one line on a phone, in the
 * fallback font the page paints with first and in Inter once it has come, so the letter does not
 * move when the font arrives.
 */
for (const locale of ["de", "en"] as const) {
  for (const width of [320, 390]) {
    test(`${locale}, ${width} px: the host letter's kicker is one line with and without the web font`, async ({
      page,
      site,
    }) => {
      for (const font of ["fallback", "Inter"] as const) {
        await page.unrouteAll();
        if (font === "fallback") await page.route(/\.woff2(\?|$)/, (route) => route.abort());
        await visitAt(page, { width, height: 844 }, site.url, locale, "/start");
        const kicker = page.locator(".letter .kicker");
        await expect(kicker).toBeVisible();
        // Whether a face of Inter has come: `document.fonts.check` would also say yes where the
        // page names no Inter face at all (the loader adds them only once their files arrived).
        const loaded = await page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts].some(
            (face) => face.family === "Inter" && face.status === "loaded",
          );
        });
        expect(loaded, "Inter loaded").toBe(font === "Inter");
        const { height, lineHeight } = await kicker.evaluate((element) => ({
          height: element.getBoundingClientRect().height,
          lineHeight: parseFloat(getComputedStyle(element).lineHeight),
        }));
        expect(height, `${font}: one line`).toBeLessThan(lineHeight * 1.5);
        if (width === 390) {
          await kicker.scrollIntoViewIfNeeded();
          await screenshot(page, `letter-${locale}-${font}`);
        }
      }
    });
  }
}
