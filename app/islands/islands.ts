import type { formIslands } from "./form-islands.ts";
import type { hotelLinkIslands } from "./hotel-link-islands.ts";
import type { linkIslands } from "./link-islands.ts";
import type { screensaverIslands } from "./screensaver-islands.ts";
import type { teamIslands } from "./team-islands.ts";
import type { waitingRoomIslands } from "./waiting-room-islands.ts";

/**
 * The islands' scripts, each with the names of the islands it hydrates. Each script is one file
 * with its runtime and its own islands only (hydrate-*.tsx), so a page fetches only what its
 * islands need: the forms', the waiting room's, the views behind a mail's link (the hotel form's
 * apart), the screensaver's
 * slideshow, and the team member's parts (footer, ticket banner and buy links).
 */
export interface IslandsByScript {
  forms: keyof typeof formIslands;
  "waiting-room": keyof typeof waitingRoomIslands;
  links: keyof typeof linkIslands;
  "hotel-links": keyof typeof hotelLinkIslands;
  screensaver: keyof typeof screensaverIslands;
  team: keyof typeof teamIslands;
}

export type IslandScript = keyof IslandsByScript;

/**
 * When an island wakes (its script is loaded and hydrates it), declared where the page uses it,
 * as Astro's `client:*` directives are (wake-islands.ts):
 * - `load`: as soon as the page has loaded, for a part that works on its own from the start (the
 *   waiting room's polling, a mail link's call, the slideshow); its script is preloaded;
 * - `idle`: once the browser is idle after the load;
 * - `visible`: when it scrolls into view;
 * - `interaction`: at the visitor's first reach (touch, click, focus, typing) for one of the
 *   page's islands that wake so: the forms, whose submit buttons are disabled until then;
 * - `stored-login`: as soon as the page has loaded, but only where a team login is stored in this
 *   browser: no visitor loads its script.
 */
export type IslandWake = "load" | "idle" | "visible" | "interaction" | "stored-login";
