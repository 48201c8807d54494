import { useEffect, useState } from "react";

/**
 * A module loaded after the page has hydrated, e.g. the team's parts of a public page: it stays
 * out of the page's initial JavaScript (its budget: scripts/bundle-sizes.ts). Null on the server
 * and until the module is there. Not for what a visitor form needs to be sent: that comes with
 * the form's section (lazy-section.tsx), so the form is sendable as soon as it shows. Pass a
 * loader defined once, outside the component.
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
