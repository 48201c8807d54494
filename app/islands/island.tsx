import { use, type ComponentType } from "react";
import { preloadModule } from "react-dom";
import { lazySection } from "../components/lazy-section.tsx";
import { useLocale } from "../i18n/messages.ts";
import { useReadingPage } from "../reading-page/reading-page.ts";
import {
  islandAttribute,
  islandIdPrefix,
  islandPropsAttribute,
  islandScriptAttribute,
  islandWakeAttribute,
} from "./island-attributes.ts";
import { IslandRoot } from "./island-root.tsx";
import { islandScripts } from "./island-scripts.ts";
import { islandWake, type IslandScript, type IslandsByScript } from "./islands.ts";

/**
 * A section that a reading page hydrates on its own (docs/decisions/0055-forms-as-islands.md):
 * the server renders it in a React root of its own inside `<div data-island>`, with its props as
 * JSON beside it (so they must be plain data) and the URL of the islands' `script` that hydrates
 * it (islands.ts, where it is registered under `name`), which the page loads when the visitor
 * reaches for a form, or at once for the waiting room (wake-islands.ts). On a React page (a team
 * member's browser, or after a client-side navigation) it is the `lazySection` of `load`, as
 * before.
 */
export function island<P extends object, S extends IslandScript>(
  script: S,
  name: IslandsByScript[S],
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Section = lazySection(load);
  return import.meta.env.SSR ? serverIsland(script, name, load, Section) : Section;
}

/** The server's side: only its build carries `react-dom/server` (`import.meta.env.SSR`). */
function serverIsland<P extends object>(
  script: IslandScript,
  name: string,
  load: () => Promise<ComponentType<P>>,
  Section: ComponentType<P>,
): ComponentType<P> {
  const ready = Promise.all([load(), import("react-dom/server")]);
  return function Island(props: P) {
    const reading = useReadingPage();
    const locale = useLocale();
    const [Loaded, { renderToString }] = use(ready);
    if (!reading) return <Section {...props} />;
    // Asked for with the page, so that it is compiled by the time the page has loaded.
    if (islandWake[script] === "load") preloadModule(islandScripts[script]);
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
      [islandWakeAttribute]: islandWake[script] === "load" ? "load" : undefined,
    };
    return <div className="island" {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
  };
}
