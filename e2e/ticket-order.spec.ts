import { holdRequests } from "./support/hold.ts";
import { speak } from "./support/locale.ts";
import { shopWithVoucher, throughWaitingRoom } from "./support/waiting-room.ts";
import { expect, instants, test, siteForBlock } from "./support/test.ts";

test("after the sale start the order page connects and lands in the (simulated) shop", async ({
  page,
  site,
}) => {
  await speak(page, site.url, "de");
  const answer = await holdRequests(page, "**/api/tickets/availability/0");
  await page.goto(site.url + "/ticket/order/0");
  await expect(page.getByText("Verbinde zum Shop...")).toBeVisible();
  answer();
  await page.waitForURL(/\/simulated-shop\/pamperplay\/pamperplay-munich-2025\/$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Simulated ticket shop — no real purchase" }),
  ).toBeVisible();
});

test("a package's buy button leads through the waiting room to the shop at that package", async ({
  page,
  site,
}) => {
  await speak(page, site.url, "de");
  await page.goto(site.url + "/ticket");
  await page.getByRole("link", { name: "PamperPlay kaufen" }).click();
  await throughWaitingRoom(page);
  await expect(page.getByTestId("shop-product")).toHaveCount(1);
  await expect(page.getByTestId("shop-product")).toContainText("Single Ticket PamperPlay");
});

test("a visitor whose turn came before the room's page opened goes on to the shop; back from it, the page stays with the voucher", async ({
  page,
  site,
}) => {
  await speak(page, site.url, "de");
  const room = "0?package=single-pamperplay";
  // Joined as a phone's plain form does, and admitted before the page is opened.
  const join = await page.request.post(`${site.url}/api/waiting-room/join/${room}`, {
    form: {},
    maxRedirects: 0,
  });
  expect(join.status()).toBe(303);
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`${site.url}/api/waiting-room/place/${room}`);
        return ((await answer.json()) as { view: { kind: string } }).view.kind;
      },
      { timeout: 30_000 },
    )
    .toBe("admitted");
  await page.goto(`${site.url}/ticket/order/${room}`);
  await page.waitForURL(shopWithVoucher);
  await page.goBack();
  await expect(page.getByText("Zurück vom Shop? Dein Gutschein gilt weiter")).toBeVisible();
  await expect(page.getByRole("link", { name: "Jetzt Tickets kaufen" })).toHaveAttribute(
    "href",
    shopWithVoucher,
  );
  expect(page.url()).toBe(`${site.url}/ticket/order/${room}`);
});

test.describe("before the sale start", () => {
  const early = siteForBlock({ APP_NOW: instants.beforeSale });

  test("the order page shows the error view with code, message and the sale start", async ({
    page,
  }) => {
    await speak(page, early.url, "de");
    await page.goto(early.url + "/ticket/order/0");
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Error Code 425: Der Ticketverkauf hat noch nicht begonnen.");
    await expect(alert).toContainText("Please try again later.");
    await expect(alert).toContainText("Ticketverkauf startet: 15.06.2025, 18:00 Uhr");
    expect(page.url()).toBe(early.url + "/ticket/order/0");
  });

  test("an unknown shop id is a 404 in the error view", async ({ page }) => {
    await speak(page, early.url, "de");
    await page.goto(early.url + "/ticket/order/42");
    await expect(page.getByRole("alert")).toContainText("Error Code 404:");
    await expect(page.getByRole("alert")).not.toContainText("Ticketverkauf startet");
  });
});
