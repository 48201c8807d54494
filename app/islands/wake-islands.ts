import { sectionsLoadingAttribute } from "../components/sections-loading.ts";
import { islandAttribute, islandWakeAttribute } from "./island-attributes.ts";

/** What tells that a visitor reaches for an island: a touch or click, the focus, typing. */
const reachingEvents = ["pointerdown", "focusin", "input"] as const;

/** The waits before asking again for a script an island needs from the start: 1 s, 2 s, … 30 s. */
const retryMs = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

/**
 * Loads the islands' script (hydrate-islands.tsx, at `scriptUrl`) the first time the visitor
 * reaches for an island of the page, so a phone runs no React until then. What they type
 * meanwhile stays in the server's HTML, and the forms take it over as they hydrate
 * (early-input.ts); their submit buttons are natively disabled until then. Once a page with an
 * island has loaded, the script is fetched at low priority, so that it is at hand by then. A page
 * with an island that works from the start (`data-island-wake="load"`, the waiting room) loads
 * it at once. A script that fails to load (a lost connection) is asked for again: at the next
 * reach, or for such a page after a growing wait.
 */
export function wakeIslandsOnReach(scriptUrl: string): void {
  const root = document.documentElement;
  const inIsland = (target: EventTarget | null) =>
    target instanceof Element && target.closest(`[${islandAttribute}]`) !== null;
  const atOnce = document.querySelector(`[${islandWakeAttribute}="load"]`) !== null;
  let failures = 0;
  const arm = () => {
    for (const type of reachingEvents) document.addEventListener(type, reach, true);
  };
  const load = () => {
    for (const type of reachingEvents) document.removeEventListener(type, reach, true);
    root.toggleAttribute(sectionsLoadingAttribute, true);
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.addEventListener("error", () => {
      script.remove();
      root.removeAttribute(sectionsLoadingAttribute);
      if (atOnce) window.setTimeout(load, retryMs(failures++));
      else arm();
    });
    document.head.append(script);
  };
  function reach(event: Event) {
    if (inIsland(event.target)) load();
  }
  // The focus may be in a form already: the visitor tapped it while the page was still parsing.
  if (atOnce || inIsland(document.activeElement)) return load();
  arm();
  // Only where the page has an island already: one may also come with a phase of the sale.
  if (!document.querySelector(`[${islandAttribute}]`)) return;
  const prefetch = () => {
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.as = "script";
    link.href = scriptUrl;
    document.head.append(link);
  };
  if (document.readyState === "complete") prefetch();
  else window.addEventListener("load", prefetch, { once: true });
}
