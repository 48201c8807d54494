import type { ComponentType } from "react";
import type { formIslands } from "./form-islands.ts";
import type { waitingRoomIslands } from "./waiting-room-islands.ts";

/**
 * The parts of reading pages that React hydrates in the browser (island.tsx), by name. A
 * component here takes plain data as props (they travel as JSON) and needs no router: it is
 * hydrated in a root of its own, without React Router.
 */
export type IslandComponents = Record<string, ComponentType<never>>;

/**
 * The islands' scripts, each with the names of the islands it hydrates: the forms, which wake
 * when the visitor reaches for one, and the waiting room, which wakes at once. Each script
 * carries React DOM and its own islands only (hydrate-*.tsx, built on their own by Vite).
 */
export interface IslandsByScript {
  forms: keyof typeof formIslands;
  "waiting-room": keyof typeof waitingRoomIslands;
}

export type IslandScript = keyof IslandsByScript;

/**
 * When each script's islands wake (wake-islands.ts): at the visitor's first reach for one, or as
 * soon as the page has loaded, for a part that works on its own from the start (the waiting
 * room's polling).
 */
export const islandWake: Record<IslandScript, "reach" | "load"> = {
  forms: "reach",
  "waiting-room": "load",
};
