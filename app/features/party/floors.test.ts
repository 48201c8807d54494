import { describe, expect, it } from "vitest";
import { hotspotIds } from "../../../core/content/pages.ts";
import { floors, hotspotNumbers } from "./floors.ts";

describe("floor plan hotspots", () => {
  it("places every hotspot exactly once, inside the plan", () => {
    const placed = floors.flatMap((floor) => floor.hotspots);
    expect(placed.map((spot) => spot.id).sort()).toEqual([...hotspotIds].sort());
    for (const spot of placed) {
      expect(spot.x).toBeGreaterThan(0);
      expect(spot.x).toBeLessThan(100);
      expect(spot.y).toBeGreaterThan(0);
      expect(spot.y).toBeLessThan(100);
    }
  });
  it("numbers the pins 1 to 12 across both floors", () => {
    const numbers = hotspotNumbers();
    expect([...numbers.values()]).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(numbers.get("toilet")).toBe(1);
  });
  it("keeps pins of one row far enough apart that their name labels do not overlap", () => {
    // A label is about a quarter of the plan wide and a tenth of it high on a desktop.
    for (const floor of floors) {
      for (const [index, a] of floor.hotspots.entries()) {
        for (const b of floor.hotspots.slice(index + 1)) {
          const sameRow = Math.abs(a.y - b.y) < 10;
          if (sameRow) expect(Math.abs(a.x - b.x), `${a.id} and ${b.id}`).toBeGreaterThan(26);
        }
      }
    }
  });
});
