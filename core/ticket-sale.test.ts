import { describe, expect, it } from "vitest";
import {
  countdownParts,
  packageOffer,
  partyAhead,
  resaleOpen,
  saleStartInstant,
  saleState,
} from "./ticket-sale.ts";

const hub = {
  ticketSaleStart: { year: 2025, month: 6, day: 15, hour: 18 },
  timeZone: "Europe/Berlin",
};
const start = saleStartInstant(hub)!;

describe("ticket sale", () => {
  it("starts 15 June 2025 at 18:00 Munich summer time", () => {
    expect(start.toISOString()).toBe("2025-06-15T16:00:00.000Z");
  });
  it("is pending one second before and active at the start instant", () => {
    expect(saleState(false, start, new Date(start.getTime() - 1000))).toBe("pending");
    expect(saleState(false, start, start)).toBe("active");
    expect(saleState(true, start, start)).toBe("closed");
    expect(saleState(false, null, start)).toBe("unknown");
  });
  it("offers packages as the spec says", () => {
    const plain = { soldOut: false, disabled: false, ignoreTicketSaleStart: false };
    expect(packageOffer(plain, "pending")).toBe("available-soon");
    expect(packageOffer({ ...plain, ignoreTicketSaleStart: true }, "pending")).toBe("buy");
    expect(packageOffer(plain, "active")).toBe("buy");
    expect(packageOffer({ ...plain, soldOut: true }, "active")).toBe("sold-out");
    expect(packageOffer({ ...plain, disabled: true }, "active")).toBe("disabled");
  });
  it("counts down in days and hours, then as a clock", () => {
    expect(countdownParts((2 * 86_400 + 5 * 3600 + 59) * 1000)).toEqual({
      kind: "days",
      days: 2,
      hours: 5,
    });
    expect(countdownParts((23 * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      kind: "clock",
      text: "23:04:05",
    });
    expect(countdownParts(-5)).toEqual({ kind: "clock", text: "00:00:00" });
  });
});

describe("a city's dated party", () => {
  const start = new Date("2025-11-22T20:00:00+01:00");

  it("is ahead until the morning after it starts", () => {
    expect(partyAhead(start, new Date("2025-11-22T19:00:00+01:00"))).toBe(true);
    expect(partyAhead(start, new Date("2025-11-23T04:00:00+01:00"))).toBe(true);
    expect(partyAhead(start, new Date("2025-11-23T12:00:00+01:00"))).toBe(false);
    expect(partyAhead(null, new Date("2025-01-01T00:00:00+01:00"))).toBe(false);
  });

  it("opens resale only with a sale, and only before the party is over", () => {
    expect(resaleOpen("active", true)).toBe(true);
    expect(resaleOpen("closed", true)).toBe(true);
    expect(resaleOpen("pending", true)).toBe(false);
    expect(resaleOpen("unknown", true)).toBe(false);
    expect(resaleOpen("active", false)).toBe(false);
  });
});
