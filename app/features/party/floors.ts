import type { HotspotId } from "../../../core/content/pages.ts";

export interface HotspotPlacement {
  id: HotspotId;
  /** Centre of the pin in percent of the floor's plan (600 × 420 view of floor-plan.svg). */
  x: number;
  y: number;
}

export interface Floor {
  /** Section of party.json whose text describes this floor. */
  sectionId: "ground-floor" | "upper-floor";
  /** View of /floor-plan.svg that shows the floor. */
  view: "ground" | "upper";
  /** In reading order (top left to bottom right), which is also the keyboard order. */
  hotspots: readonly HotspotPlacement[];
}

/** Where each area lies in the drawn club, matching the floor texts of party.json. */
export const floors: readonly Floor[] = [
  {
    sectionId: "ground-floor",
    view: "ground",
    hotspots: [
      { id: "toilet", x: 14.2, y: 22.6 },
      { id: "bar", x: 47.5, y: 23.8 },
      { id: "smoking-area", x: 83.3, y: 16.7 },
      { id: "changing-room", x: 14.2, y: 52.4 },
      { id: "cartoon-corner", x: 83.3, y: 45.2 },
      { id: "cuddle-corner", x: 55, y: 82.1 },
      { id: "ball-pit", x: 83.3, y: 77.4 },
    ],
  },
  {
    sectionId: "upper-floor",
    view: "upper",
    hotspots: [
      { id: "isolation-box", x: 13, y: 22.4 },
      { id: "cross", x: 39.5, y: 19.3 },
      { id: "bondage-chair", x: 61.3, y: 30 },
      { id: "cages", x: 85, y: 44 },
      { id: "shower", x: 85, y: 78.6 },
    ],
  },
];

/** Pins are numbered 1-12 across both floors. */
export function hotspotNumbers(): Map<HotspotId, number> {
  return new Map(
    floors.flatMap((floor) => floor.hotspots).map((spot, index) => [spot.id, index + 1]),
  );
}
