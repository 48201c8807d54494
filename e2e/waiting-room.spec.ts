import { createHash } from "node:crypto";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page } from "@playwright/test";
import { changedContent } from "./support/content.ts";
import { holdRequests } from "./support/hold.ts";
import { visitAt } from "./support/locale.ts";
import { siteTimeline } from "./support/site.ts";
import { expect, test } from "./support/test.ts";
import { shopWithVoucher } from "./support/waiting-room.ts";

/*
 * Munich's sale starts 15 June 2025 at 18:00; its waiting room opens at 17:30. The server's clock
 * is pinned by APP_NOW, so the sale day is one database (DATA_DIR) that servers at later instants
 * take over, on the same port: the browser keeps its place cookie and its open pages.
 */
const instant = (time: string) => `2025-06-15T${time}+02:00`;
const phone = { width: 390, height: 844 };
const orderPath = "/ticket/order/0?package=single-pamperplay";

/** The sale day's data across servers at other instants. */
function saleDay() {
  const timeline = siteTimeline();
  return {
    get url() {
      return timeline.url;
    },
    /** Starts a server at `time` on the sale day's data (and the first one's port). */
    async at(time: string, env: Record<string, string> = {}) {
      await timeline.at(instant(time), env);
    },
    stop: () => timeline.stop(),
    /**
     * Pauses or resumes admission as the team's screen would, written while no server runs
     * (the screen itself: waiting-room-team.spec.ts).
     */
    setPaused(paused: boolean) {
      const db = new DatabaseSync(join(timeline.dataDir, "site.db"));
      try {
        db.prepare("UPDATE waiting_rooms SET paused_at = ?").run(
          paused ? new Date(instant("18:00:00")).toISOString() : null,
        );
      } finally {
        db.close();
      }
    },
    end: () => timeline.end(),
  };
}

/**
 * Keeps the open pages' requests (their polls among them) waiting while the server is swapped, so
 * that none of them fails. The hold stays in place and lets later requests through (removing it
 * could drop a held one).
 */
async function whilePolling(pages: Page[], restart: () => Promise<void>) {
  const releases = await Promise.all(pages.map((page) => holdRequests(page, "**/*")));
  await restart();
  for (const release of releases) release();
}

const everyPackageSoldOut = changedContent((file) => {
  for (const pkg of file.packages as { soldOut: boolean }[]) pkg.soldOut = true;
}, "packages.json");

test("joined before the start, drawn, admitted with a voucher, bought; a lapsed voucher; sold out while waiting", async ({
  page,
  openPage,
}) => {
  // Six server starts on a busy machine.
  test.setTimeout(6 * 60_000);
  const day = saleDay();
  const room = (on: Page) => on.locator(".waiting-room");
  const visitors = [page];
  try {
    await page.clock.install({ time: Date.parse(instant("17:45:00")) });
    // A second visitor, in English and without JavaScript: every state is a plain page.
    const noScript = await openPage({ javaScriptEnabled: false, viewport: phone });
    visitors.push(noScript);

    await day.at("17:45:00");
    await visitAt(page, phone, day.url, "de", orderPath);
    await expect(room(page)).toContainText(
      "Vor dem Verkaufsstart um 15.06.2025, 18:00 Uhr kommen alle in den Warteraum.",
    );
    await page.getByRole("button", { name: "In den Warteraum" }).click();
    await expect(room(page)).toHaveAttribute("data-state", "pre-queue");
    await expect(room(page)).toContainText(
      "Du bist drin. Um 15.06.2025, 18:00 Uhr wird die Reihenfolge ausgelost.",
    );
    await expect(room(page)).toContainText(
      /Prüfwert der Auslosung \(SHA-256 des Startwerts\): [0-9a-f]{64}/,
    );
    await page.screenshot({ path: test.info().outputPath("pre-queue-de-390.png") });
    const hash = /: ([0-9a-f]{64})/.exec(await room(page).innerText())![1]!;
    await page.reload();
    await expect(room(page)).toHaveAttribute("data-state", "pre-queue");

    await visitAt(noScript, phone, day.url, "en", orderPath);
    await noScript.getByRole("button", { name: "Enter the waiting room" }).click();
    await expect(room(noScript)).toContainText(/You are in\. The order is drawn at .*2025/);
    await noScript.screenshot({ path: test.info().outputPath("pre-queue-en-390.png") });

    // Past the draw, with admission paused: the places stand still.
    await whilePolling([page], async () => {
      await day.stop();
      day.setPaused(true);
      await day.at("18:00:30");
    });
    await page.clock.setSystemTime(Date.parse(instant("18:00:30")));
    await expect(room(page)).toHaveAttribute("data-state", "queued");
    const place = page.getByTestId("waiting-room-place");
    await expect(place).toHaveText(/^Du bist Nr\. [12]$/);
    const number = Number(/\d+/.exec(await place.innerText())![0]);
    await expect(room(page)).toContainText(
      number === 1 ? "Du bist als Nächste*r dran." : "Vor dir: 1",
    );
    await expect(room(page)).toContainText("Der Einlass ist gerade angehalten.");
    // The seed is out now: it is the one the hash named before the start.
    const seed = /Startwert der Auslosung: ([0-9a-f]{64})/.exec(await room(page).innerText())![1]!;
    expect(createHash("sha256").update(seed).digest("hex")).toBe(hash);
    await page.screenshot({ path: test.info().outputPath("drawn-de-390.png") });
    await page.reload();
    await expect(place).toHaveText(`Du bist Nr. ${number}`);
    // Without scripts a reload shows the place.
    await noScript.reload();
    await expect(noScript.getByTestId("waiting-room-place")).toHaveText(
      `You are no. ${3 - number}`,
    );
    await noScript.screenshot({ path: test.info().outputPath("drawn-en-390.png") });

    // Admission resumes: the page goes to the shop with its voucher, which buys the ticket.
    await whilePolling([page], async () => {
      await day.stop();
      day.setPaused(false);
      await day.at("18:01:00");
    });
    await page.clock.setSystemTime(Date.parse(instant("18:01:00")));
    await page.waitForURL(shopWithVoucher, { timeout: 30_000 });
    await expect(page.getByTestId("shop-product")).toHaveCount(1);
    await expect(page.getByTestId("shop-product")).toContainText("Single Ticket PamperPlay");
    await page.getByRole("button", { name: "Check out (simulated)" }).click();
    await expect(page.getByTestId("shop-order")).toContainText("1 × Single Ticket PamperPlay");
    await expect
      .poll(
        async () => (
          await noScript.reload(),
          noScript.locator(".waiting-room").getAttribute("data-state")
        ),
        {
          timeout: 30_000,
        },
      )
      .toBe("admitted");
    await expect(noScript.getByRole("link", { name: "To the ticket shop" })).toHaveAttribute(
      "href",
      shopWithVoucher,
    );

    // The second visitor lets the 15 minutes pass: the page says so and offers to queue again.
    await whilePolling([page], async () => {
      await day.stop();
      day.setPaused(true);
      await day.at("18:17:00");
    });
    await noScript.reload();
    await expect(room(noScript)).toContainText(
      "Your voucher expired without being used. Your place went to the next person. You can queue again at the end.",
    );
    await noScript.screenshot({ path: test.info().outputPath("lapsed-en-390.png") });
    await noScript.getByRole("button", { name: "Queue again" }).click();
    await expect(noScript.getByTestId("waiting-room-place")).toHaveText(/^You are no\. \d+$/);

    // A third visitor queues after the start; the shop sells out meanwhile.
    const late = await openPage({ viewport: phone });
    visitors.push(late);
    await late.clock.install({ time: Date.parse(instant("18:17:00")) });
    await visitAt(late, phone, day.url, "de", orderPath);
    await late.getByRole("button", { name: "In den Warteraum" }).click();
    await expect(late.getByTestId("waiting-room-place")).toHaveText(/^Du bist Nr\. \d+$/);
    await whilePolling([page, late], () =>
      day.at("18:18:00", { CONTENT_DIR: everyPackageSoldOut.dir() }),
    );
    await expect(room(late)).toHaveAttribute("data-state", "sold-out", { timeout: 30_000 });
    await expect(room(late)).toContainText("Ausverkauft");
    await expect(late.getByRole("link", { name: "Auf die Warteliste" })).toHaveAttribute(
      "href",
      "/ticket/wait-list?package=single-pamperplay",
    );
    await late.screenshot({ path: test.info().outputPath("sold-out-de-390.png") });
    await noScript.reload();
    await expect(room(noScript)).toContainText("Sold out");
  } finally {
    // The pages close first: a request still in flight to the stopped server would log an error.
    for (const opened of visitors) await opened.close();
    await day.end();
  }
});
