import { describe, expect, it } from "vitest";
import { formatPin, normalizePin, parsePin } from "./pin.ts";

describe("the transmission PIN", () => {
  it("drops non-digits and keeps at most 4 digits while typing", () => {
    expect(normalizePin("1a2-3 4")).toBe("1234");
    expect(normalizePin("12345")).toBe("1234");
    expect(normalizePin("PIN: 0042")).toBe("0042");
    expect(normalizePin("abc")).toBe("");
  });

  it("is only complete with exactly 4 digits", () => {
    expect(parsePin("12 34")).toBe(1234);
    expect(parsePin("0042")).toBe(42);
    expect(parsePin("123")).toBeNull();
    expect(parsePin("12345")).toBeNull();
    expect(parsePin("")).toBeNull();
  });

  it("keeps leading zeros on the way back from the number", () => {
    expect(formatPin(42)).toBe("0042");
    expect(formatPin(1234)).toBe("1234");
  });
});
