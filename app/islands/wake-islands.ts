import { sectionsLoadingAttribute } from "../components/sections-loading.ts";
import {
  islandAttribute,
  islandScriptAttribute,
  islandWakeAttribute,
} from "./island-attributes.ts";

/** What tells that a visitor reaches for an island: a touch or click, the focus, typing. */
const reachingEvents = ["pointerdown", "focusin", "input"] as const;

/** The waits before asking again for a script an island needs from the start: 1 s, 2 s, … 30 s. */
const retryMs = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

const scriptOf = (island: Element) => island.getAttribute(islandScriptAttribute);

/**
 * Loads the script that hydrates an island (its `data-island-script`, islands.ts) the first time
 * the visitor reaches for it, so a phone runs no React until then. What they type meanwhile stays
 * in the server's HTML, and the forms take it over as they hydrate (early-input.ts); their submit
 * buttons are natively disabled until then. Once a page with islands has loaded, their scripts
 * are fetched and compiled ahead, so that they are at hand by then. An island that works from the
 * start (`data-island-wake="load"`, the waiting room) has its script loaded at once. A script that
 * fails to load (a lost connection) is asked for again: at the next reach, or for such an island
 * after a growing wait. Islands that come later (a phase of the sale) are reached for alike.
 */
export function wakeIslandsOnReach(): void {
  const root = document.documentElement;
  /** The scripts asked for, and not lost on the way. */
  const asked = new Set<string>();
  /**
   * The failed fetches per script. A document keeps a module that failed to arrive as failed, so
   * it is asked for again at an address of its own (the server ignores the query).
   */
  const failures = new Map<string, number>();
  const failed = (url: string) => failures.set(url, (failures.get(url) ?? 0) + 1);
  const address = (url: string) => {
    const attempt = failures.get(url);
    return attempt ? `${url}?attempt=${attempt}` : url;
  };
  const load = (url: string) => {
    if (asked.has(url)) return;
    asked.add(url);
    root.toggleAttribute(sectionsLoadingAttribute, true);
    const script = document.createElement("script");
    script.type = "module";
    script.src = address(url);
    script.addEventListener("error", () => {
      script.remove();
      asked.delete(url);
      failed(url);
      root.removeAttribute(sectionsLoadingAttribute);
      const atOnce = document.querySelector(`[${islandWakeAttribute}="load"]`);
      if (atOnce && scriptOf(atOnce) === url) {
        window.setTimeout(() => load(url), retryMs((failures.get(url) ?? 1) - 1));
      }
    });
    document.head.append(script);
  };
  const reach = (target: EventTarget | null) => {
    const island = target instanceof Element ? target.closest(`[${islandAttribute}]`) : null;
    const url = island && scriptOf(island);
    if (url) load(url);
  };
  for (const type of reachingEvents) {
    document.addEventListener(type, (event) => reach(event.target), true);
  }
  for (const island of document.querySelectorAll(`[${islandWakeAttribute}="load"]`)) {
    const url = scriptOf(island);
    if (url) load(url);
  }
  // The focus may be in a form already: the visitor tapped it while the page was still parsing.
  reach(document.activeElement);
  const preload = () => {
    const urls = new Set([...document.querySelectorAll(`[${islandAttribute}]`)].map(scriptOf));
    for (const url of urls) {
      if (!url || asked.has(url)) continue;
      // Fetched and compiled ahead, off the main thread; run only on the first reach.
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = url;
      link.addEventListener("error", () => failed(url));
      document.head.append(link);
    }
  };
  if (document.readyState === "complete") preload();
  else window.addEventListener("load", preload, { once: true });
}
