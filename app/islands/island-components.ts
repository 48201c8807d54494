import type { ComponentType } from "react";

/**
 * An islands' script's registry (islands.ts): the parts of reading pages that React hydrates in
 * the browser (island.tsx), by name. A component here takes plain data as props (they travel as
 * JSON) and needs no router: it is hydrated in a root of its own, without React Router.
 */
export type IslandComponents = Record<string, ComponentType<never>>;
