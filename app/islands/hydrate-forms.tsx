/** The forms' islands' script (islands.ts), loaded when the visitor reaches for a form. */
import { hydrateIslands } from "./hydrate-islands.tsx";

void hydrateIslands(async () => (await import("./form-islands.ts")).formIslands);
