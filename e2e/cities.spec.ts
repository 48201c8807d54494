import { expectAccessible } from "./support/axe.ts";
import { speak } from "./support/locale.ts";
import { expect, instants, siteForBlock, test } from "./support/test.ts";

const sizes = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

for (const [device, viewport] of Object.entries(sizes)) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport, locale: "de-DE" });

    test("Essen and Hamburg link their own FAQ, directions and location; only the gallery is 'Coming soon!'", async ({
      page,
      site,
    }) => {
      const cities = [
        {
          hub: "essen",
          venue: "Grubenweg 5, 45100 Essen",
          hours: "20 bis 4 Uhr",
        },
        { hub: "hamburg", venue: "Kaiweg 9, 20400 Hamburg", hours: "20 bis 23 Uhr" },
      ] as const;
      for (const { hub, venue, hours } of cities) {
        await speak(page, site.hubUrl(hub), "de");
        await page.goto(site.hubUrl(hub) + "/start");
        const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
        await expect(nav.getByText("Coming soon!")).toHaveCount(1);
        await expect(nav.getByRole("listitem").filter({ hasText: "Coming soon!" })).toContainText(
          "Galerie",
        );
        for (const entry of ["Die Party", "Mehr Infos", "Anfahrt", "Empfehlungen", "Kontakt"]) {
          await expect(nav.getByRole("link", { name: entry })).toBeVisible();
        }

        await nav.getByRole("link", { name: "Mehr Infos" }).click();
        await expect(page.getByRole("heading", { level: 1, name: "Häufige Fragen" })).toBeVisible();
        const times = page.locator("details#times");
        await times.getByText("Wann ist Einlass").click();
        await expect(times).toContainText(hours);

        await nav.getByRole("link", { name: "Anfahrt" }).click();
        await expect(page.getByRole("heading", { level: 1, name: "Anfahrt" })).toBeVisible();
        await expect(page.getByRole("main")).toContainText(venue);

        await nav.getByRole("link", { name: "Die Party" }).click();
        // No plan of their own yet: their areas as a list, never Munich's floors.
        await expect(page.getByRole("region", { name: "Die Bereiche" })).toBeVisible();
        await expect(page.locator("button[data-hotspot]")).toHaveCount(0);
      }

      // Essen's venue takes cash only (spec); its FAQ says so.
      await page.goto(site.hubUrl("essen") + "/faq#payment");
      await expect(page.locator("details#payment")).toContainText("nur bar zahlen");
    });

    test("resale opens only in a city whose sale has started; a hotel is linked only where a contingent exists", async ({
      page,
      site,
    }) => {
      // The shared clock: Munich's sale runs, Essen's starts in September, Hamburg has no date.
      const resale = page.getByRole("heading", { level: 2, name: "Ticketbörse" });
      await speak(page, site.hubUrl("munich"), "de");
      await page.goto(site.hubUrl("munich") + "/ticket");
      await expect(resale).toBeVisible();
      await expect(page.getByRole("link", { name: /Hotel/ }).first()).toBeVisible();
      for (const hub of ["essen", "hamburg"] as const) {
        await speak(page, site.hubUrl(hub), "de");
        await page.goto(site.hubUrl(hub) + "/ticket");
        await expect(page.getByRole("heading", { level: 1, name: "Tickets" })).toBeVisible();
        await expect(resale).toHaveCount(0);
        await expect(page.locator(".resale-card")).toHaveCount(0);
        await expect(page.locator('a[href="/hotel"]')).toHaveCount(0);
      }
    });

    test("the language travels with the location switch to another city's site", async ({
      page,
      site,
    }) => {
      await speak(page, site.hubUrl("munich"), "de");
      await page.goto(site.hubUrl("munich") + "/start");
      // The header offers the other language.
      await page.getByRole("banner").getByRole("button", { name: "English" }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");

      await page.getByRole("button", { name: "Switch city" }).click();
      const dialog = page.getByRole("dialog", { name: "Switch city" });
      await dialog.getByRole("link", { name: /PamperPlay Essen/ }).click();
      await expect(page).toHaveURL(`${site.hubUrl("essen")}/start?lang=en`);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.locator(".brand-city")).toHaveText("PamperPlay Essen");
      await expectAccessible(page);

      // Stored on arrival: Essen's other pages stay English without the parameter.
      await page
        .getByRole("navigation", { name: "Main navigation" })
        .getByRole("link", { name: "More Info" })
        .click();
      await expect(page).toHaveURL(`${site.hubUrl("essen")}/faq`);
      await expect(page.getByTestId("translation-missing")).toBeVisible();
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");

      // Switching back from a page reached with ?lang does not bounce to the old language.
      await page.goto(site.hubUrl("essen") + "/start?lang=en");
      await page.getByRole("banner").getByRole("button", { name: "Deutsch" }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page).toHaveURL(`${site.hubUrl("essen")}/start`);
    });

    test("English pages show the hotel picture in English", async ({ page, site }) => {
      for (const [locale, picture] of [
        ["en", "/posts/hotel-en.svg"],
        ["de", "/posts/hotel.svg"],
      ] as const) {
        await speak(page, site.url, locale);
        await page.goto(site.url + "/hotel");
        // The picture comes in the HTML, its file named beside it (server/pages/inline-images.ts).
        await expect(page.locator("img.hotel-image")).toHaveAttribute("data-file", picture);
        await expect(page.locator("img.hotel-image")).toBeVisible();
      }
    });
  });

  test.describe(`on a ${device}, after every city's party`, () => {
    test.use({ viewport, locale: "de-DE" });
    const site = siteForBlock({ APP_NOW: instants.afterParties });

    test("a city without a dated party shows its posts, newsletter and contact, and no sale", async ({
      page,
    }) => {
      for (const hub of ["munich", "essen", "hamburg"] as const) {
        await speak(page, site.hubUrl(hub), "de");
        await page.goto(site.hubUrl(hub) + "/start");
        await expect(page.getByTestId("post-list").getByRole("link").first()).toBeVisible();
        await expect(page.getByRole("link", { name: "Newsletter abonnieren" })).toBeVisible();
        const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
        await expect(nav.getByRole("link", { name: "Kontakt" })).toBeVisible();
        await expect(nav.getByRole("link", { name: "Tickets" })).toHaveCount(0);
        await expect(page.getByRole("heading", { name: "Die nächste Party" })).toHaveCount(0);
        await expect(page.getByTestId("ticket-button")).toHaveCount(0);

        await page.goto(site.hubUrl(hub) + "/ticket");
        await expect(page.locator(".resale-card")).toHaveCount(0);
      }
    });
  });
}
