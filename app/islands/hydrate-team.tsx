/**
 * The team member's islands' script (islands.ts), loaded only where a login is stored and on the
 * login's return (/auth).
 */
import { hydrateIslands } from "./hydrate-islands.tsx";

void hydrateIslands(async () => (await import("./team-islands.ts")).teamIslands);
