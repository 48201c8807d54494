import { expect, type Page } from "@playwright/test";
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
export function holdScripts(
  page: Page,
  onHeld?: (requestUrl: string) => void,
): Promise<() => void> {
  return holdRequests(page, "**/*.js", onHeld);
}

/** A page opened with its scripts held (openWithScriptsHeld). */
export interface HeldPage {
  /** Lets every held script go. */
  release(): void;
  /**
   * Resolves once this hold has caught every script the page's HTML names (module scripts, their
   * preloads, and those it loads after its first paint), so a hold added later catches none of
   * them. A page of which a later hold caught one would never hydrate.
   */
  ownScriptsHeld(): Promise<void>;
}

/**
 * Opens `url` with every script held, so a test can type into the server's HTML before any
 * script runs (however slow the machine). `page.goto` would wait for the hydration the held
 * scripts keep from happening (support/test.ts), so the page navigates itself.
 */
export async function openWithScriptsHeld(page: Page, url: string): Promise<HeldPage> {
  const held = new Set<string>();
  const release = await holdScripts(page, (requestUrl) => held.add(requestUrl));
  await page.evaluate((address) => window.location.assign(address), url);
  await page.waitForURL(url, { waitUntil: "commit" });
  /** The scripts the page names, once its HTML is parsed whole (null before). */
  const named = () =>
    page.evaluate(() => {
      if (document.readyState === "loading") return null;
      const afterPaint = [...document.querySelectorAll("template[data-after-paint]")].flatMap(
        (template) =>
          [...(template as HTMLTemplateElement).content.querySelectorAll("script[src]")].map(
            (script) => (script as HTMLScriptElement).src,
          ),
      );
      const inPage = [
        ...document.querySelectorAll<HTMLScriptElement>("script[type=module][src]"),
      ].map((script) => script.src);
      const preloaded = [
        ...document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]"),
      ].map((link) => link.href);
      return [...new Set([...afterPaint, ...inPage, ...preloaded])];
    });
  return {
    release,
    async ownScriptsHeld() {
      await expect
        .poll(async () => (await named())?.filter((script) => !held.has(script)) ?? null, {
          message: "every script the page names is held",
          timeout: 30_000,
        })
        .toEqual([]);
    },
  };
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
