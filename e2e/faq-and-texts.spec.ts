import { expectAccessible } from "./support/axe.ts";
import { speak } from "./support/locale.ts";
import { screens } from "./support/screens.ts";
import { expect, test } from "./support/test.ts";

// German unless a test picks English (the LOCALE cookie wins over the browser language).
test.use({ locale: "de-DE" });

const notice = "Translation Missing - We apologize that this page has not been translated yet.";

test.describe("FAQ", () => {
  test("questions open and close on click and by keyboard", async ({ page, site }) => {
    await page.goto(site.url + "/faq");
    await expect(page.getByRole("heading", { level: 1, name: "Häufige Fragen" })).toBeVisible();
    for (const category of ["Allgemeines", "Veranstalter", "Location", "Regeln"]) {
      await expect(page.getByRole("heading", { level: 2, name: category })).toBeVisible();
    }
    const item = page.locator("details#what-is-pamperplay");
    const answer = item.getByText("PamperPlay ist eine Partyreihe für erwachsene Adult Babys");
    await expect(item).not.toHaveAttribute("open");
    await expect(answer).toBeHidden();

    await item.getByText("Was ist PamperPlay?").click();
    await expect(item).toHaveAttribute("open", "");
    await expect(answer).toBeVisible();
    await item.getByText("Was ist PamperPlay?").click();
    await expect(item).not.toHaveAttribute("open");

    await item.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(item).toHaveAttribute("open", "");
    await expectAccessible(page);
  });

  test("a link to a question opens it", async ({ page, site }) => {
    await page.goto(site.url + "/faq#what-is-pamperplay");
    await expect(page.locator("details#what-is-pamperplay")).toHaveAttribute("open", "");
  });

  test("shows the Translation Missing notice above the German text in English", async ({
    page,
    site,
  }) => {
    await speak(page, site.url, "en");
    await page.goto(site.url + "/faq");
    const shown = page.getByTestId("translation-missing");
    await expect(shown).toHaveText(notice);
    await expect(shown).toHaveAttribute("lang", "en");
    const german = page.locator('[lang="de"]').filter({ hasText: "Häufige Fragen" });
    await expect(german).toHaveCount(1);
    await expect(german.getByRole("heading", { level: 1 })).toHaveText("Häufige Fragen");
    // The notice comes first.
    const order = await page.evaluate(() => {
      const a = document.querySelector('[data-testid="translation-missing"]');
      const b = document.querySelector("main h1");
      return a && b ? a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeTruthy();
    await expectAccessible(page);
  });
});

test.describe("text pages", () => {
  const germanOnly = [
    ["/directions", "Anfahrt", "Der Club"],
    ["/recommendations", "Empfehlungen", "Sehenswertes in München"],
    ["/privacy", "Datenschutzerklärung", "Verantwortlich"],
  ] as const;

  test("German-only pages read in German without the notice", async ({ page, site }) => {
    for (const [path, title, section] of germanOnly) {
      await page.goto(site.url + path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
      await expect(page.getByTestId("translation-missing")).toHaveCount(0);
      await expect(page).toHaveTitle(new RegExp(`^${title} – `));
    }
    await expectAccessible(page);
  });

  test("German-only pages show the notice and German text in English", async ({ page, site }) => {
    await speak(page, site.url, "en");
    for (const [path, title] of germanOnly) {
      await page.goto(site.url + path);
      await expect(page.getByTestId("translation-missing")).toHaveText(notice);
      await expect(page.locator('main [lang="de"] h1')).toHaveText(title);
    }
    await expectAccessible(page);
  });

  test("the directions link to the timetable opens in a new tab", async ({ page, site }) => {
    await page.goto(site.url + "/directions");
    const timetable = page.getByRole("link", { name: /Fahrplanauskunft/ });
    await expect(timetable).toHaveAttribute("target", "_blank");
    await expect(timetable).toHaveAttribute("href", /^https:\/\//);
  });

  test("the Impressum is translated", async ({ page, site }) => {
    await page.goto(site.url + "/impressum");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Impressum");
    await expect(page.getByRole("heading", { level: 2, name: "Ansprechpartner" })).toBeVisible();

    await speak(page, site.url, "en");
    await page.goto(site.url + "/impressum");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Legal notice");
    await expect(page.getByRole("heading", { level: 2, name: "Contact person" })).toBeVisible();
    await expect(page.getByTestId("translation-missing")).toHaveCount(0);
    await expectAccessible(page);
  });

  test("a hub without the page answers 404 with the helpful page", async ({ page, site }) => {
    // Essen has no hotel contingent, so no hotel page; nothing links there.
    const response = await page.goto(site.hubUrl("essen") + "/hotel");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" }),
    ).toBeVisible();
    for (const path of ["/directions", "/faq"]) {
      expect((await page.goto(site.hubUrl("essen") + path))?.status(), path).toBe(200);
    }
    const privacy = await page.goto(site.hubUrl("essen") + "/privacy");
    expect(privacy?.status()).toBe(200);
  });
});

for (const { name, viewport } of screens) {
  test.describe(`the Impressum on a ${name}`, () => {
    test.use({ viewport });

    test("names an email address for a fast electronic contact (§ 5 DDG)", async ({
      page,
      site,
    }) => {
      await page.goto(site.url + "/impressum");
      const mail = page.getByRole("link", { name: "team-muenchen@pamperplay.example" });
      await expect(mail).toBeVisible();
      await expect(mail).toHaveAttribute("href", "mailto:team-muenchen@pamperplay.example");
      await expect(page.getByText("E-Mail: team-muenchen@pamperplay.example")).toBeVisible();

      await speak(page, site.url, "en");
      await page.goto(site.url + "/impressum");
      await expect(page.getByText("Email: team-muenchen@pamperplay.example")).toBeVisible();
    });
  });
}
