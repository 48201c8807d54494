import { use, type ComponentType } from "react";
import { lazySection } from "../components/lazy-section.tsx";
import { useLocale } from "../i18n/messages.ts";
import { useReadingPage } from "../reading-page/reading-page.ts";
import { islandAttribute, islandIdPrefix, islandPropsAttribute } from "./island-attributes.ts";
import { IslandRoot } from "./island-root.tsx";
import type { IslandName } from "./islands.ts";

/**
 * A form section that a reading page hydrates only once the visitor reaches for it
 * (docs/decisions/0055-forms-as-islands.md): the server renders it in a React root of its own
 * inside `<div data-island>`, with its props as JSON beside it (so they must be plain data), which
 * the islands' script (hydrate-islands.tsx, registered in islands.ts under `name`) hydrates. On a
 * React page (a team member's browser, or after a client-side navigation) it is the
 * `lazySection` of `load`, as before.
 */
export function island<P extends object>(
  name: IslandName,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Section = lazySection(load);
  return import.meta.env.SSR ? serverIsland(name, load, Section) : Section;
}

/** The server's side: only its build carries `react-dom/server` (`import.meta.env.SSR`). */
function serverIsland<P extends object>(
  name: IslandName,
  load: () => Promise<ComponentType<P>>,
  Section: ComponentType<P>,
): ComponentType<P> {
  const ready = Promise.all([load(), import("react-dom/server")]);
  return function Island(props: P) {
    const reading = useReadingPage();
    const locale = useLocale();
    const [Loaded, { renderToString }] = use(ready);
    if (!reading) return <Section {...props} />;
    const html = renderToString(
      <IslandRoot locale={locale}>
        <Loaded {...props} />
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(name) },
    );
    const attributes = {
      [islandAttribute]: name,
      [islandPropsAttribute]: Object.keys(props).length > 0 ? JSON.stringify(props) : undefined,
    };
    return <div className="island" {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
  };
}
