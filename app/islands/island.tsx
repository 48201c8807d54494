import { use, type ComponentType } from "react";
import { lazySection } from "../components/lazy-section.tsx";
import { useLocale } from "../i18n/messages.ts";
import { useReadingPage } from "../reading-page/reading-page.ts";
import { islandAttribute, islandIdPrefix } from "./island-attributes.ts";
import { IslandRoot } from "./island-root.tsx";
import type { IslandName } from "./islands.ts";

/**
 * A form section that a reading page hydrates only once the visitor reaches for it
 * (docs/decisions/0055-forms-as-islands.md): the server renders it in a React root of its own
 * inside `<div data-island>`, which the islands' script (hydrate-islands.tsx, registered in
 * islands.ts under `name`) hydrates. On a React page (a team member's browser, or after a
 * client-side navigation) it is the `lazySection` of `load`, as before.
 */
export function island(name: IslandName, load: () => Promise<ComponentType>): ComponentType {
  const Section = lazySection(load);
  return import.meta.env.SSR ? serverIsland(name, load, Section) : Section;
}

/** The server's side: only its build carries `react-dom/server` (`import.meta.env.SSR`). */
function serverIsland(
  name: IslandName,
  load: () => Promise<ComponentType>,
  Section: ComponentType,
): ComponentType {
  const ready = Promise.all([load(), import("react-dom/server")]);
  return function Island() {
    const reading = useReadingPage();
    const locale = useLocale();
    const [Loaded, { renderToString }] = use(ready);
    if (!reading) return <Section />;
    const html = renderToString(
      <IslandRoot locale={locale}>
        <Loaded />
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(name) },
    );
    return (
      <div
        className="island"
        {...{ [islandAttribute]: name }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  };
}
