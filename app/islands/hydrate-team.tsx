/** The team member's islands' script (islands.ts), loaded only where a login is stored. */
import { hydrateIslands } from "./hydrate-islands.tsx";

void hydrateIslands(async () => (await import("./team-islands.ts")).teamIslands);
