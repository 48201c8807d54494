import { expectAccessible } from "./support/axe.ts";
import { fillHotelForm } from "./support/hotel.ts";
import { speak } from "./support/locale.ts";
import { waitForMail } from "./support/outbox.ts";
import { expectRefusingSubmit, screenSizes } from "./support/sizes.ts";
import { expect, test, siteForBlock, withSite } from "./support/test.ts";

// Before the booking window closes (11 Sep 2025, end of day in Munich).
const bookingOpen = "2025-08-01T12:00:00+02:00";
const bookingClosed = "2025-09-12T09:00:00+02:00";

test.use({ locale: "en-US" });

test.describe("hotel room request while booking is open", () => {
  const site = siteForBlock({ APP_NOW: bookingOpen, HOTEL_EMAIL: "rooms@hotel.example" });

  test("fill in, confirm with the PIN from the mail, and the hotel reads the card once", async ({
    page,
    openPage,
  }) => {
    // Two browsers, three axe runs and two mails: more than the default time on a busy machine.
    test.slow();
    await page.goto(`${site.url}/hotel`);
    const submit = page.getByRole("button", { name: "Submit request with obligation to pay" });
    await expect(submit).toBeEnabled();
    await expectAccessible(page);

    await fillHotelForm(page, "alex@example.org");
    // A wrong card number: pressing sends nothing and the summary names the card number.
    await page.locator('[name="credit_card_number"]').fill("4111 1111 1111 1112");
    await page.locator('[name="credit_card_number"]').blur();
    await expect(page.getByText("this card number is not valid (check digit)")).toBeVisible();
    await expectRefusingSubmit(page, submit, "this card number is not valid (check digit)");
    await page.locator('[name="credit_card_number"]').fill("4111 1111 1111 1111");
    await submit.click();

    const pinInput = page.locator('[name="transmissionPIN"]');
    await expect(pinInput).toBeVisible();
    const verify = page.getByRole("button", { name: "Verify Request" });
    // Pressed before the 4 digits are there: the field says what it needs.
    await verify.click();
    await expect(pinInput).toHaveAccessibleDescription(/Enter the 4 digits from the email\./);
    await expect(pinInput).toBeFocused();
    await expectAccessible(page);

    const pinMail = await waitForMail(site, "alex@example.org");
    const pin = /PIN: (\d{4})/.exec(pinMail.text ?? "")![1]!;
    // Non-digits are dropped as they are typed.
    await pinInput.pressSequentially(`#${pin.slice(0, 2)} -${pin.slice(2)}x`);
    await expect(pinInput).toHaveValue(pin);
    await verify.click();
    await expect(page.getByRole("heading", { name: "Form Submission Complete" })).toBeVisible();
    await expect(page.getByText("Your request has been sent successfully.")).toBeVisible();

    const hotelMail = await waitForMail(site, "rooms@hotel.example", (mail) =>
      (mail.text ?? "").includes("E-Mail: alex@example.org"),
    );
    expect(hotelMail.subject).toContain("10.–12. Oktober 2025");
    expect(hotelMail.replyTo?.[0]?.address).toBe("alex@example.org");
    expect(`${hotelMail.text}${hotelMail.html}`).not.toContain("4111111111111111");
    expect(hotelMail.text).toContain("•••• •••• •••• 1111");
    const cardLink = /http:\/\/\S+\/_form\/card\/[0-9a-f]{64}/.exec(hotelMail.text ?? "")![0];

    // Opening the link shows nothing yet (mail scanners open links too); the button reads once.
    // The hotel reads it in a browser of its own.
    const hotelPage = await openPage({ locale: "en-US" });
    await hotelPage.goto(cardLink);
    await expect(hotelPage.getByText("4111111111111111")).toHaveCount(0);
    await expectAccessible(hotelPage);
    await hotelPage.getByRole("button", { name: "Show the card details once now" }).click();
    await expect(hotelPage.getByText("4111111111111111")).toBeVisible();
    await expect(hotelPage.getByText("Alex Beispiel", { exact: true })).toBeVisible();

    await hotelPage.reload();
    await hotelPage.getByRole("button", { name: "Show the card details once now" }).click();
    await expect(hotelPage.getByRole("alert")).toContainText("already retrieved");
    await expect(hotelPage.getByText("4111111111111111")).toHaveCount(0);
  });

  test("the link in the PIN mail transmits on its button, once", async ({ page }) => {
    await page.goto(`${site.url}/hotel`);
    await fillHotelForm(page, "kim@example.org");
    await page.getByRole("button", { name: "Submit request with obligation to pay" }).click();
    await expect(page.locator('[name="transmissionPIN"]')).toBeVisible();

    const pinMail = await waitForMail(site, "kim@example.org");
    const link = /http:\/\/\S+\/_form\/form-transmit\?\S+/.exec(pinMail.text ?? "")![0];
    // The link carries its own long code, not the 4-digit PIN.
    expect(new URL(link).searchParams.get("pin")).toMatch(/^[0-9a-f]{32}$/);
    let verifyCalls = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/form/verify")) verifyCalls++;
    });
    // Opening the link sends nothing (mail programs open links); the button does.
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Send request" })).toBeVisible();
    expect(verifyCalls).toBe(0);
    await page.getByRole("button", { name: "Send the request now" }).click();
    await expect(page.getByRole("heading", { name: "Form Submission Complete" })).toBeVisible();
    await expectAccessible(page);
    await waitForMail(site, "rooms@hotel.example", (mail) =>
      (mail.text ?? "").includes("E-Mail: kim@example.org"),
    );
    // One call, not one per render (counted once the hotel's mail is out, long after the page
    // settled, instead of after a guessed pause).
    expect(verifyCalls).toBe(1);
  });

  for (const [size, viewport] of Object.entries(screenSizes)) {
    test(`${size}: the PIN step sums up the request${size === "phone" ? ", keeps the field after a wrong PIN and survives a reload" : ""}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const email = `sam-${size}@example.org`;
      await page.goto(`${site.url}/hotel`);
      await expectRefusingSubmit(
        page,
        page.getByRole("button", { name: "Submit request with obligation to pay" }),
        "Enter your first name",
      );
      await fillHotelForm(page, email);
      await page.getByRole("button", { name: "Submit request with obligation to pay" }).click();

      // Before confirming: what was sent, the card number by its last digits only.
      const summary = page.getByRole("region", { name: "Your request" });
      await expect(summary).toContainText("Beispiel");
      await expect(summary).toContainText("•••• •••• •••• 1111");
      await expect(summary).not.toContainText("4111");
      // The address reads on one line: on a phone each value stands under its label.
      const address = (await summary.locator("dd", { hasText: email }).boundingBox())!;
      expect(address.height).toBeLessThan(40);
      await expect(page).toHaveURL(/\/hotel\?submission=[0-9a-f]{32}$/);
      await expectAccessible(page);
      // The PIN's way on (a wrong one, a reload, a new code) does not depend on the screen: once,
      // on the phone.
      if (viewport !== screenSizes.phone) return;

      const pinMail = await waitForMail(site, email);
      const pin = /PIN: (\d{4})/.exec(pinMail.text ?? "")![1]!;
      const wrong = String((Number(pin) + 1) % 10_000).padStart(4, "0");
      const pinInput = page.getByLabel("PIN from the email");
      await pinInput.fill(wrong);
      await page.getByRole("button", { name: "Verify Request" }).click();
      // The field stays, empty and focused, with the refusal under it.
      await expect(pinInput).toBeFocused();
      await expect(pinInput).toHaveValue("");
      await expect(pinInput).toHaveAttribute("aria-invalid", "true");
      await expect(pinInput).toHaveAccessibleDescription(
        "4 digits. The PIN is not correct. You have 4 attempts left.",
      );
      await expectAccessible(page);

      await page.reload();
      await expect(page.getByRole("heading", { name: "Confirm your request" })).toBeVisible();
      await expect(page.getByText(/sent a 4-digit PIN to s•••@example\.org/)).toBeVisible();
      await expect(summary).toContainText("To protect you, we do not show your details again");
      await expect(page.getByText("4111")).toHaveCount(0);
      await expect(pinInput).toHaveAccessibleDescription("4 digits. You have 4 attempts left.");

      await page.getByRole("button", { name: "Send the code again" }).click();
      await expect(page.getByRole("status")).toContainText(
        "We have sent a new PIN to s•••@example.org; the previous one no longer works.",
      );
      const newMail = await waitForMail(site, email, (mail) => mail.text !== pinMail.text);
      const newPin = /PIN: (\d{4})/.exec(newMail.text ?? "")![1]!;
      await pinInput.fill(newPin);
      await page.getByRole("button", { name: "Verify Request" }).click();
      await expect(page.getByRole("heading", { name: "Form Submission Complete" })).toBeVisible();
      await expect(page.locator(".form-step")).toBeFocused();
      // A reload now says the request went out.
      await page.reload();
      await expect(page.getByRole("heading", { name: "Form Submission Complete" })).toBeVisible();
    });
  }

  test("German: errors are sentences under their field; the PIN step passes axe", async ({
    page,
  }) => {
    await speak(page, site.url, "de");
    await page.goto(`${site.url}/hotel`);
    const phone = page.getByLabel("Telefon");
    await phone.fill("ring ring");
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription(
      "Telefon: bitte eine gültige Telefonnummer eingeben.",
    );
    await phone.fill("+49 89 1234567");
    await fillHotelForm(page, "toni@example.org");
    await page.getByRole("button", { name: "Zahlungspflichtig anfragen" }).click();
    await expect(page.getByRole("heading", { name: "Bestätige deine Anfrage" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Code erneut senden" })).toBeVisible();
    await expectAccessible(page);
  });

  test("a stay of no nights and an expired card are named at their fields and in the summary before sending", async ({
    page,
  }) => {
    await page.goto(`${site.url}/hotel`);
    await fillHotelForm(page, "sam@example.org");
    // On 1 Aug 2025 (the site's clock): arrival and departure on one day, a card valid until July.
    await page.locator('[name="arrival_date"]').fill("2025-10-11");
    await page.locator('[name="departure_date"]').fill("2025-10-11");
    await page.locator('[name="credit_card_expiry_month"]').fill("7");
    await page.locator('[name="credit_card_expiry_year"]').fill("2025");
    const submit = page.getByRole("button", { name: "Submit request with obligation to pay" });
    await expect(submit).toBeEnabled();
    await submit.focus();
    await page.keyboard.press("Enter");
    const problems = [
      "Departure: must be later than “Arrival”.",
      "Expiry month: the card has expired.",
    ];
    await expect(page.locator(".visitor-error-summary").getByRole("link")).toHaveText(problems);
    const departure = page.locator('[name="departure_date"]');
    await expect(departure).toHaveAccessibleDescription(problems[0]!);
    const month = page.locator('[name="credit_card_expiry_month"]');
    await expect(month).toHaveAccessibleDescription(problems[1]!);
    await departure.fill("2025-10-12");
    await month.fill("8");
    await expect(page.locator(".visitor-error-summary").getByRole("link")).toHaveCount(0);
  });

  test("an unknown submission in the URL says so and offers to start again", async ({ page }) => {
    await page.goto(`${site.url}/hotel?submission=${"0".repeat(32)}`);
    await expect(page.getByRole("heading", { name: "Form Submission Error" })).toBeVisible();
    await expect(page.getByText("This request does not exist (any more).")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Retry Submission" }).click();
    await expect(page.locator('[name="first_name"]')).toBeVisible();
    await expect(page).toHaveURL(/\/hotel$/);
  });

  test("an incomplete transmit link says so", async ({ page }) => {
    await page.goto(`${site.url}/_form/form-transmit?formId=abc`);
    await expect(page.getByRole("heading", { name: "Form Submission Error" })).toBeVisible();
    await expect(page.getByText("This link is incomplete")).toBeVisible();
  });

  test("German visitors get German labels and the legally required button text", async ({
    page,
  }) => {
    await speak(page, site.url, "de");
    await page.goto(`${site.url}/hotel`);
    await expect(page.getByRole("button", { name: "Zahlungspflichtig anfragen" })).toBeEnabled();
    await expect(page.getByLabel("Kartennummer")).toHaveAttribute("autocomplete", "cc-number");
    await expect(page.getByRole("radio", { name: /Doppelzimmer/ })).toBeVisible();
  });
});

test("after 11 Sep 2025 the page says booking has closed and shows no form", async ({ page }) => {
  await withSite(page, { APP_NOW: bookingClosed }, async (closed) => {
    await page.goto(`${closed.url}/hotel`);
    await expect(page.getByTestId("hotel-status")).toContainText("The booking period ended");
    await expect(page.locator('[name="first_name"]')).toHaveCount(0);
    await expect(
      page.getByRole("button", { name: "Submit request with obligation to pay" }),
    ).toHaveCount(0);
    const response = await page.request.post(`${closed.url}/api/form/submit/hotel`, {
      data: { formFields: {} },
      headers: { "accept-language": "en" },
    });
    expect(response.status()).toBe(403);
    expect((await response.json()) as unknown).toEqual({
      code: 403,
      msg: "The booking period ended on 11 September 2025; the form is closed.",
    });
  });
});
