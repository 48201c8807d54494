import { expectAccessible } from "./support/axe.ts";
import { holdRequests } from "./support/hold.ts";
import { speak, visitAt } from "./support/locale.ts";
import { waitForMail } from "./support/outbox.ts";
import { expectRefusingSubmit, screenSizes } from "./support/sizes.ts";
import { expect, test } from "./support/test.ts";

test("the postcard: says what is wrong until every field is valid, then is sent to the organiser", async ({
  page,
  site,
}) => {
  const sender = `postcard-${Date.now()}@example.org`;
  await speak(page, site.url, "de");
  await page.goto(site.url + "/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Kontakt" })).toBeVisible();
  const submit = page.getByRole("button", { name: "Abschicken" });
  await expectRefusingSubmit(page, submit, "Bitte schreib deine Nachricht.");

  await page.locator('textarea[name="message"]').fill("Gibt es dieses Jahr wieder ein Bällebad?");
  await page.locator('input[name="name"]').first().fill("Robin");
  const email = page.getByLabel("Deine E-Mail-Adresse");
  await email.fill("robin@");
  await email.blur();
  // Said at the field and, as a send was refused before, in the summary too.
  await expect(email).toHaveAccessibleDescription(/Bitte gib eine gültige E-Mail-Adresse ein\./);
  await expect(page.locator(".visitor-error-summary")).toContainText("gültige E-Mail-Adresse");
  await email.fill(sender);
  await expect(page.locator(".visitor-error-summary")).toHaveCount(0);

  const answer = await holdRequests(page, "**/api/contact/postcard");
  await submit.click();
  await expect(
    page.getByText(
      "Bitte warte einen kleinen Moment, bis deine Nachricht bei uns angekommen ist...",
    ),
  ).toBeVisible();
  answer();
  await expect(
    page.getByText("Deine Karte ist angekommen. Ich werde mich bald bei dir melden!"),
  ).toBeVisible();

  const mail = await waitForMail(
    site,
    "organiser@pamperplay.example",
    (m) => m.replyTo?.[0]?.address === sender,
  );
  expect(mail.subject).toBe("Postkarte von „Robin“ (PamperPlay München)");
  expect(mail.text).toContain("Gibt es dieses Jahr wieder ein Bällebad?");
});

test("the postcard links to the privacy page and passes axe", async ({ page, site }) => {
  await speak(page, site.url, "de");
  await page.goto(site.url + "/contact");
  await expect(page.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute(
    "href",
    "/privacy",
  );
  await expectAccessible(page);
});

test("a server refusal shows under 'Bei der Übermittlung ist ein Fehler aufgetreten:'", async ({
  page,
  site,
}) => {
  await speak(page, site.url, "de");
  await page.goto(site.url + "/contact");
  // A refusal the form cannot produce by itself (the server's 429 after too many cards).
  await page.route("**/api/contact/postcard", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ code: 429, msg: "Zu viele Anfragen – bitte versuche es später." }),
    }),
  );
  await page.locator('textarea[name="message"]').fill("Hallo!");
  await page.locator('input[name="name"]').first().fill("Robin");
  await page.getByLabel("Deine E-Mail-Adresse").fill("robin@example.org");
  await page.getByRole("button", { name: "Abschicken" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Bei der Übermittlung ist ein Fehler aufgetreten:");
  await expect(alert).toContainText("Zu viele Anfragen");
});

for (const [size, viewport] of Object.entries(screenSizes)) {
  test(`${size}: after sending only the success shows, focused, and another card can follow`, async ({
    page,
    site,
  }) => {
    await visitAt(page, viewport, site.url, "de", "/contact");
    const section = page.locator(".postcard-section");
    const submit = section.getByRole("button", { name: "Abschicken" });
    // Keyboard users press the button of an empty card and learn what is missing.
    await expectRefusingSubmit(page, submit, "Bitte schreib deine Nachricht.");

    await section.locator('textarea[name="message"]').fill("Wann ist die nächste Party?");
    await section.locator('input[name="name"]').fill("Robin");
    await section.getByLabel("Deine E-Mail-Adresse").fill(`postcard-${size}@example.org`);
    await submit.click();

    const success = section.getByText(
      "Deine Karte ist angekommen. Ich werde mich bald bei dir melden!",
    );
    await expect(success).toBeVisible();
    await expect(section.locator(".visitor-sent")).toBeFocused();
    await expect(section.locator(".visitor-error-summary")).toHaveCount(0);
    await expect(section.locator("form")).toHaveCount(0);
    await expectAccessible(page);

    await section.getByRole("button", { name: "Noch eine Karte schreiben" }).click();
    await expect(success).toHaveCount(0);
    const message = section.locator('textarea[name="message"]');
    await expect(message).toBeFocused();
    await expect(message).toHaveValue("");
    // The sender stays filled in.
    await expect(section.locator('input[name="name"]')).toHaveValue("Robin");
  });
}

test("English: the success and 'Write another card'", async ({ page, site }) => {
  await speak(page, site.url, "en");
  await page.goto(site.url + "/contact");
  const section = page.locator(".postcard-section");
  await section.locator('textarea[name="message"]').fill("Hello!");
  await section.locator('input[name="name"]').fill("Robin");
  await section.getByLabel("Your email address").fill("postcard-en@example.org");
  await section.getByRole("button", { name: "Send" }).click();
  await expect(section.getByText("Your card has arrived.")).toBeVisible();
  await expect(section.getByRole("button", { name: "Write another card" })).toBeVisible();
  await expectAccessible(page);
});
