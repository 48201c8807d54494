import type { formIslands } from "./form-islands.ts";
import type { linkIslands } from "./link-islands.ts";
import type { screensaverIslands } from "./screensaver-islands.ts";
import type { waitingRoomIslands } from "./waiting-room-islands.ts";

/**
 * The islands' scripts, each with the names of the islands it hydrates: the forms, which wake
 * when the visitor reaches for one; the waiting room, the views behind a mail's link and the
 * screensaver's slideshow, which wake at once. Each script carries its runtime (Preact,
 * vite.config.ts) and its own islands only (hydrate-*.tsx, built on their own by Vite).
 */
export interface IslandsByScript {
  forms: keyof typeof formIslands;
  "waiting-room": keyof typeof waitingRoomIslands;
  links: keyof typeof linkIslands;
  screensaver: keyof typeof screensaverIslands;
}

export type IslandScript = keyof IslandsByScript;

/**
 * When each script's islands wake (wake-islands.ts): at the visitor's first reach for one, or as
 * soon as the page has loaded, for a part that works on its own from the start (the waiting
 * room's polling, a mail link's call).
 */
export const islandWake: Record<IslandScript, "reach" | "load"> = {
  forms: "reach",
  "waiting-room": "load",
  links: "load",
  screensaver: "load",
};
