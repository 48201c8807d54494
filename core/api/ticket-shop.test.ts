import { describe, expect, it } from "vitest";
import { ticketShopIdOf, ticketShopIdSchema } from "./ticket-shop.ts";

describe("ticketShopIdOf", () => {
  it("reads a path segment as the schema does, and refuses what it refuses", () => {
    const segments = [
      "0",
      "7",
      "000012",
      "123456",
      "1234567",
      "",
      "-1",
      "1e3",
      "0x1",
      " 1",
      "1 ",
      "١",
      "1.0",
    ];
    for (const segment of segments) {
      const parsed = ticketShopIdSchema.safeParse(segment);
      expect(ticketShopIdOf(segment), segment).toBe(parsed.success ? parsed.data : undefined);
    }
    expect(ticketShopIdOf("000012")).toBe(12);
    expect(ticketShopIdOf("1234567")).toBeUndefined();
  });
});
