import { expect, test } from "./support/test.ts";

test.use({ locale: "de-DE" });

test.describe("link previews and feeds in the page head", () => {
  test("the start page announces its preview, its languages and both news feeds", async ({
    page,
    site,
  }) => {
    await page.goto(site.url + "/start");
    const head = page.locator("head");
    const meta = (selector: string) => head.locator(`meta[${selector}]`);
    await expect(meta('property="og:title"')).toHaveAttribute(
      "content",
      "News – PamperPlay München",
    );
    await expect(meta('property="og:url"')).toHaveAttribute("content", `${site.url}/start?lang=de`);
    await expect(meta('property="og:locale"')).toHaveAttribute("content", "de_DE");
    await expect(meta('property="og:locale:alternate"')).toHaveAttribute("content", "en_GB");
    // A raster image: most messengers show no SVG in previews.
    await expect(meta('property="og:image"')).toHaveAttribute(
      "content",
      `${site.url}/previews/munich.png`,
    );
    await expect(meta('property="og:image:width"')).toHaveAttribute("content", "1200");
    await expect(meta('property="og:image:height"')).toHaveAttribute("content", "630");
    const image = await page.request.get(`${site.url}/previews/munich.png`);
    expect(image.headers()["content-type"]).toBe("image/png");
    await expect(meta('property="og:description"')).toHaveAttribute("content", /Oktober 2025/);
    await expect(meta('name="twitter:card"')).toHaveAttribute("content", "summary_large_image");
    const feeds = head.locator('link[rel="alternate"][type="application/atom+xml"]');
    await expect(feeds).toHaveCount(2);
    await expect(feeds.nth(0)).toHaveAttribute("hreflang", "de");
    await expect(feeds.nth(0)).toHaveAttribute("href", `${site.url}/feed.atom?lang=de`);
    await expect(feeds.nth(1)).toHaveAttribute("hreflang", "en");
    await expect(feeds.nth(1)).toHaveAttribute(
      "title",
      "PamperPlay München – Neuigkeiten auf Englisch",
    );
    await expect(head.locator('link[rel="alternate"][hreflang="en"]:not([type])')).toHaveAttribute(
      "href",
      `${site.url}/start?lang=en`,
    );
  });

  test("a post previews with its title, tl;dr and the city's image, in the language of ?lang=", async ({
    page,
    site,
  }) => {
    await page.goto(site.url + "/newsletter/muc2025.2?lang=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const meta = (selector: string) => page.locator(`head meta[${selector}]`);
    await expect(meta('property="og:type"')).toHaveAttribute("content", "article");
    await expect(meta('property="og:title"')).toHaveAttribute(
      "content",
      /^Ticket sale starts on 15 June at 18:00 – PamperPlay Munich$/,
    );
    await expect(meta('property="og:locale"')).toHaveAttribute("content", "en_GB");
    // The post's hero is an SVG, which messengers skip: the city's raster image stands in.
    await expect(meta('property="og:image"')).toHaveAttribute(
      "content",
      `${site.url}/previews/munich.png`,
    );
    await expect(meta('property="og:image:width"')).toHaveAttribute("content", "1200");
    await expect(meta('property="og:description"')).toHaveAttribute(
      "content",
      await page.locator(".tldr p:not(.tldr-label)").first().innerText(),
    );
    await expect(page.locator('head link[type="application/atom+xml"]')).toHaveCount(2);
    // The address's language is kept for the next page.
    await page.goto(site.url + "/start");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});
