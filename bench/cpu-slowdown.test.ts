import { describe, expect, it } from "vitest";
import { midRangePhoneSlowdown } from "./cpu-slowdown.ts";

describe("the CPU slowdown to a mid-range phone", () => {
  it("is Lighthouse's default 4x on a typical fast desktop", () => {
    expect(midRangePhoneSlowdown(1533)).toBe(4);
  });

  it("is lower on a slower host, so a slow machine does not simulate a slower phone", () => {
    expect(midRangePhoneSlowdown(1300)).toBe(3);
    expect(midRangePhoneSlowdown(800)).toBe(2);
    expect(midRangePhoneSlowdown(475)).toBe(1.5);
  });

  it("grows past the fastest desktops at the same rate", () => {
    expect(midRangePhoneSlowdown(2000)).toBe(6);
    expect(midRangePhoneSlowdown(2350)).toBe(7.5);
  });

  it("never speeds up a host that is a phone already, or an unmeasured one", () => {
    expect(midRangePhoneSlowdown(100)).toBe(1);
    expect(midRangePhoneSlowdown(Number.NaN)).toBe(1);
  });
});
