import { startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { isLocale } from "../../core/locale.ts";
import { sectionsLoadingAttribute } from "../components/sections-loading.ts";
import {
  hydratedIslandAttribute,
  islandAttribute,
  islandIdPrefix,
  islandPropsAttribute,
} from "./island-attributes.ts";
import { IslandRoot } from "./island-root.tsx";
import type { IslandComponents } from "./island-components.ts";

/**
 * What an islands' script (hydrate-*.tsx) runs: hydrates each island of the page that is one of
 * the `components` it loads (island.tsx) in a React root of its own, without React Router. The
 * phone's main thread gets a break between the steps: React's own modules run in the script's
 * task, the islands' modules in the next one, and the hydration in a transition, as React Router
 * hydrates its pages, so that React yields to the visitor's taps every few milliseconds.
 */
export async function hydrateIslands(load: () => Promise<IslandComponents>): Promise<void> {
  await nextTask();
  // The script is one file (vite.config.ts): this runs the islands' modules, fetching nothing.
  const components = await load();
  const root = document.documentElement;
  const locale = isLocale(root.lang) ? root.lang : "de";
  const waiting = new Set<Element>();
  // A page's islands come from one script (islands.ts), so its own being done means all are.
  const done = () => root.removeAttribute(sectionsLoadingAttribute);
  for (const element of document.querySelectorAll(`[${islandAttribute}]`)) {
    const name = element.getAttribute(islandAttribute);
    if (!name || !Object.hasOwn(components, name) || element.hasAttribute(hydratedIslandAttribute))
      continue;
    // The props the server rendered this very component with (island.tsx), so they fit it.
    const Component = components[name] as ComponentType<object>;
    const props = JSON.parse(element.getAttribute(islandPropsAttribute) ?? "{}") as object;
    waiting.add(element);
    const hydrated = () => {
      element.setAttribute(hydratedIslandAttribute, "");
      waiting.delete(element);
      if (waiting.size === 0) done();
    };
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot locale={locale} onHydrated={hydrated}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: islandIdPrefix(name) },
      );
    });
  }
  if (waiting.size === 0) done();
}

/** Resolves in a task of its own: a message to itself, as React's scheduler yields (no timer). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
