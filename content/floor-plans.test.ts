import { describe, expect, it } from "vitest";
import { hotspotIds, partyPageSchema } from "../core/content/pages.ts";
import { loadContent } from "../server/content/load.ts";

const content = loadContent();
const munichPlan = content.munich.pages.party!.plan!;

describe("floor plans", () => {
  it("are each city's own: Munich's club has one, Essen's and Hamburg's venues none yet", () => {
    expect(content.munich.pages.party?.plan).toBeDefined();
    expect(content.essen.pages.party?.plan).toBeUndefined();
    expect(content.hamburg.pages.party?.plan).toBeUndefined();
  });
  it("place every area of Munich's club once", () => {
    const placed = munichPlan.floors.flatMap((floor) => floor.hotspots);
    expect(placed.map((spot) => spot.id).sort()).toEqual([...hotspotIds].sort());
  });
  it("refuse an area placed twice", () => {
    const party = content.munich.pages.party!;
    const [ground, upper] = munichPlan.floors;
    const twice = { ...upper!, hotspots: [...upper!.hotspots, ground!.hotspots[0]!] };
    const result = partyPageSchema.safeParse({
      ...party,
      plan: { ...munichPlan, floors: [ground, twice] },
    });
    expect(result.success).toBe(false);
  });
  it("keep pins of one row far enough apart that their name labels do not overlap", () => {
    // A label is about a quarter of the plan wide and a tenth of it high on a desktop.
    for (const floor of munichPlan.floors) {
      for (const [index, a] of floor.hotspots.entries()) {
        for (const b of floor.hotspots.slice(index + 1)) {
          const sameRow = Math.abs(a.y - b.y) < 10;
          if (sameRow) expect(Math.abs(a.x - b.x), `${a.id} and ${b.id}`).toBeGreaterThan(26);
        }
      }
    }
  });
});
