import { speak } from "./support/locale.ts";
import { expect, test } from "./support/test.ts";

/** Every public page is rendered on the server: readable (and link previews work) without JavaScript. */
test.use({ javaScriptEnabled: false });

const pages: [path: string, heading: RegExp][] = [
  ["/start", /News/],
  ["/save-the-date", /Termine/],
  ["/party", /Die Party/],
  ["/faq", /Häufige Fragen/],
  ["/directions", /Anfahrt/],
  ["/recommendations", /Empfehlungen/],
  ["/privacy", /Datenschutz/],
  ["/impressum", /Impressum/],
  ["/ticket", /Tickets/],
  ["/hotel", /Hotel/],
  ["/contact", /Kontakt/],
];

for (const [path, heading] of pages) {
  test(`${path} is readable without JavaScript`, async ({ page, site }) => {
    await speak(page, site.url, "de");
    await page.goto(site.url + path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("navigation").first()).toBeVisible();
    expect((await page.locator("main").innerText()).length).toBeGreaterThan(200);
  });
}

test("the calendar's month links work without JavaScript", async ({ page, site }) => {
  await speak(page, site.url, "de");
  await page.goto(site.url + "/save-the-date?month=2025-10");
  await expect(page.getByRole("gridcell")).toHaveCount(42);
  await page.getByRole("link", { name: /November/ }).click();
  await expect(page).toHaveURL(/month=2025-11/);
});

test("the language switch works without JavaScript", async ({ page, site }) => {
  await speak(page, site.url, "de");
  await page.goto(site.url + "/start");
  await page.getByRole("banner").getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveURL(site.url + "/start");
});

test("the location chooser opens and closes without JavaScript", async ({ page, site }) => {
  await speak(page, site.url, "de");
  await page.goto(site.url + "/start");
  await page.getByRole("button", { name: "Stadt wechseln" }).click();
  const dialog = page.getByRole("dialog", { name: "Stadt wechseln" });
  await expect(dialog.getByRole("listitem")).toHaveCount(3);
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(dialog).toBeHidden();
});

test("without JavaScript a form that sends only through scripts cannot put its values in the URL", async ({
  page,
  site,
}) => {
  await speak(page, site.url, "de");
  await page.goto(site.url + "/contact");
  // With scripts the button is always available (pressing it names what is wrong); without
  // them only `disabled` stops a GET submit with the message in the address.
  await expect(page.getByRole("button", { name: "Abschicken" })).toHaveAttribute("disabled");
});
