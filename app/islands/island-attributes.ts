/** What names the islands in the server's HTML and marks them in the browser (island.tsx). */

/** The `identifierPrefix` of an island's root on both sides. */
export const islandIdPrefix = (name: string) => `${name}-`;

/** The attribute that names the island in the server's HTML (`data-island="postcard"`). */
export const islandAttribute = "data-island";

/** The island's props as JSON, where it has any. */
export const islandPropsAttribute = "data-island-props";

/** Set on an island once it has hydrated (the browser tests wait for it). */
export const hydratedIslandAttribute = "data-island-hydrated";
