/** The hotel form links' islands' script (islands.ts), loaded as soon as such a page has loaded. */
import { hydrateIslands } from "./hydrate-islands.tsx";

void hydrateIslands(async () => (await import("./hotel-link-islands.ts")).hotelLinkIslands);
