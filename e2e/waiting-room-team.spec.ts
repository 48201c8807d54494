import { linkFrom, waitForMail } from "./support/outbox.ts";
import { visitAt } from "./support/locale.ts";
import { loginAsTeamMember } from "./support/resale.ts";
import { expect, siteForBlock, test } from "./support/test.ts";
import { waitForTurn } from "./support/waiting-room.ts";
import { screenshot } from "./support/screenshot.ts";

test.use({ locale: "de-DE" });

/** Munich's sale started at 18:00 on 15 June 2025; the servers' and pages' clocks are pinned. */
const now = "2025-06-15T18:00:30+02:00";
const site = siteForBlock({ APP_NOW: now });
const phone = { width: 390, height: 844 };
const orderPath = "/ticket/order/0?package=single-pamperplay";

test("on a phone the team switches the email gate on, pauses and resumes admission; the visitor's page follows", async ({
  page,
  openPage,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(phone);
  await page.clock.install({ time: Date.parse(now) });
  await loginAsTeamMember(page, site);
  await page.getByText("Menü").click();
  await page
    .getByRole("navigation", { name: "Team-Navigation" })
    .getByRole("link", { name: "Warteraum" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Warteraum" })).toBeVisible();

  // The gate on, admission paused: both in the log of changes.
  await page.getByLabel("Nur mit bestätigter E-Mail-Adresse (ein Platz pro Adresse)").check();
  await page.getByRole("button", { name: "Speichern" }).click();
  const audit = page.getByTestId("waiting-room-audit");
  await expect(audit).toContainText("E-Mail-Bestätigung: aus → an");
  await expect(audit).toContainText("Team Member");
  await page.getByRole("button", { name: "Einlass anhalten" }).click();
  await expect(page.getByTestId("waiting-room-admission")).toHaveAttribute(
    "data-state",
    "pausedState",
  );
  await expect(audit).toContainText("Einlass angehalten: aus → an");

  // A visitor queues with a confirmed address and sees admission paused, with no estimate.
  const visitor = await openPage({ viewport: phone });
  await visitor.clock.install({ time: Date.parse(now) });
  await visitAt(visitor, phone, site.url, "en", orderPath);
  const room = visitor.locator(".waiting-room");
  await visitor.getByLabel("Your email address").fill("gate@example.org");
  await visitor.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(room).toContainText("Almost there: please confirm your email address.");
  await visitor.goto(linkFrom(await waitForMail(site, "gate@example.org"), "/ticket/order/0"));
  await visitor.getByRole("button", { name: "Confirm address" }).click();
  await expect(room).toHaveAttribute("data-state", "queued");
  await expect(visitor.getByTestId("waiting-room-estimate")).toHaveText(
    "Admission is paused right now. You keep your place.",
  );
  const supportId = /[0-9A-F]{5}-[0-9A-F]{5}/.exec(await room.innerText())![0];

  // The team sees the place from the number the visitor reads out, and the live figures.
  await page.getByLabel("Warteraum-Nummer").fill(supportId);
  await page.getByRole("button", { name: "Nachsehen" }).click();
  await expect(page.getByTestId("waiting-room-lookup")).toContainText("Nach dem Start (Ankunft)");
  await expect(page.getByTestId("waiting-room-figures")).toContainText("Warten1");
  // Why admissions may slow down: the shop's calls this minute against the budget.
  await expect(page.getByTestId("waiting-room-shop-calls")).toContainText(
    "Shop-Aufrufe diese Minute (von 300)",
  );
  await screenshot(page, "waiting-room-team-de-390", { fullPage: true });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    "no sideways scrolling",
  ).toBeLessThanOrEqual(phone.width);

  // Resumed: the visitor's turn comes and the page goes to the shop with the voucher.
  await page.getByRole("button", { name: "Einlass fortsetzen" }).click();
  await expect(page.getByTestId("waiting-room-admission")).toHaveAttribute("data-state", "running");
  await waitForTurn(visitor);
  // The screen's figures at their next refresh (every 5 s), which its clock brings now.
  await page.clock.fastForward(5_000);
  await expect(page.getByTestId("waiting-room-figures")).toContainText("Eingelassen1");
});
