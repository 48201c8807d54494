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
import { inNextTask } from "./next-task.ts";
import type { IslandComponents } from "./island-components.ts";

/**
 * What an islands' script (hydrate-*.tsx) runs: hydrates each island of the page that is one of
 * the `components` it loads (island.tsx) in a root of its own, without React Router. The built
 * scripts run it on Preact (vite.config.ts, app/islands/preact/), the development server on
 * React. The phone's main thread gets a break between the steps: the runtime's own modules run in
 * the script's task, the islands' modules in the next one, and on React the hydration in a
 * transition, as React Router hydrates its pages, so that React yields to taps.
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

/** Resolves in a task of its own (no timer). */
function nextTask(): Promise<void> {
  return new Promise(inNextTask);
}
