import { describe, expect, it } from "vitest";
import { formatPin, normalizePin, parsePin, transmitLinkBody } from "./pin.ts";

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

  it("the mail's link sends its code, not a PIN; a link with the 4-digit PIN still works", () => {
    const code = "0123456789abcdef0123456789abcdef";
    expect(transmitLinkBody("f1", code)).toEqual({ formId: "f1", linkCode: code });
    // A code that happens to hold 4 digits is not mistaken for a PIN.
    expect(transmitLinkBody("f1", "aaaa1bbbb2cccc3dddd4eeeeffffaaaa")).toEqual({
      formId: "f1",
      linkCode: "aaaa1bbbb2cccc3dddd4eeeeffffaaaa",
    });
    expect(transmitLinkBody("f1", "0042")).toEqual({ formId: "f1", transmissionPIN: 42 });
    expect(transmitLinkBody("f1", "12345")).toBeNull();
    expect(transmitLinkBody("", code)).toBeNull();
  });
});
