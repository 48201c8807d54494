import type { Page } from "@playwright/test";

/**
 * Touches a reading page's first island as a visitor's finger does, which loads the islands'
 * script (app/islands/wake-islands.ts), and waits until every island has hydrated. Returns when
 * the touch came and when they had hydrated (the page's clock, ms), or null where the page has
 * no island or its script did not run (JavaScript off, or the page still loading).
 */
export async function reachForIslands(
  page: Page,
  timeout?: number,
): Promise<{ reachedAt: number; hydratedAt: number } | null> {
  const reachedAt = await page.evaluate(() => {
    const island = document.querySelector("[data-island]");
    if (!island || !document.documentElement.hasAttribute("data-hydrated")) return null;
    const at = performance.now();
    island.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    return at;
  });
  if (reachedAt === null) return null;
  const hydrated = await page.waitForFunction(
    () => !document.querySelector("[data-island]:not([data-island-hydrated])") && performance.now(),
    undefined,
    { timeout },
  );
  return { reachedAt, hydratedAt: Number(await hydrated.jsonValue()) };
}
