import type { APIRequestContext, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { openDatabase } from "../server/db/database.ts";
import { loadFormKey } from "../server/forms/crypto.ts";
import { createOutbox } from "../server/outbox/outbox.ts";
import { expectAccessible } from "./support/axe.ts";
import { confirmedSubscriber } from "./support/newsletter.ts";
import { waitForMail } from "./support/outbox.ts";
import {
  confirmedOffer,
  confirmedRequest,
  loginAsTeamMember,
  setUpPayment,
} from "./support/resale.ts";
import { moveClock, underTest, type Site } from "./support/site.ts";
import { expect, instants, test, siteForBlock } from "./support/test.ts";

test.use({ locale: "de-DE" });

/** A resale offer and a request made and confirmed through the public calls, as visitors do. */
async function offerAndRequest(site: Site, api: APIRequestContext) {
  await confirmedOffer(site, api, {
    name: "Alex Beispiel",
    email: "alex@example.org",
  });
  await confirmedRequest(site, api, { amount: 2, email: "sam@example.org" });
}

// Before the sale start: the team's privileges show against the visitors' waiting tiles. The walk
// through every screen comes last and moves the clock into the sale, when visitors can offer and
// ask for tickets (resale opens with it): the file's tests run in order on this one server.
// One trusted proxy hop: the statistics below come from many client addresses.
const site = siteForBlock({ APP_NOW: instants.beforeSale, TRUST_PROXY: "1", ...underTest });
/**
 * Reloads a statistics screen and reads it once its figures are there: the team's data loads in
 * the browser after the page, so counting rows right after the reload could read an empty page.
 */
async function reloadedReport(page: Page) {
  await page.reload();
  const total = page.getByTestId("report-total");
  await expect(total).toBeVisible();
  const rows = await page.getByTestId("report-table").locator("tbody tr").count();
  return { total: await total.textContent(), rows };
}

/** Each client is counted once per 10 seconds: requests from many addresses. */
const fromClient = (i: number) => ({ headers: { "x-forwarded-for": `198.51.100.${i}` } });

test("a failing team call leads away: ticket-change to /ticket, the others to /start", async ({
  page,
}) => {
  await loginAsTeamMember(page, site);
  const token = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem("credentials") ?? "{}") as {
          auth: { access_token: string };
        }
      ).auth.access_token,
  );
  // The session ends on the server while the browser still holds the credentials.
  await page.request.post(`${site.url}/api/auth/logout`, { data: { token } });
  await page.goto(site.url + "/admin/ticket-change");
  await page.waitForURL(site.url + "/ticket");
  await expect(page.getByRole("heading", { level: 1, name: "Tickets" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("credentials"))).toBeNull();
  await page.goto(site.url + "/admin/newsletter");
  await page.waitForURL(site.url + "/start");
});

test("a team member sees the banner and buys through a team link before the sale starts", async ({
  page,
}) => {
  await loginAsTeamMember(page, site);
  await page.getByRole("link", { name: "Zur Website" }).click();
  await page.waitForURL(site.url + "/start");
  await page.goto(site.url + "/ticket");
  await expect(page.getByTestId("team-banner")).toContainText("Beschränkungen aufgehoben");
  // Visitors wait for the sale start; the team has a link on every package.
  const tiles = page.getByTestId("package-tile");
  await expect(tiles).toHaveCount(4);
  for (const tile of await tiles.all()) {
    await expect(tile.getByRole("button", { name: /Bald verfügbar|anmelden/ })).toBeDisabled();
    await expect(tile.getByTestId("team-buy")).toBeEnabled();
  }
  await expectAccessible(page);
  await tiles.first().getByTestId("team-buy").click();
  await page.waitForURL(/\/simulated-shop\/.*\/redeem\?voucher=/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Simulated ticket shop");
});

test("the team sees a mail the outbox gave up on and sends it again", async ({ page }) => {
  // A hotel request whose mail server refused it: written as the outbox leaves such a mail.
  const queued = "2025-06-10T08:00:00.000Z";
  const db = await openDatabase({ dataDir: site.dataDir });
  const outbox = createOutbox(loadFormKey({ dataDir: site.dataDir }), "organiser@example.org");
  await db.transaction().execute(async (trx) => {
    const to = "hotel@example.org";
    await outbox.enqueue(trx, {
      to,
      subject: "Zimmeranfrage aus dem Kontingent",
      text: "Anfrage",
      html: "<p>Anfrage</p>",
    });
    await trx
      .updateTable("mail_outbox")
      .set({
        created_at: queued,
        attempts: 8,
        next_attempt_at: queued,
        failed_at: queued,
        last_error: "550 mailbox unavailable",
      })
      .where("to_address", "=", to)
      .execute();
  });
  await db.destroy();

  await loginAsTeamMember(page, site);
  const alert = page.getByRole("region", { name: "Nicht zugestellte E-Mails" });
  const row = alert.getByRole("row", { name: /hotel@example\.org/ });
  await expect(row).toContainText("Zimmeranfrage aus dem Kontingent");
  await expect(row).toContainText("550 mailbox unavailable");
  await expect(row).toContainText("Aufgegeben am");
  await expectAccessible(page);

  await row.getByRole("button", { name: "Erneut senden" }).click();
  await waitForMail(
    site,
    "hotel@example.org",
    (mail) => mail.subject?.startsWith("Zimmer") ?? false,
  );
  await expect
    .poll(async () => {
      await page.reload();
      // The team's data has loaded once the areas show: only then is a missing alert gone.
      await expect(page.locator(".admin-areas")).toBeVisible();
      return alert.count();
    })
    .toBe(0);
});

test("a team member walks every admin screen and moves an offer through all its states", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await moveClock(site, instants.afterSale);
  const api = page.request;
  await offerAndRequest(site, api);
  await confirmedSubscriber(site, api, "fan@example.org");
  for (let i = 0; i < 3; i++) {
    await api.get(`${site.url}/api/tickets/availability/0`, fromClient(i));
  }
  for (let i = 0; i < 105; i++) await api.get(`${site.url}/api/reload`, fromClient(i));

  await loginAsTeamMember(page, site);
  await expectAccessible(page);
  const nav = page.getByRole("navigation", { name: "Team-Navigation" });

  // Ticket-Klicks: filter, per-day chart, numbered table.
  await nav.getByRole("link", { name: "Ticket-Klicks" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ticket-Klicks" })).toBeVisible();
  await expect(page).toHaveTitle("Ticket-Klicks – Teambereich");
  await expect
    .poll(async () => (await reloadedReport(page)).rows, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId("report-total")).toContainText(
    /\d+ Ticket-Klicks auf der Website dieser Stadt seit/,
  );
  await expect(page.getByTestId("day-chart")).toHaveAttribute("data-ready", "true");
  // The single entries are folded below the chart.
  await page.getByText(/Die einzelnen Einträge zeigen/).click();
  const table = page.getByTestId("report-table");
  await expect(table.getByRole("columnheader", { name: "Nr." })).toBeVisible();
  await expect(table.locator("tbody tr").first().locator("td").first()).toHaveText("1");
  await expectAccessible(page);

  const filter = page.getByLabel("Zeige Einträge ab diesem Zeitpunkt");
  await filter.fill("2025-06-21T00:00");
  await page.getByRole("button", { name: "Anwenden" }).click();
  await expect(page.getByTestId("report-total")).toContainText(
    "0 Ticket-Klicks auf der Website dieser Stadt seit 21.06.2025",
  );
  await expect(page.getByText("Keine Einträge in diesem Zeitraum.")).toBeVisible();

  // Seitenaufrufe: more than a page of entries.
  await nav.getByRole("link", { name: "Seitenaufrufe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Seitenaufrufe" })).toBeVisible();
  await expect
    .poll(async () => (await reloadedReport(page)).total, { timeout: 20_000 })
    .toMatch(/^(10[5-9]|1[1-9]\d|[2-9]\d\d) Seitenaufrufe auf der Website dieser Stadt seit/);
  await expect(page.getByTestId("day-chart")).toHaveAttribute("data-ready", "true");
  await expect(page.getByTestId("report-table").locator("tbody tr")).toHaveCount(100);
  await page.getByText(/Die einzelnen Einträge zeigen/).click();
  const pages = page.getByRole("navigation", { name: "Seiten" });
  await expect(pages).toContainText("Seite 1 von 2");
  await pages.getByRole("link", { name: "Weiter" }).click();
  await expect(pages).toContainText("Seite 2 von 2");
  await expect(
    page.getByTestId("report-table").locator("tbody tr").first().locator("td").first(),
  ).toHaveText("101");
  await expectAccessible(page);

  // Quotas: progress bars with 'x/y Tickets verkauft', 'Unbegrenzt' for the reservation.
  await nav.getByRole("link", { name: "Kontingente" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kontingente" })).toBeVisible();
  const quotas = page.getByTestId("quotas");
  await expect(quotas.getByRole("progressbar").first()).toBeVisible();
  await expect(quotas).toContainText(/\d+\/\d+ Tickets verkauft/);
  await expect(quotas).toContainText("Unbegrenzt");
  await expectAccessible(page);

  // Newsletter: 'Nr.' and 'E-Mail', and the CSV export.
  await nav.getByRole("link", { name: "Newsletter" }).click();
  const subscribers = page.getByTestId("subscribers");
  await expect(subscribers.getByRole("columnheader", { name: "Nr." })).toBeVisible();
  await expect(subscribers.getByRole("columnheader", { name: "E-Mail" })).toBeVisible();
  await expect(subscribers.getByRole("row", { name: "1 fan@example.org" })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Als CSV exportieren" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("newsletter.csv");
  expect(readFileSync((await download.path())!, "utf8")).toBe(
    "Nr.,E-Mail\r\n1,fan@example.org\r\n",
  );
  // Below the list: the posts the newsletter mails, the next one still scheduled.
  const mailed = page.getByTestId("newsletter-posts");
  await expect(mailed.getByRole("row", { name: /20 Zimmer für uns.*geplant/ })).toBeVisible();
  await expect(
    mailed.getByRole("row", { name: /Ticketverkauf startet am 15\. Juni.*0 E-Mails/ }),
  ).toBeVisible();
  await expectAccessible(page);
  // On a phone the list and the posts' table fit the screen: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    "page width at 390 px",
  ).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Ticketbörse: the offer goes approved → paid out → handed over ('Abgeschlossen'), in the
  // order the money moves: the buyer's payment is noted on the pair before the payout.
  await nav.getByRole("link", { name: "Ticketbörse" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "1 Angebot" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "1 Anfrage" })).toBeVisible();
  await expectAccessible(page);
  const offer = page.getByTestId("offer-row");
  await expect(offer).toContainText("SIMA2");
  await expect(offer).toContainText("DE89 3704 0044 0532 0130 00");
  await expect(offer).toContainText("Neu");
  // Nothing is matched before the payment is set up.
  await expect(offer).toContainText("Erst unter „Zahlung“ Ticketpreis und Hinweise eintragen");
  await setUpPayment(page);
  await offer.getByRole("button", { name: "Freigeben" }).click();
  await expect(offer.locator(".admin-state")).toHaveText("Freigegeben");

  // Approving matched the offer with the waiting request: notified (a mail to the person). Until
  // its payment is noted, neither the payout nor 'fulfilled' is offered.
  const request = page.getByTestId("request-row");
  await expect(request.locator(".admin-state")).toHaveText("Benachrichtigt");
  await waitForMail(site, "sam@example.org", (mail) =>
    (mail.subject ?? "").includes("Ein Ticket für dich"),
  );
  await expect(offer).toContainText("Wartet auf die Zahlung des Käufers");
  await expect(offer.getByRole("button")).toHaveCount(0);
  await expect(request).toContainText("Wartet auf die Zahlung des Käufers");
  await expect(request.getByRole("button")).toHaveCount(0);
  await page
    .getByTestId("match-row")
    .getByRole("button", { name: "Als bezahlt markieren" })
    .click();
  // Sam asked for two tickets and one is paid: the request waits no more, but is not fulfilled
  // until the team says so (or a second ticket is paid).
  await expect(request).not.toContainText("Wartet auf die Zahlung des Käufers");
  await expect(request.locator(".admin-state")).toHaveText("Benachrichtigt");
  await request.getByRole("button", { name: "Als erledigt markieren" }).click();
  await expect(request.locator(".admin-state")).toHaveText("Erledigt");
  for (const [action, state] of [
    ["Als ausgezahlt markieren", "Ausgezahlt"],
    ["Als übergeben markieren", "Abgeschlossen"],
  ] as const) {
    await offer.getByRole("button", { name: action }).click();
    await expect(offer.locator(".admin-state")).toHaveText(state);
  }
  await expect(offer.getByRole("button")).toHaveCount(0);

  // The states are on the server, not only on the screen.
  await page.reload();
  await expect(page.getByTestId("offer-row").locator(".admin-state")).toHaveText("Abgeschlossen");
  await expect(page.getByTestId("request-row").locator(".admin-state")).toHaveText("Erledigt");

  // Logging out ends the team area.
  await page.getByTestId("team-user").getByRole("button", { name: "Abmelden" }).click();
  await expect(page.getByTestId("team-login")).toBeVisible();
  await page.goto(site.url + "/admin/quotas");
  await page.waitForURL(site.url + "/start");
});
