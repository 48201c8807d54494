/** What names the islands in the server's HTML and marks them in the browser (island.tsx). */

/** The `identifierPrefix` of an island's root on both sides (app/islands/preact/react.ts). */
export const islandIdPrefix = (name: string) => `${name}-`;

/** The attribute that names the island in the server's HTML (`data-island="postcard"`). */
export const islandAttribute = "data-island";

/** The island's props as JSON, where it has any. */
export const islandPropsAttribute = "data-island-props";

/** The URL of the islands' script that hydrates it (islands.ts). */
export const islandScriptAttribute = "data-island-script";

/** `load` on an island that hydrates as soon as the page has loaded, not on the first reach. */
export const islandWakeAttribute = "data-island-wake";

/** Set on an island once it has hydrated (the browser tests wait for it). */
export const hydratedIslandAttribute = "data-island-hydrated";
