import { expectAccessible } from "./support/axe.ts";
import { waitForMail } from "./support/outbox.ts";
import {
  confirmedOffer,
  confirmedRequest,
  loginAsTeamMember,
  setUpPayment,
} from "./support/resale.ts";
import type { Page } from "@playwright/test";
import { siteStartMs, siteTimeline, type SiteTimeline } from "./support/site.ts";
import { expect, instants, test, type Site } from "./support/test.ts";

test.use({ locale: "de-DE" });

/** A server at `instant` on the timeline's data, with the time its start may take. */
function siteAt(timeline: SiteTimeline, instant: string): Promise<Site> {
  test.setTimeout(test.info().timeout + siteStartMs);
  return timeline.at(instant);
}

/** People ask for a ticket, one offers one, and the team opens its ticket-change screen. */
async function exchangeOn(
  site: Site,
  page: Page,
  requesters: readonly string[],
  offer: { name: string; email: string },
) {
  for (const email of requesters) await confirmedRequest(site, page.request, { amount: 1, email });
  await confirmedOffer(site, page.request, offer);
  await loginAsTeamMember(page, site, "/admin/ticket-change");
  await setUpPayment(page);
}

const isMatchMail = (mail: { subject?: string }) =>
  (mail.subject ?? "").startsWith("Ein Ticket für dich");

test("an approved offer goes to the first requester, and after 48 unpaid hours to the next", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const timeline = siteTimeline();
  try {
    // Day one: two people ask for a ticket, then someone offers one; the team approves it.
    const first = await siteAt(timeline, instants.afterSale);
    await exchangeOn(first, page, ["erste@example.org", "zweite@example.org"], {
      name: "Robin Beispiel",
      email: "robin@example.org",
    });
    await expect(
      page.getByRole("heading", { level: 2, name: "0 offene Zuordnungen" }),
    ).toBeVisible();
    await page.getByTestId("offer-row").getByRole("button", { name: "Freigeben" }).click();

    const pair = page.getByTestId("match-row");
    await expect(pair).toHaveCount(1);
    await expect(pair).toContainText("SIMA2");
    await expect(pair).toContainText("robin@example.org");
    await expect(pair).toContainText("erste@example.org");
    await expect(pair).toHaveAttribute("data-state", "open");
    // 20 June 12:00 plus 48 hours, in Munich's time.
    await expect(pair.locator("time")).toHaveText(/22\.06\.2025, 12:0\d/);
    await expect(page.getByRole("heading", { level: 2, name: "1 offene Zuordnung" })).toBeVisible();
    await expectAccessible(page);

    // The requester learns how to pay, the seller that a buyer was found.
    const mail = await waitForMail(first, "erste@example.org", isMatchMail);
    expect(mail.text).toContain("Verwendungszweck: RS-");
    await waitForMail(first, "robin@example.org", (sent) =>
      (sent.subject ?? "").startsWith("Wir haben jemanden für dein Ticket gefunden"),
    );
    // Nothing in flight when the server stops.
    await page.goto("about:blank");

    // 49 hours later nobody has paid: the offer has gone to the next person in line.
    const later = await siteAt(timeline, "2025-06-22T13:00:00+02:00");
    await loginAsTeamMember(page, later, "/admin/ticket-change");
    const pairs = page.getByTestId("match-row");
    await expect(pairs).toHaveCount(2);
    const open = page.locator('[data-testid="match-row"][data-state="open"]');
    await expect(open).toContainText("zweite@example.org");
    await expect(open).toContainText("SIMA2");
    const expired = page.locator('[data-testid="match-row"][data-state="expired"]');
    await expect(expired).toContainText("erste@example.org");
    await expect(expired).toContainText("Frist abgelaufen");
    // The request list says so too, in the pair's words.
    const lapsed = page.getByTestId("request-row").filter({ hasText: "erste@example.org" });
    await expect(lapsed).toHaveAttribute("data-state", "lapsed");
    await expect(lapsed).toContainText("Frist abgelaufen");
    await waitForMail(later, "zweite@example.org", isMatchMail);

    // The second requester pays: the team marks it, and the pair stays.
    await open.getByRole("button", { name: "Als bezahlt markieren" }).click();
    await expect(page.locator('[data-testid="match-row"][data-state="paid"]')).toContainText(
      "zweite@example.org",
    );
    await expect(
      page.getByRole("heading", { level: 2, name: "0 offene Zuordnungen" }),
    ).toBeVisible();
    await page.goto("about:blank");
  } finally {
    await timeline.end();
  }
});

test("the team undoes a wrong match and gives the offer to the next request, not the undone one", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const timeline = siteTimeline();
  const site = await siteAt(timeline, instants.afterSale);
  try {
    await exchangeOn(site, page, ["falsch@example.org"], {
      name: "Kim Beispiel",
      email: "kim@example.org",
    });
    await page.getByTestId("offer-row").getByRole("button", { name: "Freigeben" }).click();
    const pair = page.getByTestId("match-row");
    await expect(pair).toHaveAttribute("data-state", "open");
    await pair.getByRole("button", { name: "Zuordnung aufheben" }).click();
    await expect(pair).toHaveAttribute("data-state", "undone");

    // Only the request just undone waits: the offer stays free, and the team is told why.
    const again = pair.getByRole("button", { name: "Nächster Anfrage zuordnen" });
    await again.click();
    await expect(page.getByRole("alert")).toHaveText(
      "Gerade wartet keine andere Anfrage dieser Stadt; das Angebot bleibt frei. Versuche es später noch einmal.",
    );
    await expect(page).toHaveURL(/\/admin\/ticket-change$/);
    await expect(page.locator('[data-testid="match-row"][data-state="open"]')).toHaveCount(0);

    // Someone else asks: the next try pairs the offer with them and mails both sides.
    await confirmedRequest(site, page.request, { amount: 1, email: "richtig@example.org" });
    await again.click();
    await expect(page.getByRole("status").filter({ hasText: "beide Seiten" })).toHaveText(
      "Das Angebot ist der nächsten wartenden Anfrage zugeordnet; beide Seiten bekommen eine E-Mail.",
    );
    const open = page.locator('[data-testid="match-row"][data-state="open"]');
    await expect(open).toContainText("richtig@example.org");
    await expect(open).toContainText("SIMA2");
    await expect(page.getByRole("button", { name: "Nächster Anfrage zuordnen" })).toHaveCount(0);
    await expectAccessible(page);
    await waitForMail(site, "richtig@example.org", isMatchMail);
    await page.goto("about:blank");
  } finally {
    await timeline.end();
  }
});
