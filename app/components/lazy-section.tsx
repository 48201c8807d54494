import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { sectionsLoadingAttribute } from "./sections-loading.ts";

/** Sections whose code is still on its way. */
let loading = 0;
function sectionsLoading(change: 1 | -1): void {
  loading += change;
  document.documentElement.toggleAttribute(sectionsLoadingAttribute, loading > 0);
}

/** Counts a section from its first render in the browser until it has hydrated. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => sectionsLoading(-1), []);
  return children;
}

/**
 * A part of a page whose code loads after the page in the browser (a form below the fold: its
 * fields, schemas and API calls), kept out of the page's initial JavaScript (the budget in
 * scripts/bundle-sizes.ts). The server loads it with the page module and renders it at once
 * (the page cache renders whole pages), so the HTML always contains it, also for visitors
 * without JavaScript; the browser hydrates it when its code is there, and marks the document
 * meanwhile (the browser tests wait for that). Each side keeps one component type, so the
 * browser never swaps it (and what the visitor typed) later.
 *
 * Until its code is there the section is the server's HTML, which the visitor may already be
 * typing into. Should the page render it again meanwhile with new props (the ticket page does on
 * every tick of its clock), React could not hydrate it and would replace that HTML with an empty
 * form; so the section renders again only when its props change.
 */
export function lazySection<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = async () => (loaded ??= await load());
  if (import.meta.env.SSR) void preload();
  const Lazy = lazy(async () => ({ default: await preload() }));
  return memo(function LazySection(props: P) {
    useState(() => {
      if (!import.meta.env.SSR) sectionsLoading(1);
    });
    if (import.meta.env.SSR && loaded) {
      const Section = loaded;
      return (
        <Suspense fallback={null}>
          <Section {...props} />
        </Suspense>
      );
    }
    return (
      <Suspense fallback={null}>
        <Hydrated>
          <Lazy {...props} />
        </Hydrated>
      </Suspense>
    );
  });
}
