import { useEffect, useState } from "react";

/**
 * A module loaded after the page has hydrated, e.g. the schemas a form checks its input with:
 * they stay out of the page's initial JavaScript (its budget: scripts/bundle-sizes.ts). Null on
 * the server and until the module is there; a form counts as not yet valid meanwhile, as it
 * does when empty. Pass a loader defined once, outside the component.
 */
export function useLazyModule<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    let current = true;
    void load().then((module) => {
      if (current) setLoaded(() => module);
    });
    return () => {
      current = false;
    };
  }, [load]);
  return loaded;
}
