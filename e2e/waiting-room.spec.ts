import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page } from "@playwright/test";
import { speak, visitAt } from "./support/locale.ts";
import { siteTimeline } from "./support/site.ts";
import { expect, test } from "./support/test.ts";
import { shopWithVoucher, waitForTurn } from "./support/waiting-room.ts";
import { screenshot, screenshotsWanted } from "./support/screenshot.ts";

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

/** The phone's network and processor of the trial: Slow 4G (150 ms, 1.6 Mbit/s) and 4x CPU. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/**
 * Screenshots of the page as it is, at 320×640 and 390×844 in both languages; back to German 390.
 * Only when wanted (npm run screenshots): each one reloads the slow phone's page.
 */
async function shoot(page: Page, url: string, name: string) {
  if (!screenshotsWanted) return;
  for (const locale of ["de", "en"] as const)
    for (const viewport of [{ width: 320, height: 640 }, phone]) {
      await speak(page, url, locale);
      await page.setViewportSize(viewport);
      await page.reload();
      await screenshot(page, `${name}-${locale}-${viewport.width}`);
    }
  await speak(page, url, "de");
  await page.setViewportSize(phone);
  await page.reload();
}

test("on a slow phone from 17:50: the countdown in the bar and the room, one place number, the turn with its voucher's time, which is still there after the shop", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const day = siteTimeline();
  const room = page.locator(".waiting-room");
  const moveTo = async (time: string) => {
    await day.at(instant(time));
    await page.clock.setSystemTime(Date.parse(instant(time)));
  };
  try {
    // A vibration where the browser allows it: recorded with the tab's title at that moment.
    await page.addInitScript(() => {
      navigator.vibrate = () => {
        localStorage.setItem("vibrated", document.title);
        return true;
      };
    });
    await page.clock.install({ time: Date.parse(instant("17:50:00")) });
    await day.at(instant("17:50:00"));
    await slowPhone(page);
    // The room is open: the bar on every page still says how long until the sale. (Both clocks
    // are set forward before each step: the slow phone's screenshots take real time.)
    await visitAt(page, phone, day.url, "de", "/faq");
    const bar = page.getByTestId("sale-bar");
    await expect(bar).toContainText("Ticketverkauf in");
    await expect(bar.getByRole("timer")).toHaveText(/^00:(0\d|10):\d\d$/);
    await expect(bar.getByRole("link", { name: "Zum Warteraum" })).toBeVisible();
    await shoot(page, day.url, "faq-1750");

    await moveTo("17:53:00");
    await page.goto(day.url + orderPath);
    // Inside the room the bar has no way back out to the packages, only the countdown.
    await expect(bar.getByRole("link")).toHaveCount(0);
    await expect(bar.getByRole("timer")).toHaveText(/^00:(0\d|10):\d\d$/);
    await expect(room).toContainText(
      "Vor dem Verkaufsstart am 15.06.2025 um 18:00 Uhr kommen alle in den Warteraum.",
    );
    await expect(room).toContainText("Wenn du dran bist, hast du 15 Minuten Zeit zum Kaufen");
    await page.getByRole("button", { name: "In den Warteraum" }).click();
    await expect(room).toHaveAttribute("data-state", "pre-queue");
    await expect(room).toContainText(
      "Du bist drin. Am 15.06.2025 um 18:00 Uhr wird die Reihenfolge ausgelost.",
    );
    await expect(page.getByTestId("waiting-room-countdown").getByRole("timer")).toHaveText(
      /^00:(0\d|10):\d\d$/,
    );
    // The page ticks on its own: a minute later it counts a minute less.
    const timer = page.getByTestId("waiting-room-countdown").getByRole("timer");
    const secondsLeft = async () => {
      const [h = 0, m = 0, sec = 0] = (await timer.innerText()).split(":").map(Number);
      return h * 3600 + m * 60 + sec;
    };
    const before = await secondsLeft();
    await page.clock.runFor(60_000);
    await expect(async () => expect(await secondsLeft()).toBeLessThanOrEqual(before - 60)).toPass();
    // The check value waits behind its disclosure, not across a phone's screen.
    const hash = room.getByText(/Prüfwert der Auslosung/);
    await expect(hash).toBeHidden();
    await room.getByText("So funktioniert die Auslosung").click();
    await expect(hash).toBeVisible();
    await moveTo("17:56:00");
    await shoot(page, day.url, "pre-queue");

    // Past the draw, with admission paused: the page asks and shows its place.
    setPaused(day.dataDir, true);
    await moveTo("18:00:30");
    // The page's next question for its place (every 4–7 s) comes at once.
    await page.clock.fastForward(7_000);
    await expect(room).toHaveAttribute("data-state", "queued");
    await expect(page.getByTestId("waiting-room-place")).toHaveText("Du bist Nr. 1");
    await expect(room).toContainText("Du bist als Nächste*r dran.");
    await expect(page.getByTestId("waiting-room-updated")).toHaveText(/^Stand: 18:00:\d\d Uhr$/);
    await expect(room).toContainText("Der Einlass ist gerade angehalten.");
    await shoot(page, day.url, "drawn");

    // Admission resumes at 18:01 (the clock first, so the voucher's 15 minutes run from then): the
    // turn comes, the tab says so, the phone vibrates, the page goes on to the shop with the voucher.
    await moveTo("18:01:00");
    setPaused(day.dataDir, false);
    await waitForTurn(page);
    await expect(page.getByTestId("shop-product")).toContainText("Single Ticket PamperPlay");

    // Back from the shop: the voucher and its time are still there, with the button to the shop.
    // (The browser may show the page as cached before the turn: its next poll brings the turn.)
    await page.goBack();
    await expect(room).toHaveAttribute("data-state", "admitted", { timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem("vibrated"))).toBe(
      "▶ Du bist dran – PamperPlay",
    );
    await expect(page).toHaveTitle("▶ Du bist dran – PamperPlay");
    await expect(room).toContainText("Du bist dran!");
    // Admitted just after 18:01, the voucher's 15 minutes end at the next full minute (the shop's
    // vouchers are grouped by the minute): 18:17, up to 16 minutes from now.
    await expect(room.getByRole("timer")).toHaveText(/^00:1[45]:\d\d$/);
    await expect(room).toContainText("Dein Gutschein gilt bis 18:17 Uhr.");
    await shoot(page, day.url, "your-turn");
    await expect(page).toHaveURL(new RegExp(`${orderPath.replace("?", "\\?")}$`));
    await page.getByRole("link", { name: "Jetzt Tickets kaufen" }).click();
    await page.waitForURL(shopWithVoucher);
    await page.getByRole("button", { name: "Check out (simulated)" }).click();
    await expect(page.getByTestId("shop-order")).toContainText("1 × Single Ticket PamperPlay");
  } finally {
    // The page closes first: a request still in flight to the stopped server would log an error.
    await page.close();
    await day.end();
  }
});
