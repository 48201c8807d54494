/** The waiting room's island's script (islands.ts), loaded as soon as the order page has loaded. */
import { hydrateIslands } from "./hydrate-islands.tsx";

void hydrateIslands(async () => (await import("./waiting-room-islands.ts")).waitingRoomIslands);
