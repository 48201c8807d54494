import { describe, expect, it } from "vitest";
import {
  fadeOutStartMs,
  firstPosition,
  nextPosition,
  shouldReload,
  slideCount,
  slideDurationMs,
  type SlideshowPosition,
} from "./screensaver.ts";

describe("screensaver timing", () => {
  it("shows the logo 60 s and every other slide 20 s", () => {
    expect(slideCount).toBe(6);
    expect(slideDurationMs(0)).toBe(60_000);
    for (let index = 1; index < slideCount; index++) expect(slideDurationMs(index)).toBe(20_000);
  });

  it("starts fading out 1.5 s before a slide ends", () => {
    expect(fadeOutStartMs(0)).toBe(58_500);
    expect(fadeOutStartMs(3)).toBe(18_500);
  });

  it("runs the slides in order and wraps from 5 to 0, counting the cycle", () => {
    const seen: number[] = [];
    let position: SlideshowPosition = firstPosition;
    for (let step = 0; step < 7; step++) {
      seen.push(position.index);
      position = nextPosition(position);
    }
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 0]);
    expect(position).toEqual({ index: 1, cycles: 1 });
  });

  it("reloads only after more than 5 full cycles", () => {
    let position: SlideshowPosition = firstPosition;
    let steps = 0;
    while (!shouldReload(position)) {
      position = nextPosition(position);
      steps++;
    }
    expect(steps).toBe(6 * slideCount);
    expect(position).toEqual({ index: 0, cycles: 6 });
    expect(shouldReload({ index: 5, cycles: 5 })).toBe(false);
  });

  it("tries again at the start of every further cycle, not at every slide", () => {
    expect(shouldReload({ index: 0, cycles: 7 })).toBe(true);
    expect(shouldReload({ index: 1, cycles: 6 })).toBe(false);
    expect(shouldReload({ index: 3, cycles: 7 })).toBe(false);
  });
});
