import { expectAccessible } from "./support/axe.ts";
import { speak, visitAt } from "./support/locale.ts";
import { linkFrom, waitForMail } from "./support/outbox.ts";
import { expectRefusingSubmit, screenSizes } from "./support/sizes.ts";
import { siteStartMs, siteTimeline } from "./support/site.ts";
import { expect, test } from "./support/test.ts";

test("sign up, confirm with the mailed link, leave with the unsubscribe link", async ({
  page,
  site,
}) => {
  const email = `newsletter-${Date.now()}@example.org`;
  await speak(page, site.url, "de");
  await page.goto(site.url + "/contact");
  const block = page.locator("#newsletter");
  const field = block.getByLabel("E-Mail-Adresse für den Newsletter");
  const send = block.getByRole("button", { name: "Bestätigungsmail senden" });

  await field.fill("newsletter-at-example.org");
  await expectRefusingSubmit(page, send, "Das ist noch keine gültige E-Mail-Adresse");
  await field.fill(email);
  await expect(field).toHaveAttribute("name", "email");
  await send.click();
  await expect(block.getByRole("status")).toContainText("Spam-Ordner");

  const confirmMail = await waitForMail(site, email);
  // Opening the link asks first: a mail program that opens it confirms nothing.
  await page.goto(linkFrom(confirmMail, "/newsletter-confirm?id="));
  await expect(
    page.getByRole("heading", { level: 1, name: "Newsletter bestätigen" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Ja, Newsletter bekommen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Fertig!" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Ab jetzt bekommst du unseren Newsletter");

  const welcome = await waitForMail(site, email, (mail) =>
    (mail.subject ?? "").startsWith("Willkommen"),
  );
  await page.goto(linkFrom(welcome, "/newsletter-cancel?id="));
  await expect(
    page.getByRole("heading", { level: 1, name: "Newsletter abbestellen" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Ja, vom Newsletter abmelden" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Abgemeldet" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("keinen Newsletter mehr");
});

test("the same in English, and /newsletter shows the sign-up too", async ({ page, site }) => {
  await speak(page, site.url, "en");
  await page.goto(site.url + "/newsletter");
  const block = page.locator("#newsletter");
  await expectRefusingSubmit(
    page,
    block.getByRole("button", { name: "Send confirmation email" }),
    "Please enter the email address the newsletter should go to.",
  );
  await block.getByLabel("Email address for the newsletter").fill(`en-${Date.now()}@example.org`);
  await block.getByRole("button", { name: "Send confirmation email" }).click();
  await expect(block.getByRole("status")).toContainText("spam folder");
  await expectAccessible(page);
});

test("confirm page without id: 'Ungültige User ID', and its button still calls", async ({
  page,
  site,
}) => {
  await speak(page, site.url, "de");
  await page.goto(site.url + "/newsletter-confirm");
  await expect(page.getByRole("heading", { level: 1, name: "Fehler" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Ungültige User ID");
  const call = page.waitForRequest((request) =>
    request.url().endsWith("/api/newsletter/subscribe"),
  );
  await page.getByRole("button", { name: "Ja, Newsletter bekommen" }).click();
  await call;
  // The server's own message follows.
  await expect(page.getByRole("alert")).toContainText("ID fehlt");
});

test("confirm page with an unknown id shows 'Fehler' with the server's message", async ({
  page,
  site,
}) => {
  await speak(page, site.url, "de");
  await page.goto(site.url + "/newsletter-confirm?id=0123456789abcdef0123456789abcdef");
  await page.getByRole("button", { name: "Ja, Newsletter bekommen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Fehler" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Diese Anmeldung gibt es nicht");
  await expect(page.getByRole("alert")).not.toContainText("Ungültige User ID");
});

test("cancel page without id: the error shows, the button to leave stays", async ({
  page,
  site,
}) => {
  await speak(page, site.url, "de");
  await page.goto(site.url + "/newsletter-cancel");
  await expect(page.getByRole("alert")).toContainText("Ungültige User ID");
  const call = page.waitForResponse((r) => r.url().endsWith("/api/newsletter/unsubscribe"));
  await page.getByRole("button", { name: "Ja, vom Newsletter abmelden" }).click();
  expect((await call).status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("ID fehlt");
});

test("a subscriber gets the next post by mail at its time, in English, and can read it", async ({
  page,
}) => {
  test.setTimeout(test.info().timeout + 2 * siteStartMs);
  const timeline = siteTimeline();
  try {
    // Subscribed the hour before "20 rooms for us" (6 July 2025, 18:00) is posted.
    const site = await timeline.at("2025-07-06T17:00:00+02:00");
    const email = "reader@example.org";
    await speak(page, site.url, "en");
    await page.goto(site.url + "/contact");
    const block = page.locator("#newsletter");
    await block.getByLabel("Email address for the newsletter").fill(email);
    await block.getByRole("button", { name: "Send confirmation email" }).click();
    await page.goto(linkFrom(await waitForMail(site, email), "/newsletter-confirm?id="));
    await page.getByRole("button", { name: "Yes, send me the newsletter" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Done!" })).toBeVisible();
    // Nothing in flight when the server stops.
    await page.goto("about:blank");

    await timeline.at("2025-07-06T18:00:05+02:00");
    const post = await waitForMail(site, email, (mail) =>
      (mail.subject ?? "").includes("20 rooms for us"),
    );
    expect(post.subject).toBe("PamperPlay Munich: 20 rooms for us: the hotel contingent is open");
    expect(post.text).toContain("Single room: EUR 144 for 2 nights");
    expect(post.headers.find((header) => header.key === "list-unsubscribe")?.value).toMatch(
      /newsletter-cancel\?id=/,
    );
    await page.goto(linkFrom(post, "/newsletter/"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "20 rooms for us: the hotel contingent is open",
    );
    await page.goto(linkFrom(post, "/newsletter-cancel?id="));
    await page.getByRole("button", { name: "Yes, unsubscribe me" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Unsubscribed" })).toBeVisible();
    await page.goto("about:blank");
  } finally {
    await timeline.end();
  }
});

for (const [size, viewport] of Object.entries(screenSizes)) {
  test(`${size}: the sign-up says what is missing when pressed empty, then shows only the inbox hint`, async ({
    page,
    site,
  }) => {
    await visitAt(page, viewport, site.url, "de", "/contact");
    const block = page.locator("#newsletter");
    const send = block.getByRole("button", { name: "Bestätigungsmail senden" });
    await expectRefusingSubmit(
      page,
      send,
      "Bitte trage die E-Mail-Adresse ein, an die der Newsletter gehen soll.",
    );
    await block.getByLabel("E-Mail-Adresse für den Newsletter").fill(`nl-${size}@example.org`);
    await send.click();
    await expect(block.locator(".visitor-sent")).toBeFocused();
    await expect(block.getByRole("status")).toContainText("Spam-Ordner");
    await expect(block.locator(".visitor-error-summary")).toHaveCount(0);
    await expectAccessible(page);
    await block.getByRole("button", { name: "Eine andere Adresse eintragen" }).click();
    const field = block.getByLabel("E-Mail-Adresse für den Newsletter");
    await expect(field).toBeFocused();
    await expect(field).toHaveValue("");
  });
}
