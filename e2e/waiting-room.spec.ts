import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { visitAt } from "./support/locale.ts";
import { siteTimeline } from "./support/site.ts";
import { expect, test } from "./support/test.ts";
import { shopWithVoucher } from "./support/waiting-room.ts";

/*
 * Munich's sale starts 15 June 2025 at 18:00; its waiting room opens at 17:30. The site's clock
 * is moved through the sale day (siteTimeline). The page with scripts follows the place by itself;
 * every state's text, in both languages and without scripts, and the lapsed voucher and the sale
 * that sells out while people wait: server/waiting-room/order-page.build.test.ts.
 */
const instant = (time: string) => `2025-06-15T${time}+02:00`;
const phone = { width: 390, height: 844 };
const orderPath = "/ticket/order/0?package=single-pamperplay";

/**
 * Pauses or resumes admission as the team's screen would (the screen itself:
 * waiting-room-team.spec.ts), written into the running site's database.
 */
function setPaused(dataDir: string, paused: boolean) {
  const db = new DatabaseSync(join(dataDir, "site.db"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.prepare("UPDATE waiting_rooms SET paused_at = ?").run(
      paused ? new Date(instant("18:00:00")).toISOString() : null,
    );
  } finally {
    db.close();
  }
}

test("on a phone: joined before the start, the page shows its drawn place by itself, then goes to the shop with its voucher, which buys the ticket", async ({
  page,
}) => {
  const day = siteTimeline();
  const room = page.locator(".waiting-room");
  const moveTo = async (time: string) => {
    await day.at(instant(time));
    await page.clock.setSystemTime(Date.parse(instant(time)));
  };
  try {
    await page.clock.install({ time: Date.parse(instant("17:45:00")) });
    await day.at(instant("17:45:00"));
    await visitAt(page, phone, day.url, "de", orderPath);
    await page.getByRole("button", { name: "In den Warteraum" }).click();
    await expect(room).toHaveAttribute("data-state", "pre-queue");
    await expect(room).toContainText(
      "Du bist drin. Um 15.06.2025, 18:00 Uhr wird die Reihenfolge ausgelost.",
    );
    await page.screenshot({ path: test.info().outputPath("pre-queue-de-390.png") });

    // Past the draw, with admission paused: the page asks and shows its place.
    setPaused(day.dataDir, true);
    await moveTo("18:00:30");
    await expect(room).toHaveAttribute("data-state", "queued");
    await expect(page.getByTestId("waiting-room-place")).toHaveText("Du bist Nr. 1");
    await expect(room).toContainText("Der Einlass ist gerade angehalten.");
    await page.screenshot({ path: test.info().outputPath("drawn-de-390.png") });

    // Admission resumes: the page goes to the shop with its voucher, which buys the ticket.
    setPaused(day.dataDir, false);
    await moveTo("18:01:00");
    await page.waitForURL(shopWithVoucher, { timeout: 30_000 });
    await expect(page.getByTestId("shop-product")).toHaveCount(1);
    await expect(page.getByTestId("shop-product")).toContainText("Single Ticket PamperPlay");
    await page.getByRole("button", { name: "Check out (simulated)" }).click();
    await expect(page.getByTestId("shop-order")).toContainText("1 × Single Ticket PamperPlay");
  } finally {
    // The page closes first: a request still in flight to the stopped server would log an error.
    await page.close();
    await day.end();
  }
});
