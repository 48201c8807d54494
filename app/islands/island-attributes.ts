/** What names the islands in the server's HTML and marks them in the browser (island.tsx). */

/** The `identifierPrefix` of an island's root on both sides (app/islands/preact/react.ts). */
export const islandIdPrefix = (name: string) => `${name}-`;

/** The attribute that names the island in the server's HTML (`data-island="postcard"`). */
export const islandAttribute = "data-island";

/** The island's props as JSON, where it has any. */
export const islandPropsAttribute = "data-island-props";

/** The URL of the islands' script that hydrates it (islands.ts). */
export const islandScriptAttribute = "data-island-script";

/** When it wakes, as the page that uses it declared (`IslandWake`, islands.ts). */
export const islandWakeAttribute = "data-island-wake";

/** Set on an island once it has woken: its script is asked for and hydrates it when it runs. */
export const wokenIslandAttribute = "data-island-woken";

/** Set on an island once it has hydrated (the browser tests wait for it). */
export const hydratedIslandAttribute = "data-island-hydrated";

/** Sent on the document when an island wakes, for a script that is already running. */
export const islandWakeEvent = "island-wake";
