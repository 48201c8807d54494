import type { Page } from "@playwright/test";
import { holdRequests } from "./hold.ts";

/** Chrome's "Slow 4G" preset: 150 ms round trip, 1.6 Mbit/s (200 000 bytes/s) each way. */
export async function emulateSlow4G(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 200_000,
  });
}

/** Every script the page asks for from now on waits until the returned function is called. */
export function holdScripts(page: Page): Promise<() => void> {
  return holdRequests(page, "**/*.js");
}

/**
 * Opens `url` with every script held, so a test can type into the server's HTML before any
 * script runs (however slow the machine); returns the release. `page.goto` would wait for the
 * hydration the held scripts keep from happening (support/test.ts), so the page navigates itself.
 */
export async function openWithScriptsHeld(page: Page, url: string): Promise<() => void> {
  const release = await holdScripts(page);
  await page.evaluate((address) => window.location.assign(address), url);
  await page.waitForURL(url, { waitUntil: "commit" });
  return release;
}

/** Whether the page's scripts have hydrated it (root.tsx marks the document). */
export function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));
}

/** Waits until the page has hydrated, and `sections` too: the woken islands (app/islands/). */
export async function waitForHydration(page: Page, { sections }: { sections: boolean }) {
  await page.waitForFunction(
    (withSections) =>
      document.documentElement.hasAttribute("data-hydrated") &&
      (!withSections || !document.documentElement.hasAttribute("data-sections-loading")),
    sections,
  );
}
