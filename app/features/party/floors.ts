import type { FloorPlanData, HotspotId } from "../../../core/content/pages.ts";

/** Pins are numbered from 1 across all floors of a plan, in the plan's reading order. */
export function hotspotNumbers(plan: FloorPlanData): Map<HotspotId, number> {
  return new Map(
    plan.floors.flatMap((floor) => floor.hotspots).map((spot, index) => [spot.id, index + 1]),
  );
}
