import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe.ts";
import { speak, visitAt } from "./support/locale.ts";
import { screens } from "./support/screens.ts";
import { expect, instants, siteForBlock, test } from "./support/test.ts";
import { screenshot } from "./support/screenshot.ts";

// German unless a test picks English (the LOCALE cookie wins over the browser language).
test.use({ locale: "de-DE" });

/** A Munich post dated 10 August 2025: after instants.afterSale, before 1 October 2025. */
const laterPost = { key: "muc2025.4", title: "Einlass nur mit Original-Ausweis" };

test.describe("news on /start", () => {
  test("lists visible posts newest first with German dates and the next party", async ({
    page,
    site,
  }) => {
    await page.goto(site.url + "/start");
    await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
    const items = page.getByTestId("post-list").locator(":scope > li");
    await expect(items.first()).toHaveAttribute("data-post", "muc2025.2");
    await expect(items.first()).toContainText("Veröffentlicht am 25.05.2025");
    await expect(items.first()).toHaveClass(/accent-pink/); // important post
    await expect(items.nth(1)).toHaveClass(/accent-blue/);
    const keys = await items.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-post")));
    expect(keys).toEqual(["muc2025.2", "muc2025.1", "muc2024.3", "muc2024.2", "muc2024.1"]);
    await expect(page.getByTestId("next-party")).toContainText("Samstag, 11.10.2025");
    await expect(page.getByRole("heading", { name: "Deine erste Fetisch-Party?" })).toBeVisible();
    // The sold-out switch is off.
    await expect(page.locator(".notice-sold-out")).toHaveCount(0);
    await expectAccessible(page);
  });

  test("shows English dates when English is chosen", async ({ page, site }) => {
    await speak(page, site.url, "en");
    await page.goto(site.url + "/start");
    const first = page.getByTestId("post-list").locator(":scope > li").first();
    await expect(first).toContainText("Posted on 25 May 2025");
    await expect(first.getByRole("heading", { level: 3 })).toHaveText(
      "Ticket sale starts on 15 June at 18:00",
    );
    await expect(page.getByTestId("next-party")).toContainText("Saturday 11 October 2025");
  });

  test("a post dated later than the server clock is neither listed nor reachable", async ({
    page,
    site,
  }) => {
    await page.goto(site.url + "/start");
    await expect(page.getByTestId("post-list")).toBeVisible();
    await expect(page.locator(`[data-post="${laterPost.key}"]`)).toHaveCount(0);
    await expect(page.getByText(laterPost.title)).toHaveCount(0);

    const direct = await page.goto(`${site.url}/newsletter/${laterPost.key}`);
    expect(direct?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" }),
    ).toBeVisible();
    // The helpful page stands inside the layout: navigation and footer are there.
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();
    await expect(page.getByText(laterPost.title)).toHaveCount(0);
  });
});

test.describe("the season's archive on /start", () => {
  // Both tests only read: one server for the two.
  const site = siteForBlock({ APP_NOW: instants.afterParties });
  /** The keys of the posts a page lists, in their order. */
  const keysOn = (page: Page) =>
    page
      .getByTestId("post-list")
      .locator(":scope > li")
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-post")));

  test("pages ten posts at a time with links that work without scripts", async ({ openPage }) => {
    // Three page loads per page of the list: room for a busy machine.
    test.setTimeout(120_000);
    const reader = await openPage({ javaScriptEnabled: false, locale: "de-DE" });
    await reader.goto(site.url + "/start");
    const first = await keysOn(reader);
    expect(first).toHaveLength(10);
    expect(first[0]).toBe("muc2025.11");
    const pages = reader.getByRole("navigation", { name: "Weitere Beiträge" });
    await expect(pages).toContainText("Seite 1 von 2");
    await expect(pages.getByRole("link", { name: "Neuere Beiträge" })).toHaveCount(0);

    await pages.getByRole("link", { name: "Ältere Beiträge" }).click();
    await expect(reader).toHaveURL(site.url + "/start?page=2#posts");
    // The address changes as the next document starts arriving: wait until its list is whole.
    await expect.poll(async () => (await keysOn(reader)).at(-1)).toBe("muc2024.1");
    const second = await keysOn(reader);
    expect(new Set([...first, ...second]).size).toBe(first.length + second.length);
    await expect(pages).toContainText("Seite 2 von 2");
    await expect(pages.getByRole("link", { name: "Ältere Beiträge" })).toHaveCount(0);

    await pages.getByRole("link", { name: "Neuere Beiträge" }).click();
    await expect(reader).toHaveURL(site.url + "/start#posts");
    await expect.poll(() => keysOn(reader)).toEqual(first);

    for (const missing of ["/start?page=3", "/start?page=0", "/start?page=zwei"]) {
      const response = await reader.goto(site.url + missing);
      expect(response?.status(), missing).toBe(404);
    }
  });

  test("reads well on a phone in both languages in every city", async ({ page }) => {
    test.setTimeout(120_000);
    const phone = screens.find(({ name }) => name === "phone")!.viewport;
    for (const hub of ["munich", "essen", "hamburg"] as const)
      for (const locale of ["de", "en"] as const) {
        await visitAt(page, phone, site.hubUrl(hub), locale, "/start");
        const list = page.getByTestId("post-list");
        await expect(list.locator(":scope > li").first()).toBeVisible();
        // Nothing is wider than the screen: no sideways scrolling on a phone.
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${hub} ${locale}`).toBeLessThanOrEqual(phone.width);
        await screenshot(page, `start-${hub}-${locale}`, { fullPage: true });
      }
  });
});

test.describe("a post page", () => {
  test("renders title, date, hero link, formats and an internal link", async ({ page, site }) => {
    await page.goto(site.url + "/newsletter/muc2025.2");
    await expect(page).toHaveTitle(/Ticketverkauf startet am 15\. Juni um 18 Uhr/);
    const article = page.locator("article.post");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(
      "Ticketverkauf startet am 15. Juni um 18 Uhr",
    );
    await expect(article).toContainText("Veröffentlicht am 25.05.2025");

    const hero = article.getByRole("link", {
      name: "Titelbild in voller Größe öffnen (neuer Tab)",
    });
    await expect(hero).toHaveAttribute("target", "_blank");
    await expect(hero).toHaveAttribute("href", "/posts/ticket-sale-de.svg");
    await expect(hero).toHaveAttribute("rel", /noopener/);
    // Its room is reserved before it loads: nothing below it moves.
    await expect(hero.locator("img")).toHaveAttribute("width", "800");
    await expect(hero.locator("img")).toHaveAttribute("height", "400");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${site.url}/previews/munich.png`,
    );

    // A heading-only line becomes a heading below the h1; bold runs stay strong.
    await expect(
      article.getByRole("heading", { level: 2, name: "Markier dir den 15. Juni!" }),
    ).toBeVisible();
    await expect(
      article.locator("strong", { hasText: "Sonntag, 15. Juni 2025, um 18 Uhr" }),
    ).toBeVisible();
    await expect(article.locator("em", { hasText: "Gut zu wissen:" })).toBeVisible();
    await expect(article.locator("ul li")).toHaveCount(4);
    await expectAccessible(page);

    await article.getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(page).toHaveURL(site.url + "/faq");
    await expect(page.getByRole("heading", { level: 1, name: "Häufige Fragen" })).toBeVisible();
  });

  test("uses the English hero image and texts in English", async ({ page, site }) => {
    await speak(page, site.url, "en");
    await page.goto(site.url + "/newsletter/muc2025.2");
    const hero = page.getByRole("link", { name: "Open the title image in full size (new tab)" });
    await expect(hero).toHaveAttribute("href", "/posts/ticket-sale-en.svg");
    await expect(page.locator("article.post")).toContainText("Posted on 25 May 2025");
    await expect(
      page.getByRole("heading", { level: 2, name: "Mark 15 June in your calendar!" }),
    ).toBeVisible();
  });
});

test.describe("the 404 page", () => {
  for (const [locale, title, link] of [
    ["de", "Seite nicht gefunden", "Termine"],
    ["en", "Page not found", "Schedule"],
  ] as const) {
    test(`is helpful in ${locale === "de" ? "German" : "English"} with status 404`, async ({
      page,
      site,
    }) => {
      await speak(page, site.url, locale);
      for (const path of ["/no-such-page", "/newsletter/muc1999.1", "/start/extra"]) {
        const response = await page.goto(site.url + path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole("main")).toContainText(path);
        await expect(page).toHaveTitle(new RegExp(title));
        if (path === "/no-such-page") {
          await expectAccessible(page);
          await page.getByRole("main").getByRole("link", { name: link }).click();
          await expect(page).toHaveURL(site.url + "/save-the-date");
        }
      }
    });
  }
});

test.describe("on 1 October 2025, after the later post's date", () => {
  // Both tests only read: one server for the two.
  const later = siteForBlock({ APP_NOW: "2025-10-01T12:00:00+02:00" });

  test("the same post is listed and readable once its date has passed", async ({ page }) => {
    await page.goto(later.url + "/start");
    const item = page.locator(`[data-post="${laterPost.key}"]`);
    await expect(item).toBeVisible();
    await item.getByRole("link", { name: laterPost.title, exact: true }).click();
    await expect(page).toHaveURL(`${later.url}/newsletter/${laterPost.key}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(laterPost.title);
    const response = await page.request.get(`${later.url}/newsletter/${laterPost.key}`);
    expect(response.status()).toBe(200);
  });

  test("shows struck-out text, external links in a new tab and downloads", async ({ page }) => {
    await page.goto(later.hubUrl("essen") + "/newsletter/ess2025.2");
    const article = page.locator("article.post");
    await expect(article.locator("del")).toContainText("Sonntag, 7. September 2025, um 18 Uhr");
    await article.getByRole("link", { name: "Ticketshop" }).first().click();
    await expect(page).toHaveURL(later.hubUrl("essen") + "/ticket");

    await page.goto(later.url + "/newsletter/muc2024.3");
    const external = page.locator("article.post").getByRole("link", { name: /Merch-Shop/ });
    await expect(external).toHaveAttribute("href", "https://merch.pamperplay.example/bag");
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", /noopener/);
    await expect(external).toHaveAccessibleName("Merch-Shop (öffnet in neuem Tab)");

    await page.goto(later.url + "/newsletter/muc2025.1");
    const download = page.locator("article.post a.download").first();
    await expect(download).toHaveAttribute("download", "");
    await expect(download.locator("svg")).toHaveCount(2);
  });
});
