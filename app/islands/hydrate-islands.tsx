import { startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { isLocale } from "../../core/locale.ts";
import { sectionsLoadingAttribute } from "../components/sections-loading.ts";
import {
  hydratedIslandAttribute,
  islandAttribute,
  islandIdPrefix,
  islandPropsAttribute,
  islandWakeEvent,
  wokenIslandAttribute,
} from "./island-attributes.ts";
import { IslandRoot } from "./island-root.tsx";
import { inNextTask } from "./next-task.ts";
import type { IslandComponents } from "./island-components.ts";

/**
 * What an islands' script (hydrate-*.tsx) runs: hydrates each woken island of the page
 * (wake-islands.ts) that is one of the `components` it loads (island.tsx) in a root of its own,
 * without React Router, now and as more wake. It runs on Preact, in development as in the build
 * (vite.config.ts, app/islands/preact/). The phone's main thread gets a break between the steps:
 * the runtime's own modules run in the script's task, the islands' modules in the next one.
 */
export async function hydrateIslands(load: () => Promise<IslandComponents>): Promise<void> {
  await nextTask();
  // The script is one file (vite.config.ts): this runs the islands' modules, fetching nothing.
  const components = await load();
  const root = document.documentElement;
  const locale = isLocale(root.lang) ? root.lang : "de";
  const started = new WeakSet<Element>();
  // Several scripts may be on their way: the page is done when every woken island is.
  const done = () => {
    if (!document.querySelector(`[${wokenIslandAttribute}]:not([${hydratedIslandAttribute}])`))
      root.removeAttribute(sectionsLoadingAttribute);
  };
  const hydrateWoken = () => {
    for (const element of document.querySelectorAll(`[${wokenIslandAttribute}]`)) {
      const name = element.getAttribute(islandAttribute);
      if (!name || !Object.hasOwn(components, name) || started.has(element)) continue;
      started.add(element);
      // The props the server rendered this very component with (island.tsx), so they fit it.
      const Component = components[name] as ComponentType<object>;
      const props = JSON.parse(element.getAttribute(islandPropsAttribute) ?? "{}") as object;
      const hydrated = () => {
        element.setAttribute(hydratedIslandAttribute, "");
        done();
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
    done();
  };
  document.addEventListener(islandWakeEvent, hydrateWoken);
  hydrateWoken();
}

/** Resolves in a task of its own (no timer). */
function nextTask(): Promise<void> {
  return new Promise(inNextTask);
}
