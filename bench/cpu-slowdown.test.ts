import { describe, expect, it } from "vitest";
import { referencePhoneSlowdown } from "./cpu-slowdown.ts";

describe("the CPU slowdown to Lighthouse's reference phone", () => {
  it("is Lighthouse's default 4x on a high-end desktop, this machine's class, however loaded", () => {
    expect(referencePhoneSlowdown(1533)).toBe(4);
    expect(referencePhoneSlowdown(2535)).toBe(4);
    expect(referencePhoneSlowdown(2807)).toBe(4);
  });

  it("is 2x on a low-end desktop or a high-end phone", () => {
    expect(referencePhoneSlowdown(1300)).toBe(2);
    expect(referencePhoneSlowdown(800)).toBe(2);
  });

  it("never slows a host that is a mid-tier phone already, or an unmeasured one", () => {
    expect(referencePhoneSlowdown(475)).toBe(1);
    expect(referencePhoneSlowdown(Number.NaN)).toBe(1);
  });
});
