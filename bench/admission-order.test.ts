import { describe, expect, it } from "vitest";
import { drawOrder } from "../server/waiting-room/draw.ts";
import { checkAdmissions, checkPlaces, publishedOrder } from "./admission-order.ts";

const seed = "5eed".repeat(16);
const early = ["e1", "e2", "e3", "e4"];
const order = publishedOrder(seed, early, ["late1", "late2"]);
const steps = (...admitted: string[][]) => admitted.map((ids) => new Set(ids));

describe("the benchmark's check of the admitted order", () => {
  it("orders the pre-queue by the published seed, then the late arrivals as they came", () => {
    expect(order).toEqual([...drawOrder(seed, early), "late1", "late2"]);
  });

  it("accepts places as the order gives them and names the first one told otherwise", () => {
    const places = new Map(order.map((id, index) => [id, index + 1]));
    expect(checkPlaces(order, places)).toBeNull();
    places.set(order[2]!, 2);
    expect(checkPlaces(order, places)).toBe(
      `${order[2]} was told place 2, the published order gives 3`,
    );
  });

  it("accepts steps that admit the next ones in order until everyone is in", () => {
    const [a, b, c, d, e, f] = order as [string, string, string, string, string, string];
    expect(checkAdmissions(order, steps([a], [b, a, c], [a, b, c, d, e, f]))).toBeNull();
  });

  it("names a place admitted out of order, one admitted and then not, and who never was", () => {
    const [a, b, c] = order as [string, string, string];
    expect(checkAdmissions(order, steps([a, c]))).toBe(
      `step 1: place 3 (${c}) was admitted before place 2`,
    );
    expect(checkAdmissions(order, steps([a, b], [b, c]))).toBe(
      `step 2: ${a} was admitted before, now it is not`,
    );
    expect(checkAdmissions(order, steps([a], [a, "stranger"]))).toBe(
      "step 2: stranger was admitted but has no place in the order",
    );
    expect(checkAdmissions(order, steps([a, b]))).toBe("2 of 6 admitted; place 3 never was");
  });
});
