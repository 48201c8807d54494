import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page } from "@playwright/test";
import { shopWithVoucher } from "../../server/waiting-room/test/shop-voucher.ts";
import { expect, test, type Site } from "./test.ts";

export { shopWithVoucher };

/** How long the turn may take: the admission job runs each second. */
const turnMs = 30_000;

/**
 * From the order page of a package that sells at the sale start: joins its waiting room and waits
 * for the turn, when the page goes on to the shop with the visitor's voucher.
 */
export async function throughWaitingRoom(page: Page): Promise<void> {
  test.setTimeout(test.info().timeout + turnMs);
  // The room's page keeps its own clock (from the real time on), which waitForTurn moves.
  await page.clock.install();
  await page.getByRole("button", { name: /^(In den Warteraum|Enter the waiting room)$/ }).click();
  await waitForTurn(page);
}

/**
 * Waits for the visitor's turn on a waiting room's page whose clock the test installed: the page
 * goes on to the shop with the visitor's voucher. The page asks for its place every 4–7 s; its
 * clock moves on to each next question instead of the test waiting for it.
 */
export async function waitForTurn(page: Page): Promise<void> {
  await expect(async () => {
    // A question under way may take the page to the shop while the clock moves.
    if (!shopWithVoucher.test(page.url())) await page.clock.fastForward(7_000);
    expect(page.url()).toMatch(shopWithVoucher);
  }).toPass({ timeout: turnMs });
  await page.waitForURL(shopWithVoucher);
}

/**
 * Switches the e-mail gate on in a running site's sale-start room, as the team's screen does (the
 * screen itself: waiting-room-team.spec.ts): a first look at the order page `path` sets the room
 * up, the database gets the setting, and the page asks for an address once its per-second
 * snapshot has it.
 */
export async function switchEmailGateOn(site: Site, path: string): Promise<void> {
  await fetch(site.url + path);
  const db = new DatabaseSync(join(site.dataDir, "site.db"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.prepare("UPDATE waiting_rooms SET email_gate_at = created_at").run();
  } finally {
    db.close();
  }
  await expect
    .poll(async () => (await (await fetch(site.url + path)).text()).includes('name="email"'), {
      timeout: 30_000,
    })
    .toBe(true);
}
