import { brokenIdReferences } from "./support/islands.ts";
import { visitAt, type Locale } from "./support/locale.ts";
import { screenSizes } from "./support/sizes.ts";
import { expect, test } from "./support/test.ts";
import type { Locator, Page } from "@playwright/test";
import { screenshot } from "./support/screenshot.ts";

/** Presses a submit button as a keyboard user does; the button stays available, so it sends. */
async function press(page: Page, button: Locator) {
  await expect(button).not.toHaveAttribute("aria-disabled", "true");
  await button.focus();
  await page.keyboard.press("Enter");
}

/** What each form says at its fields and in its summary, in both languages. */
const texts = {
  de: {
    send: "Abschicken",
    summary: "Da fehlt noch etwas:",
    postcard: [
      "Bitte schreib deine Nachricht.",
      "Bitte gib deinen Namen ein.",
      "Bitte gib deine E-Mail-Adresse ein, damit ich dir antworten kann.",
    ],
    emailInvalid: "Bitte gib eine gültige E-Mail-Adresse ein.",
    newsletterSend: "Bestätigungsmail senden",
    newsletterInvalid: "Das ist noch keine gültige E-Mail-Adresse",
    offerSend: "Ticket anbieten",
    orderCodeInvalid: "Die Bestellnummer besteht aus mindestens 5 Buchstaben und Ziffern",
    ibanInvalid: "Diese IBAN ist ungültig",
  },
  en: {
    send: "Send",
    summary: "There is a problem:",
    postcard: [
      "Please write your message.",
      "Please enter your name.",
      "Please enter your email address, so that I can answer you.",
    ],
    emailInvalid: "Please enter a valid email address.",
    newsletterSend: "Send confirmation email",
    newsletterInvalid: "That is not a valid email address yet",
    offerSend: "Offer ticket",
    orderCodeInvalid: "The order code is at least 5 letters and digits",
    ibanInvalid: "This IBAN is not valid",
  },
} as const;

for (const locale of ["de", "en"] as Locale[]) {
  const say = texts[locale];

  test(`${locale}, phone: an empty postcard names every field, at the field and in a summary linked to it`, async ({
    page,
    site,
  }) => {
    await visitAt(page, screenSizes.phone, site.url, locale, "/contact");
    const postcard = page.locator(".postcard-form");
    await press(page, postcard.getByRole("button", { name: say.send }));

    const summary = postcard.locator(".visitor-error-summary");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(say.summary);
    await expect(summary.getByRole("link")).toHaveText([...say.postcard]);
    for (const [name, text] of [
      ["message", say.postcard[0]],
      ["name", say.postcard[1]],
      ["email", say.postcard[2]],
    ] as const) {
      const field = postcard.locator(`[name="${name}"]`);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(new RegExp(text.replace(".", "\\.")));
    }
    // Both forms of the page are islands, each rendered by its own root.
    expect(await brokenIdReferences(page)).toEqual([]);
    await screenshot(page, `postcard-${locale}`, { fullPage: true });

    // A link of the summary takes the visitor to its field.
    await summary.getByRole("link", { name: say.postcard[1] }).click();
    await expect(postcard.locator('[name="name"]')).toBeFocused();
    // Filled in, the field is quiet again and leaves the summary.
    await postcard.locator('[name="name"]').fill("Robin");
    await expect(summary.getByRole("link")).toHaveCount(2);
    expect(await brokenIdReferences(page)).toEqual([]);
  });

  test(`${locale}, phone: a filled postcard with a bad address names the address, not every field`, async ({
    page,
    site,
  }) => {
    await visitAt(page, screenSizes.phone, site.url, locale, "/contact");
    const postcard = page.locator(".postcard-form");
    await postcard.locator('[name="message"]').fill("Hello");
    await postcard.locator('[name="name"]').fill("Robin");
    await postcard.locator('[name="email"]').fill("robin@example");
    await press(page, postcard.getByRole("button", { name: say.send }));

    const summary = postcard.locator(".visitor-error-summary");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([say.emailInvalid]);
    await expect(postcard.locator('[name="email"]')).toHaveAttribute("aria-invalid", "true");
    await expect(postcard.locator('[name="name"]')).not.toHaveAttribute("aria-invalid", "true");
    await expect(postcard.getByText(/first|zuerst/)).toHaveCount(0);
    await screenshot(page, `postcard-address-${locale}`, { fullPage: true });
  });

  test(`${locale}, phone: the newsletter names a mistyped address at the field`, async ({
    page,
    site,
  }) => {
    await visitAt(page, screenSizes.phone, site.url, locale, "/contact");
    const signup = page.locator("#newsletter");
    await signup.locator('input[name="email"]').fill("robin@example");
    await press(page, signup.getByRole("button", { name: say.newsletterSend }));
    await expect(signup.locator(".visitor-field-error")).toContainText(say.newsletterInvalid);
    await expect(signup.locator(".visitor-error-summary")).toContainText(say.newsletterInvalid);
    // No "enter your address first" beside the button: the field says what is wrong.
    await expect(signup.getByText(/first|zuerst/)).toHaveCount(0);
    await screenshot(page, `newsletter-${locale}`, { fullPage: true });
  });

  test(`${locale}, phone: the resale offer refuses "abc" as an order code and names a wrong IBAN`, async ({
    page,
    site,
  }) => {
    await visitAt(page, screenSizes.phone, site.url, locale, "/ticket");
    const offer = page.locator(".resale-card").first();
    await offer.locator('[name="packageId"]').selectOption("cuddle-package");
    await offer.locator('[name="orderCode"]').fill("abc");
    await offer.locator('[name="name"]').fill("Robin");
    await offer.locator('[name="email"]').fill("robin@example.org");
    await offer.locator('[name="iban"]').fill("DE89370400440532013001");
    await press(page, offer.getByRole("button", { name: say.offerSend }));
    const summary = offer.locator(".visitor-error-summary");
    await expect(summary.getByRole("link")).toHaveCount(2);
    await expect(summary).toContainText(say.orderCodeInvalid);
    await expect(summary).toContainText(say.ibanInvalid);
    await expect(offer.locator('[name="orderCode"]')).toHaveAttribute("aria-invalid", "true");
    await expect(offer.locator('[name="iban"]')).toHaveAttribute("aria-invalid", "true");
    await screenshot(page, `resale-${locale}`, { fullPage: true });

    await offer.locator('[name="orderCode"]').fill("SIMA2");
    await expect(offer.locator('[name="orderCode"]')).not.toHaveAttribute("aria-invalid", "true");
  });
}
