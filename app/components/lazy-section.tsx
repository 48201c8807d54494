import { lazy, Suspense, type ComponentType } from "react";

/**
 * A part of a page whose code loads after the page in the browser (a form below the fold: its
 * fields, schemas and API calls), kept out of the page's initial JavaScript (the budget in
 * scripts/bundle-sizes.ts). The server loads it when the page module loads and renders it at
 * once, so the HTML always contains it, also for visitors without JavaScript; the browser
 * hydrates it when its code is there. Each side keeps one component type, so the browser never
 * swaps it (and what the visitor typed) later.
 */
export function lazySection<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = async () => (loaded ??= await load());
  if (import.meta.env.SSR) void preload();
  const Lazy = lazy(async () => ({ default: await preload() }));
  return function LazySection(props: P) {
    const Section = import.meta.env.SSR && loaded ? loaded : Lazy;
    return (
      <Suspense fallback={null}>
        <Section {...props} />
      </Suspense>
    );
  };
}
