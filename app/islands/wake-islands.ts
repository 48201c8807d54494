import { sectionsLoadingAttribute } from "../components/sections-loading.ts";
import { islandAttribute } from "./island-attributes.ts";

/** What tells that a visitor reaches for an island: a touch or click, the focus, typing. */
const reachingEvents = ["pointerdown", "focusin", "input"] as const;

/**
 * Loads the islands' script (hydrate-islands.tsx, at `scriptUrl`) the first time the visitor
 * reaches for an island of the page, so a phone runs no React until then. What they type
 * meanwhile stays in the server's HTML, and the forms take it over as they hydrate
 * (early-input.ts); their submit buttons are natively disabled until then. Once a page with an
 * island has loaded, the script is fetched at low priority, so that it is at hand by then. A
 * script that fails to load (a lost connection) is asked for again at the next reach.
 */
export function wakeIslandsOnReach(scriptUrl: string): void {
  const inIsland = (target: EventTarget | null) =>
    target instanceof Element && target.closest(`[${islandAttribute}]`) !== null;
  const arm = () => {
    for (const type of reachingEvents) document.addEventListener(type, reach, true);
  };
  const load = () => {
    for (const type of reachingEvents) document.removeEventListener(type, reach, true);
    document.documentElement.toggleAttribute(sectionsLoadingAttribute, true);
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.addEventListener("error", () => {
      script.remove();
      document.documentElement.removeAttribute(sectionsLoadingAttribute);
      arm();
    });
    document.head.append(script);
  };
  function reach(event: Event) {
    if (inIsland(event.target)) load();
  }
  // The focus may be in a form already: the visitor tapped it while the page was still parsing.
  if (inIsland(document.activeElement)) load();
  else arm();
  const prefetch = () => {
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.as = "script";
    link.href = scriptUrl;
    document.head.append(link);
  };
  // Only where the page has an island already: one may also come with a phase of the sale.
  if (!document.querySelector(`[${islandAttribute}]`)) return;
  if (document.readyState === "complete") prefetch();
  else window.addEventListener("load", prefetch, { once: true });
}
