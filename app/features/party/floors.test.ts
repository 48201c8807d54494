import { describe, expect, it } from "vitest";
import type { FloorPlanData } from "../../../core/content/pages.ts";
import { hotspotNumbers } from "./floors.ts";

const plan: FloorPlanData = {
  image: "/plan.svg",
  floors: [
    {
      sectionId: "ground-floor",
      view: "ground",
      title: "Erdgeschoss",
      alt: "Erdgeschoss",
      hotspots: [
        { id: "toilet", x: 10, y: 10 },
        { id: "bar", x: 50, y: 10 },
      ],
    },
    {
      sectionId: "upper-floor",
      view: "upper",
      title: "Obergeschoss",
      alt: "Obergeschoss",
      hotspots: [{ id: "cages", x: 50, y: 50 }],
    },
  ],
};

describe("hotspotNumbers", () => {
  it("numbers the pins from 1 across the floors, in reading order", () => {
    expect([...hotspotNumbers(plan)]).toEqual([
      ["toilet", 1],
      ["bar", 2],
      ["cages", 3],
    ]);
  });
});
