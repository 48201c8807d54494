import type { Page, Request } from "@playwright/test";
import { pagesToCheck } from "./support/markup.ts";
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
    // In English, the pages whose markup is not the German one's in other words: the others load
    // the same islands and pictures as in German.
    const checked = await pagesToCheck(page, site.url, locale);

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
