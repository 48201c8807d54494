import { useMatches } from "react-router";
import type { IslandScript } from "../islands/islands.ts";

/**
 * The `handle` of a reading page's route module (`{ readingPage: true } satisfies
 * ReadingPageHandle`, written out in each, so that the React pages' shared code does not carry
 * it): the server renders the page, the browser gets no React or React Router, only the small
 * script of `enhance.ts` for the few live parts
 * (docs/decisions/0048-reading-pages-without-the-framework.md). Only the server renders such a
 * page, so what depends on it is chosen by `import.meta.env.SSR` and stays out of the browser's
 * build.
 */
export interface ReadingPageHandle {
  readingPage: true;
  /**
   * Its islands' script (app/islands/islands.ts): the forms' is fetched once the page has loaded
   * and run when the visitor reaches for one, the waiting room's run at once. Said here for the
   * bundle report, which counts it.
   */
  islands?: IslandScript;
}

/** Whether a route's `handle` is `readingPage` (also read from the build by the bundle report). */
export function isReadingHandle(handle: unknown): handle is ReadingPageHandle {
  return typeof handle === "object" && handle !== null && "readingPage" in handle;
}

/**
 * Whether the page being rendered is a reading page: its deepest route says so, whatever the
 * request's cookies (a team member's parts are islands too, app/islands/team-islands.ts).
 */
export function useReadingPage(): boolean {
  return isReadingHandle(useMatches().at(-1)?.handle);
}
