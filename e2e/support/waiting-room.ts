import type { Page } from "@playwright/test";
import { test } from "./test.ts";

/**
 * The simulated shop's address that redeems a waiting-room voucher (16 letters and digits,
 * docs/decisions/0037-waiting-room.md).
 */
export const shopWithVoucher =
  /\/simulated-shop\/pamperplay\/[a-z0-9-]+\/redeem\?voucher=[A-Z2-9]{16}$/;

/** How long the turn may take: the admission job runs each second, the page asks every 4–7 s. */
const turnMs = 30_000;

/**
 * From the order page of a package that sells at the sale start: joins its waiting room and waits
 * for the turn, when the page goes on to the shop with the visitor's voucher.
 */
export async function throughWaitingRoom(page: Page): Promise<void> {
  test.setTimeout(test.info().timeout + turnMs);
  await page.getByRole("button", { name: /^(In den Warteraum|Enter the waiting room)$/ }).click();
  await page.waitForURL(shopWithVoucher, { timeout: turnMs });
}
