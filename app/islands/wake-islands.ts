import { hasStoredCredentials } from "../features/auth/credentials.ts";
import { sectionsLoadingAttribute } from "../components/sections-loading.ts";
import { inNextTask } from "./next-task.ts";
import {
  hydratedIslandAttribute,
  islandAttribute,
  islandScriptAttribute,
  islandWakeAttribute,
  islandWakeEvent,
  wokenIslandAttribute,
} from "./island-attributes.ts";
import type { IslandWake } from "./islands.ts";

/** What tells that a visitor reaches for an island: a touch or click, the focus, typing. */
const reachingEvents = ["pointerdown", "focusin", "input"] as const;

/** The waits before asking again for a script an island needs from the start: 1 s, 2 s, … 30 s. */
const retryMs = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

const scriptOf = (island: Element) => island.getAttribute(islandScriptAttribute);
const wakeOf = (island: Element) => island.getAttribute(islandWakeAttribute) as IslandWake | null;
const islandsOf = (url: string) =>
  [...document.querySelectorAll(`[${islandAttribute}]`)].filter(
    (island) => scriptOf(island) === url,
  );

/** `callback` once the browser is idle (at once where it cannot tell). */
const whenIdle = (callback: () => void) =>
  "requestIdleCallback" in window ? window.requestIdleCallback(callback) : callback();

/**
 * Wakes each island of the page when its `wake` says (islands.ts): marks it woken and loads the
 * script that hydrates it (its `data-island-script`), which hydrates the woken islands it carries
 * when it runs and each one woken later (hydrate-islands.tsx). Until then what the visitor types
 * stays in the server's HTML, and the forms take it over as they hydrate (early-input.ts). Once
 * the page has loaded, the scripts of the islands still asleep are fetched and compiled ahead (not
 * those of `stored-login` ones, which a visitor never needs). A script that fails to load (a lost
 * connection) is asked for again: at the next reach, or for the other islands after a growing
 * wait. Returns what to call when islands come later (a phase of the sale, app/layout/sale-phases.tsx).
 */
export function wakeIslands(): () => void {
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
  const lost = (url: string) => {
    asked.delete(url);
    failed(url);
    const asleep = islandsOf(url).filter((island) => !island.hasAttribute(hydratedIslandAttribute));
    for (const island of asleep) island.removeAttribute(wokenIslandAttribute);
    root.removeAttribute(sectionsLoadingAttribute);
    // An island the visitor reaches for wakes again at the next reach; the others after a wait.
    const again = asleep.filter((island) => wakeOf(island) !== "interaction");
    if (again.length === 0) return;
    window.setTimeout(() => again.forEach(wake), retryMs((failures.get(url) ?? 1) - 1));
  };
  const load = (url: string) => {
    if (asked.has(url)) return;
    asked.add(url);
    const script = document.createElement("script");
    script.type = "module";
    script.src = address(url);
    script.addEventListener("error", () => {
      script.remove();
      lost(url);
    });
    document.head.append(script);
  };
  const wake = (island: Element) => {
    const url = scriptOf(island);
    if (!url || island.hasAttribute(wokenIslandAttribute)) return;
    island.setAttribute(wokenIslandAttribute, "");
    root.toggleAttribute(sectionsLoadingAttribute, true);
    load(url);
    document.dispatchEvent(new Event(islandWakeEvent));
  };
  const reach = (target: EventTarget | null) => {
    const reached = target instanceof Element ? target.closest(`[${islandAttribute}]`) : null;
    if (!reached || wakeOf(reached) !== "interaction") return;
    for (const island of document.querySelectorAll(`[${islandWakeAttribute}="interaction"]`)) {
      wake(island);
    }
  };
  const visible = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visible.unobserve(entry.target);
      const island = entry.target.closest(`[${islandAttribute}]`);
      if (island) wake(island);
    }
  });
  const seen = new WeakSet<Element>();
  /** Each island not woken yet, by its `wake` (interaction: the listeners below). */
  function settle(): void {
    for (const island of document.querySelectorAll(`[${islandAttribute}]`)) {
      const when = wakeOf(island);
      if (when === "load") wake(island);
      // The first read of the local storage is slow on a phone: after the page's script's task.
      if (when === "stored-login") inNextTask(() => hasStoredCredentials() && wake(island));
      if (seen.has(island)) continue;
      seen.add(island);
      if (when === "idle") whenIdle(() => wake(island));
      // An island has no box of its own (display: contents): its first element has.
      if (when === "visible") visible.observe(island.firstElementChild ?? island);
    }
  }
  for (const type of reachingEvents) {
    document.addEventListener(type, (event) => reach(event.target), true);
  }
  settle();
  // The focus may be in a form already: the visitor tapped it while the page was still parsing.
  reach(document.activeElement);
  const preload = () => {
    const urls = new Set(
      [...document.querySelectorAll(`[${islandAttribute}]`)]
        .filter((island) => wakeOf(island) !== "stored-login")
        .map(scriptOf),
    );
    for (const url of urls) {
      if (!url || asked.has(url)) continue;
      // Fetched and compiled ahead, off the main thread; run only when an island wakes.
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = url;
      link.addEventListener("error", () => failed(url));
      document.head.append(link);
    }
  };
  if (document.readyState === "complete") inNextTask(preload);
  else window.addEventListener("load", preload, { once: true });
  return settle;
}
