import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe.ts";
import { speak } from "./support/locale.ts";
import { screens } from "./support/screens.ts";
import { expect, test } from "./support/test.ts";

/** A well-formed id that names nothing. */
const unknownId = "0123456789abcdef0123456789abcdef";

const nextSteps = (page: Page, name: string) => page.getByRole("region", { name });

for (const { name, viewport } of screens) {
  test.describe(`bad links on a ${name}`, () => {
    test.use({ viewport });

    test("an unknown newsletter link says so and offers to sign up again", async ({
      page,
      site,
    }) => {
      await speak(page, site.url, "de");
      await page.goto(`${site.url}/newsletter-confirm?id=${unknownId}`);
      await page.getByRole("button", { name: "Ja, Newsletter bekommen" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Fehler" })).toBeVisible();
      await expect(page.getByRole("alert")).toContainText("Diese Anmeldung gibt es nicht (mehr).");
      const steps = nextSteps(page, "So geht es weiter");
      await expect(steps).toContainText("Er ist ungültig oder abgelaufen.");
      await expect(
        steps.getByRole("link", { name: "Neu für den Newsletter anmelden" }),
      ).toBeVisible();
      await expect(steps.getByRole("link", { name: /Kontaktformular/ })).toBeVisible();
      await expectAccessible(page);

      await steps.getByRole("link", { name: "Neu für den Newsletter anmelden" }).click();
      await expect(page).toHaveURL(`${site.url}/contact#newsletter`);
    });

    test("a dead card link tells the hotel how to get the data again", async ({ page, site }) => {
      await speak(page, site.url, "en");
      await page.goto(`${site.url}/_form/card/${unknownId}${unknownId}`);
      await page.getByRole("button", { name: "Show the card details once now" }).click();
      await expect(page.getByRole("alert")).toContainText("This link is invalid or has expired.");
      const steps = nextSteps(page, "What you can do now");
      await expect(
        steps.getByRole("link", { name: /ask us through the contact form/ }),
      ).toHaveAttribute("href", "/contact");
      await expectAccessible(page);
    });

    // The other links open the two views above (a visitor's page and a form link's) with other
    // words, each once: on a phone, where a visitor opens a mail's link.
    if (name !== "phone") return;

    test("a link without its id names the spec's error and how to open it whole", async ({
      page,
      site,
    }) => {
      await speak(page, site.url, "en");
      await page.goto(`${site.url}/ticket/confirm-offer`);
      await expect(page.getByRole("alert")).toContainText("Invalid ID");
      const steps = nextSteps(page, "What you can do now");
      await expect(steps).toContainText("The link is incomplete or damaged.");
      await expect(
        steps.getByRole("link", { name: "Offer your ticket for resale again" }),
      ).toHaveAttribute("href", "/ticket#resale-title");
      await expectAccessible(page);
    });

    test("an expired link says it can no longer be used", async ({ page, site }) => {
      await speak(page, site.url, "en");
      // The API's answer for a link that was used up or ran out (410).
      await page.route("**/api/tickets/request", (route) =>
        route.fulfill({ status: 410, json: { code: 410, msg: "This link has expired." } }),
      );
      await page.goto(`${site.url}/ticket/confirm-request?id=${unknownId}`);
      await page.getByRole("button", { name: "Confirm email address" }).click();
      await expect(page.getByRole("alert")).toContainText("This link has expired.");
      const steps = nextSteps(page, "What you can do now");
      await expect(steps).toContainText("has expired or has already been used");
      await expect(steps.getByRole("link", { name: "Ask for a ticket again" })).toBeVisible();
      await expect(steps.getByRole("button")).toHaveCount(0);
    });

    test("after too many tries, the same link can be tried again", async ({ page, site }) => {
      await speak(page, site.url, "de");
      let calls = 0;
      await page.route("**/api/newsletter/subscribe", (route) => {
        calls++;
        return calls === 1
          ? route.fulfill({ status: 429, json: { code: 429, msg: "Zu viele Anfragen." } })
          : route.continue();
      });
      await page.goto(`${site.url}/newsletter-confirm?id=${unknownId}`);
      await page.getByRole("button", { name: "Ja, Newsletter bekommen" }).click();
      const steps = nextSteps(page, "So geht es weiter");
      await expect(steps).toContainText("Es kamen gerade zu viele Versuche.");
      await expect(
        steps.getByRole("link", { name: "Neu für den Newsletter anmelden" }),
      ).toHaveCount(0);
      await steps.getByRole("button", { name: "Noch einmal versuchen" }).click();
      await expect(page.getByRole("alert")).toContainText("Diese Anmeldung gibt es nicht (mehr).");
      await expect(
        steps.getByRole("link", { name: "Neu für den Newsletter anmelden" }),
      ).toBeVisible();
    });

    test("an unknown transmit link offers to make the room request again", async ({
      page,
      site,
    }) => {
      await speak(page, site.url, "de");
      await page.goto(`${site.url}/_form/form-transmit?formId=nothing&pin=${unknownId}`);
      await page.getByRole("button", { name: "Anfrage jetzt abschicken" }).click();
      await expect(page.getByRole("alert")).toContainText("Diese Anfrage gibt es nicht (mehr).");
      const steps = nextSteps(page, "So geht es weiter");
      await expect(
        steps.getByRole("link", { name: "Die Zimmeranfrage noch einmal stellen" }),
      ).toHaveAttribute("href", "/hotel");
      // Sending the same dead link again cannot help.
      await expect(page.getByRole("button", { name: "Erneut versuchen" })).toHaveCount(0);
      await expectAccessible(page);
    });
  });
}
