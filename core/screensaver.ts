/**
 * Timing of the screensaver slideshow (spec section 4): six slides in order, wrapping; slide 0
 * (the moving logo) stays 60 s, the others 20 s. Each slide fades in 200 ms after it starts and
 * fades out over its last 1.5 s. Once more than 5 full cycles have run the page reloads, so
 * display screens pick up new content and new builds without anyone touching them; while the
 * network is down it keeps cycling and tries again at the start of every further cycle.
 */

/** The screensaver's address; its service worker's scope (docs/decisions/0038-…). */
export const screensaverPath = "/screensaver";
/** The worker script: inside the page's path, so its scope can be the page and nothing else. */
export const screensaverWorkerPath = "/screensaver/sw.js";

export const slideCount = 6;
export const fadeInDelayMs = 200;
export const fadeOutMs = 1_500;
export const maxCycles = 5;

export function slideDurationMs(index: number): number {
  return index === 0 ? 60_000 : 20_000;
}

/** Milliseconds after a slide's start at which its fade-out begins. */
export function fadeOutStartMs(index: number): number {
  return slideDurationMs(index) - fadeOutMs;
}

export interface SlideshowPosition {
  index: number;
  /** Full cycles completed since the page loaded. */
  cycles: number;
}

export const firstPosition: SlideshowPosition = { index: 0, cycles: 0 };

/** The slide after `position`; wrapping from the last slide to slide 0 completes a cycle. */
export function nextPosition({ index, cycles }: SlideshowPosition): SlideshowPosition {
  const next = (index + 1) % slideCount;
  return { index: next, cycles: next === 0 ? cycles + 1 : cycles };
}

/** True at the start of every cycle after the fifth: the moments to reload (if the network answers). */
export function shouldReload(position: SlideshowPosition): boolean {
  return position.index === 0 && position.cycles > maxCycles;
}
