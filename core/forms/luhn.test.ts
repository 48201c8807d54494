import { describe, expect, it } from "vitest";
import { luhnValid } from "./luhn.ts";

describe("luhnValid", () => {
  it("accepts card numbers with a correct check digit", () => {
    for (const number of [
      "4111111111111111",
      "5555555555554444",
      "378282246310005",
      "79927398713",
    ]) {
      expect(luhnValid(number), number).toBe(true);
    }
  });

  it("refuses a changed digit, swapped neighbours and non-digits", () => {
    expect(luhnValid("4111111111111112")).toBe(false);
    expect(luhnValid("79927398731")).toBe(false);
    expect(luhnValid("4111 1111 1111 1111")).toBe(false);
    expect(luhnValid("")).toBe(false);
    expect(luhnValid("0")).toBe(false);
  });
});
