/**
 * The islands' script: hydrates every island of a reading page (island.tsx) in a React root of
 * its own, without React Router. Bundled on its own by Vite (root.tsx imports its URL); the
 * reading page's script loads it once the visitor reaches for an island (wake-islands.ts).
 */
import type { ComponentType } from "react";
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
import { islandComponents, type IslandName } from "./islands.ts";

const root = document.documentElement;
const locale = isLocale(root.lang) ? root.lang : "de";
const isIslandName = (name: string | null): name is IslandName =>
  name !== null && Object.hasOwn(islandComponents, name);

const waiting = new Set<Element>();
for (const element of document.querySelectorAll(`[${islandAttribute}]`)) {
  const name = element.getAttribute(islandAttribute);
  if (!isIslandName(name) || element.hasAttribute(hydratedIslandAttribute)) continue;
  // The props the server rendered this very component with (island.tsx), so they fit it.
  const Component = islandComponents[name] as ComponentType<object>;
  const props = JSON.parse(element.getAttribute(islandPropsAttribute) ?? "{}") as object;
  waiting.add(element);
  const hydrated = () => {
    element.setAttribute(hydratedIslandAttribute, "");
    waiting.delete(element);
    if (waiting.size === 0) root.removeAttribute(sectionsLoadingAttribute);
  };
  hydrateRoot(
    element,
    <IslandRoot locale={locale} onHydrated={hydrated}>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix: islandIdPrefix(name) },
  );
}
if (waiting.size === 0) root.removeAttribute(sectionsLoadingAttribute);
