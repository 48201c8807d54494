import { speak } from "./support/locale.ts";
import { expect, test } from "./support/test.ts";

test("the location chooser lists the three cities and leads to their sites", async ({
  page,
  site,
}) => {
  await speak(page, site.url, "de");
  await page.goto(site.url + "/start");
  const open = page.getByRole("button", { name: "Stadt wechseln" });
  await open.click();

  const dialog = page.getByRole("dialog", { name: "Stadt wechseln" });
  await expect(dialog).toBeVisible();
  const hubs = dialog.getByRole("listitem");
  await expect(hubs).toHaveCount(3);
  for (const [index, city] of ["München", "Essen", "Hamburg"].entries()) {
    const hub = hubs.nth(index);
    await expect(hub).toContainText(`PamperPlay ${city}`);
    await expect(hub).toContainText("Nächstes Event");
    await expect(hub.locator("img.chooser-flyer")).toBeVisible();
    await expect(hub.locator(".chooser-sign img")).toBeVisible();
  }
  await expect(hubs.nth(0)).toContainText("PamperPlay Oktober 2025, 11.10.2025");
  await expect(hubs.nth(0)).toContainText("Du bist hier");
  await expect(hubs.nth(1).getByRole("link")).toHaveAttribute(
    "href",
    `${site.hubUrl("essen")}/start?lang=de`,
  );
  await expect(hubs.nth(2).getByRole("link")).toHaveAttribute(
    "href",
    `${site.hubUrl("hamburg")}/start?lang=de`,
  );

  // Escape closes the overlay and focus returns to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // The close button works as well.
  await open.click();
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(dialog).toBeHidden();

  // Essen's site shows Essen.
  await open.click();
  await hubs.nth(1).getByRole("link").click();
  await expect(page).toHaveURL(`${site.hubUrl("essen")}/start?lang=de`);
  await expect(page.locator(".brand-city")).toHaveText("PamperPlay Essen");
  await page.getByRole("button", { name: /Stadt wechseln|Switch city/ }).click();
  await expect(
    page.getByRole("dialog").getByRole("listitem").nth(1).getByRole("link"),
  ).toHaveAttribute("aria-current", "page");
});
