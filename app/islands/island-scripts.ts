import type { IslandScript } from "./islands.ts";
// Vite's worker bundling makes each islands' script one file of its own, sharing no chunk with
// the React pages; it runs as a module script, not as a
// worker.
import forms from "./hydrate-forms.tsx?worker&url";
import hotelLinks from "./hydrate-hotel-links.tsx?worker&url";
import links from "./hydrate-links.tsx?worker&url";
import screensaver from "./hydrate-screensaver.tsx?worker&url";
import team from "./hydrate-team.tsx?worker&url";
import waitingRoom from "./hydrate-waiting-room.tsx?worker&url";

/** Each islands' script's URL (islands.ts), which the server writes beside its islands. */
export const islandScripts: Record<IslandScript, string> = {
  forms,
  "waiting-room": waitingRoom,
  links,
  "hotel-links": hotelLinks,
  screensaver,
  team,
};
