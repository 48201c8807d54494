import type { Page, Request } from "@playwright/test";
import { speak } from "./support/locale.ts";
import { pagesWithOwnMarkup } from "./support/markup.ts";
import { publicPages } from "./support/public-pages.ts";
import { expect, test } from "./support/test.ts";

/** Requests the page started that have neither finished nor failed yet. */
function watchOpenRequests(page: Page): Set<Request> {
  const open = new Set<Request>();
  page.on("request", (request) => open.add(request));
  page.on("requestfinished", (request) => open.delete(request));
  page.on("requestfailed", (request) => open.delete(request));
  return open;
}

for (const locale of ["de", "en"] as const) {
  test(`every public page's requests finish after it loaded, in ${locale}`, async ({
    page,
    site,
  }) => {
    test.setTimeout(120_000);
    await speak(page, site.url, locale);
    await page.goto(site.url + "/start");
    const post = await page.locator('a[href^="/newsletter/"]').first().getAttribute("href");
    expect(post, "a post linked from /start").toBeTruthy();

    // In English, the pages whose markup is not the German one's in other words: the others load
    // the same islands and pictures as in German.
    const pages = [...publicPages, post!];
    const checked = locale === "de" ? pages : await pagesWithOwnMarkup(site.url, locale, pages);

    const open = watchOpenRequests(page);
    for (const path of checked) {
      await test.step(path, async () => {
        await page.goto(site.url + path, { waitUntil: "load" });
        // The page-load report and anything the page fetches after hydration must end: a
        // response whose body nobody reads keeps its request open and the network never idle.
        await page.waitForLoadState("networkidle", { timeout: 15_000 });
        await expect
          .poll(() => [...open].map((request) => `${request.method()} ${request.url()}`))
          .toEqual([]);
      });
    }
  });
}
