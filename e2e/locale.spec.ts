import { speak } from "./support/locale.ts";
import { expect, test } from "./support/test.ts";

test("the LOCALE cookie wins over the browser language, and the footer switch sets it", async ({
  openPage,
  site,
}) => {
  const page = await openPage({ extraHTTPHeaders: { "Accept-Language": "en" } });
  await speak(page, site.url, "de");
  await page.goto(site.url + "/start");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");

  await page.getByRole("contentinfo").getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveURL(site.url + "/start");
  expect((await page.context().cookies()).find((c) => c.name === "LOCALE")?.value).toBe("en");
  expect(await page.evaluate(() => localStorage.getItem("LOCALE"))).toBe("en");

  await page.reload();
  await expect(page.getByRole("button", { name: "Switch city" })).toBeVisible();
});
