import { screens } from "./support/screens.ts";
import { visitAt } from "./support/locale.ts";
import { expect, siteForBlock, test } from "./support/test.ts";

/*
 * Munich's waiting room opens at 17:30 for the sale at 18:00. Inside it, nothing of the layout
 * competes with the room: the sidebar's ticket box (a second countdown over a disabled "Tickets
 * kaufen", below the room on a phone) and its link to the tickets are left out there, and stay on
 * every other page.
 */
const roomOpen = siteForBlock({ APP_NOW: "2025-06-15T17:50:00+02:00" });
const orderPath = "/ticket/order/0?package=single-pamperplay";

for (const { name, viewport } of screens)
  for (const [locale, buy] of [
    ["de", "Tickets kaufen"],
    ["en", "Buy tickets"],
  ] as const)
    test(`in the waiting room the sidebar has no ticket box of its own (${name}, ${locale})`, async ({
      page,
    }) => {
      const sidebar = page.locator("aside.sidebar");
      await visitAt(page, viewport, roomOpen.url, locale, "/faq");
      await expect(sidebar.getByRole("button", { name: buy })).toBeDisabled();
      await expect(sidebar.locator('a[href="/ticket"]')).toHaveCount(1);

      await visitAt(page, viewport, roomOpen.url, locale, orderPath);
      await expect(page.locator(".waiting-room")).toBeVisible();
      await expect(sidebar).toBeAttached();
      await expect(sidebar.getByTestId("ticket-button")).toHaveCount(0);
      await expect(sidebar.getByTestId("countdown")).toHaveCount(0);
      // Nor a link out of the room: the room has its own way back to the ticket page.
      await expect(sidebar.locator('a[href="/ticket"]')).toHaveCount(0);
      await expect(page.getByRole("button", { name: buy })).toHaveCount(0);
    });
