import { ScreensaverView } from "../features/screensaver/screensaver-view.tsx";
import type { IslandComponents } from "./island-components.ts";

/** The screensaver's slideshow, hydrated as soon as the page has loaded (hydrate-screensaver.tsx). */
export const screensaverIslands = {
  screensaver: ScreensaverView,
} satisfies IslandComponents;
