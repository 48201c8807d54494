import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { drawOrder, seedHash } from "./draw.ts";

/** A seeded stream of 128-bit hex values: the same run every time (no real randomness). */
function seeded(seed: string) {
  let counter = 0;
  return () => createHash("sha256").update(`${seed}:${counter++}`).digest("hex").slice(0, 32);
}

describe("the pre-queue's draw", () => {
  it("publishes the seed's hash, which the seed shown after the draw must match", () => {
    const seed = "a".repeat(64);
    expect(seedHash(seed)).toBe(createHash("sha256").update(seed).digest("hex"));
    expect(drawOrder(seed, ["b", "a", "c"])).toEqual(drawOrder(seed, ["c", "b", "a"]));
  });

  it("gives every join time the same chance of every place (2,000 seeded draws of 20)", () => {
    const draws = 2000;
    const size = 20;
    const random = seeded("fairness");
    // counts[joinIndex][place]
    const counts = Array.from({ length: size }, () => Array<number>(size).fill(0));
    let rankCorrelation = 0;
    for (let draw = 0; draw < draws; draw += 1) {
      // Ids in the order people joined: the first joined at 17:30, the last at 17:59:59.
      const joined = Array.from({ length: size }, () => random());
      const order = drawOrder(random() + random(), joined);
      const placeOf = new Map(order.map((id, place) => [id, place]));
      let sum = 0;
      joined.forEach((id, joinIndex) => {
        const place = placeOf.get(id)!;
        counts[joinIndex]![place]! += 1;
        sum += (joinIndex - place) ** 2;
      });
      // Spearman's rho between join order and place.
      rankCorrelation += 1 - (6 * sum) / (size * (size * size - 1));
    }
    const expected = draws / size;
    const chiSquare = counts
      .flat()
      .reduce((total, observed) => total + (observed - expected) ** 2 / expected, 0);
    const meanRho = rankCorrelation / draws;
    const degrees = (size - 1) ** 2;
    console.log(
      `draw fairness: chi-square ${chiSquare.toFixed(1)} over ${degrees} degrees of freedom ` +
        `(p = 0.001 bound ${(degrees + 3.09 * Math.sqrt(2 * degrees)).toFixed(0)}), ` +
        `mean Spearman rho of join order and place ${meanRho.toFixed(4)}`,
    );
    // Independent: the table of join time against place is flat within chance (p > 0.001)
    // and the places do not follow the join order.
    expect(chiSquare).toBeLessThan(degrees + 3.09 * Math.sqrt(2 * degrees));
    expect(Math.abs(meanRho)).toBeLessThan(0.02);
  });
});
