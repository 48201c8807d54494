import { expectAccessible } from "./support/axe.ts";
import { speak, visitAt } from "./support/locale.ts";
import { linkFrom, waitForMail } from "./support/outbox.ts";
import { expectRefusingSubmit, screenSizes } from "./support/sizes.ts";
import { expect, test } from "./support/test.ts";

test("offer a ticket, confirm the email address with the mailed link", async ({ page, site }) => {
  const email = `offer-${Date.now()}@example.org`;
  await speak(page, site.url, "de");
  await page.goto(site.url + "/ticket");
  const offer = page.locator(".resale-card").filter({ hasText: "Ticket abgeben" });
  const submit = offer.getByRole("button", { name: "Ticket anbieten" });
  await expectRefusingSubmit(page, submit, "Bitte wähle das Paket.");

  await offer.locator('select[name="packageId"]').selectOption("cuddle-package");
  // A confirmed offer holds its ticket: the other tests here send SIMA2 on the same site.
  await offer.locator('input[name="orderCode"]').fill("SIMA5");
  // The position is asked only for an order with several tickets of the package.
  await expect(offer.locator('input[name="positionNumber"]')).toHaveCount(0);
  await offer.locator('input[name="name"]').fill("Alex");
  await offer.locator('input[name="email"]').fill(email);
  const iban = offer.locator('input[name="iban"]');
  await iban.fill("DE88 3704 0044 0532 0130 00");
  await iban.blur();
  await expect(offer.locator(".visitor-field-error")).toContainText("Diese IBAN ist ungültig");
  await iban.fill("DE89 3704 0044 0532 0130 00");
  await expect(offer.getByText("Diese IBAN ist ungültig")).toHaveCount(0);
  await submit.click();
  await expect(offer.getByRole("status")).toContainText("bitte bestätige dein Angebot");

  const mail = await waitForMail(site, email);
  expect(mail.text).not.toContain("3704");
  await page.goto(linkFrom(mail, "/ticket/confirm-offer?id="));
  await page.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
  await expect(page.getByRole("status")).toHaveText("Deine E-Mail-Adresse wurde bestätigt!");
  await expectAccessible(page);
});

test("request tickets, confirm the email address with the mailed link", async ({ page, site }) => {
  const email = `request-${Date.now()}@example.org`;
  await speak(page, site.url, "de");
  await page.goto(site.url + "/ticket");
  const request = page.locator(".resale-card").filter({ hasText: "Ticket suchen" });
  const submit = request.getByRole("button", { name: "Ticket anfragen" });
  const amount = request.locator('input[name="amount"]');
  await request.locator('select[name="packageId"]').selectOption("single-baby-brunch");
  await request.locator('input[name="email"]').fill(email);
  await amount.fill("11");
  await amount.blur();
  await expect(request.getByText("Bitte gib eine Anzahl von 1 bis 10 an.")).toBeVisible();
  await amount.fill("2");
  await expect(request.getByText("Bitte gib eine Anzahl von 1 bis 10 an.")).toHaveCount(0);
  await submit.click();
  await expect(request.getByRole("status")).toContainText("bitte bestätige deine Anfrage");

  const mail = await waitForMail(site, email);
  expect(mail.text).toContain("2 Tickets „Einzelticket BabyBrunch“ (Sonntag, 12.10.2025)");
  await page.goto(linkFrom(mail, "/ticket/confirm-request?id="));
  await page.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
  await expect(page.getByRole("status")).toHaveText("Deine E-Mail-Adresse wurde bestätigt!");
  await expect(page.getByText("Das Team sieht deine Anfrage jetzt")).toBeVisible();
});

test("the ticket page with the resale forms passes axe", async ({ page, site }) => {
  await speak(page, site.url, "de");
  await page.goto(site.url + "/ticket");
  await expect(page.getByRole("heading", { level: 2, name: "Ticketbörse" })).toBeVisible();
  await expectAccessible(page);
});

test("confirm pages without id say 'Ungültige ID', and their button still asks the server", async ({
  page,
  site,
}) => {
  await speak(page, site.url, "de");
  const confirm = page.getByRole("button", { name: "E-Mail-Adresse bestätigen" });
  for (const path of ["/ticket/confirm-offer", "/ticket/confirm-request"]) {
    await page.goto(site.url + path);
    await expect(page.getByRole("heading", { level: 1, name: "Fehler" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Ungültige ID");
    const call = page.waitForResponse((r) =>
      r.url().endsWith(path.replace("/ticket/confirm-", "/api/tickets/")),
    );
    await confirm.click();
    expect((await call).status()).toBe(400);
  }
  await page.goto(site.url + "/ticket/confirm-offer?id=0123456789abcdef0123456789abcdef");
  await confirm.click();
  await expect(page.getByRole("alert")).toContainText("Dieses Angebot gibt es nicht");
});

for (const [size, viewport] of Object.entries(screenSizes)) {
  test(`${size}: a sent offer clears the form and sums up what was sent, IBAN masked`, async ({
    page,
    site,
  }) => {
    await visitAt(page, viewport, site.url, "de", "/ticket");
    const offer = page.locator(".resale-card").filter({ hasText: "Ticket abgeben" });
    const submit = offer.getByRole("button", { name: "Ticket anbieten" });
    await expectRefusingSubmit(page, submit, "Bitte wähle das Paket.");

    await offer.locator('select[name="packageId"]').selectOption("cuddle-package");
    await offer.locator('input[name="orderCode"]').fill("SIMA2");
    await offer.locator('input[name="name"]').fill("Alex");
    await offer.locator('input[name="email"]').fill(`offer-${size}@example.org`);
    await offer.locator('input[name="iban"]').fill("DE89 3704 0044 0532 0130 00");
    await submit.click();

    const note = offer.locator(".visitor-sent");
    await expect(note).toBeFocused();
    await expect(note.getByRole("status")).toContainText("bitte bestätige dein Angebot");
    await expect(note).toContainText("Kuschel-Paket");
    await expect(note).toContainText("SIMA2");
    await expect(note).toContainText(`offer-${size}@example.org`);
    await expect(note).toContainText("endet auf 3000");
    await expect(note).not.toContainText("3704");
    await expect(offer.locator(".visitor-error-summary")).toHaveCount(0);
    await expectAccessible(page);

    await offer.getByRole("button", { name: "Noch ein Ticket anbieten" }).click();
    await expect(offer.locator('select[name="packageId"]')).toBeFocused();
    await expect(offer.locator('select[name="packageId"]')).toHaveValue("");
    for (const name of ["orderCode", "name", "email", "iban"]) {
      await expect(offer.locator(`input[name="${name}"]`)).toHaveValue("");
    }
  });

  test(`${size}: a sent request sums up the number and address in English`, async ({
    page,
    site,
  }) => {
    await visitAt(page, viewport, site.url, "en", "/ticket");
    const request = page.locator(".resale-card").filter({ hasText: "Look for a ticket" });
    await request.locator('select[name="packageId"]').selectOption("single-pamperplay");
    await request.locator('input[name="amount"]').fill("3");
    await request.locator('input[name="email"]').fill(`request-${size}@example.org`);
    await request.getByRole("button", { name: "Request tickets" }).click();
    const note = request.locator(".visitor-sent");
    await expect(note).toBeFocused();
    await expect(note).toContainText("Number of tickets (1–10)");
    await expect(note).toContainText("3");
    await expectAccessible(page);
    await request.getByRole("button", { name: "Make another request" }).click();
    await expect(request.locator('input[name="email"]')).toHaveValue("");
  });
}
