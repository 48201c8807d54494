/** The screensaver's islands' script (islands.ts), loaded as soon as its page has loaded. */
import { hydrateIslands } from "./hydrate-islands.tsx";

void hydrateIslands(async () => (await import("./screensaver-islands.ts")).screensaverIslands);
