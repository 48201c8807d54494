import type { Page } from "@playwright/test";

/**
 * Touches a reading page's first island that wakes on interaction as a visitor's finger does,
 * which loads its islands' script (app/islands/wake-islands.ts), and waits until every island that
 * woke (those too that wake at load) has hydrated. Returns when the touch came and when they had
 * hydrated (the page's clock, ms), or null where the page has no island awake or to wake, or its
 * script did not run (JavaScript off, or the page still loading).
 */
export async function reachForIslands(
  page: Page,
  timeout?: number,
): Promise<{ reachedAt: number; hydratedAt: number } | null> {
  const reachedAt = await page.evaluate(() => {
    // A document just begun (the page was sent on) has no root element until its HTML is parsed.
    if (!document.documentElement?.hasAttribute("data-hydrated")) return null;
    const island =
      document.querySelector('[data-island-wake="interaction"]') ??
      document.querySelector("[data-island-woken]");
    if (!island) return null;
    const at = performance.now();
    island.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    return at;
  });
  if (reachedAt === null) return null;
  const hydrated = await page.waitForFunction(
    () =>
      !document.querySelector("[data-island-woken]:not([data-island-hydrated])") &&
      performance.now(),
    undefined,
    { timeout },
  );
  return { reachedAt, hydratedAt: Number(await hydrated.jsonValue()) };
}

/**
 * What would leave a screen reader's user without a field's label or problem: ids the page
 * repeats, and ids a label (`for`), a description or a name (`aria-describedby`,
 * `aria-labelledby`) or a link within the page (`href="#…"`) names but no element has. The
 * islands' ids come from their runtime in the browser and from React on the server.
 */
export function brokenIdReferences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    const named = [
      ...[...document.querySelectorAll("label[for]")].map((label) => label.getAttribute("for")),
      ...[...document.querySelectorAll("[aria-describedby], [aria-labelledby]")].flatMap(
        (element) =>
          `${element.getAttribute("aria-describedby") ?? ""} ${element.getAttribute("aria-labelledby") ?? ""}`.split(
            /\s+/,
          ),
      ),
      ...[...document.querySelectorAll('a[href^="#"]')].map((link) =>
        decodeURIComponent(link.getAttribute("href")!.slice(1)),
      ),
    ].filter((id): id is string => Boolean(id));
    const missing = named.filter((id) => !document.getElementById(id));
    return [...repeated.map((id) => `repeated: ${id}`), ...missing.map((id) => `missing: ${id}`)];
  });
}
