import { speak } from "./support/locale.ts";
import { publicPages } from "./support/public-pages.ts";
import { expect, test } from "./support/test.ts";

test("the root redirects to /start", async ({ page, site }) => {
  await page.goto(site.url + "/");
  await expect(page).toHaveURL(site.url + "/start");
});

test("German is the fallback when the browser asks for neither language", async ({
  openPage,
  site,
}) => {
  const page = await openPage({
    locale: "fr-FR",
    extraHTTPHeaders: { "Accept-Language": "fr-FR,fr" },
  });
  await page.goto(site.url + "/start");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("button", { name: "Location wechseln" })).toBeVisible();
});

test("the browser's Accept-Language picks English", async ({ openPage, site }) => {
  const page = await openPage({
    locale: "en-GB",
    extraHTTPHeaders: { "Accept-Language": "en-GB,en;q=0.9" },
  });
  await page.goto(site.url + "/start");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the LOCALE cookie wins over the browser language, and the footer switch sets it", async ({
  openPage,
  site,
}) => {
  const page = await openPage({ extraHTTPHeaders: { "Accept-Language": "en" } });
  await speak(page, site.url, "de");
  await page.goto(site.url + "/start");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");

  await page.getByRole("contentinfo").getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveURL(site.url + "/start");
  expect((await page.context().cookies()).find((c) => c.name === "LOCALE")?.value).toBe("en");
  expect(await page.evaluate(() => localStorage.getItem("LOCALE"))).toBe("en");

  await page.reload();
  await expect(page.getByRole("button", { name: "Switch location" })).toBeVisible();
});

test("every page's title and description are in the page's language, in every city", async ({
  request,
  site,
}) => {
  // The pages a visitor reaches without a link from a mail's code, and one news post.
  const pages = [
    ...publicPages,
    "/contact",
    "/newsletter-confirm",
    "/newsletter-cancel",
    "/ticket/confirm-offer",
    "/ticket/confirm-request",
    "/ticket/order/0",
    "/auth",
    "/newsletter/muc2025.1",
  ];
  // Words both languages use: a title that is only such a word may read the same.
  const sameInBoth = new Set(["News", "Tickets"]);
  const head = async (hub: string, path: string, lang: "de" | "en") => {
    // Node does not resolve the cities' *.localhost names; the Host header picks the city.
    const html = await (
      await request.get(`${site.url}${path}?lang=${lang}`, {
        headers: { Host: `${hub}.localhost:${site.port}` },
      })
    ).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    return {
      page: title.slice(0, title.lastIndexOf(" – ")),
      description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "",
    };
  };
  const german: string[] = [];
  for (const hub of ["munich", "essen", "hamburg"]) {
    for (const path of hub === "munich" ? pages : pages.slice(0, -1)) {
      const [de, en] = [await head(hub, path, "de"), await head(hub, path, "en")];
      expect(de.page, `${hub} ${path}`).not.toBe("");
      if (en.page === de.page && !sameInBoth.has(en.page))
        german.push(`${hub} ${path}: ${en.page}`);
      if (en.description === de.description) german.push(`${hub} ${path}: ${en.description}`);
    }
  }
  expect(german, "English pages with the German title or description").toEqual([]);
});
