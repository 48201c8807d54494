import { use, type ComponentType } from "react";
import { preloadModule } from "react-dom";
import { useLocale } from "../i18n/messages.ts";
import {
  islandAttribute,
  islandIdPrefix,
  islandPropsAttribute,
  islandScriptAttribute,
  islandWakeAttribute,
} from "./island-attributes.ts";
import { IslandRoot } from "./island-root.tsx";
import { islandScripts } from "./island-scripts.ts";
import type { IslandScript, IslandsByScript, IslandWake } from "./islands.ts";

/** Where a page uses an island, it says when the island wakes (islands.ts). */
export interface WakeProp {
  wake: IslandWake;
}

/**
 * A part of a visitor page that hydrates on its own: the server renders it in a React root of its
 * own inside `<div data-island>`, with its props as JSON beside it (so they must be plain data),
 * the URL of the islands' `script` that hydrates it (islands.ts, where it is registered under
 * `name`) and the `wake` the page gives it (`<PostcardForm wake="interaction" />`), which
 * wake-islands.ts follows. Visitor pages are rendered by the server only (React Router's client
 * runs only under /admin, and loads any other page as a document), so the browser's build of a
 * visitor page's module never renders one.
 */
export function island<P extends object, S extends IslandScript>(
  script: S,
  name: IslandsByScript[S],
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & WakeProp> {
  if (import.meta.env.SSR) return serverIsland(script, name, load);
  return function BrowserIsland(): never {
    throw new Error(`The island ${name} is rendered by the server only`);
  };
}

/** The server's side: only its build carries `react-dom/server` (`import.meta.env.SSR`). */
function serverIsland<P extends object>(
  script: IslandScript,
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & WakeProp> {
  const ready = Promise.all([load(), import("react-dom/server")]);
  return function Island({ wake, ...rest }: P & WakeProp) {
    const props = rest as P;
    const locale = useLocale();
    const [Loaded, { renderToString }] = use(ready);
    // Asked for with the page, so that it is compiled by the time the page has loaded.
    if (wake === "load") preloadModule(islandScripts[script]);
    const html = renderToString(
      <IslandRoot locale={locale}>
        <Loaded {...props} />
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(name) },
    );
    const attributes = {
      [islandAttribute]: name,
      [islandPropsAttribute]: Object.keys(props).length > 0 ? JSON.stringify(props) : undefined,
      [islandScriptAttribute]: islandScripts[script],
      [islandWakeAttribute]: wake,
    };
    return <div className="island" {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
  };
}
