import { describe, expect, it } from "vitest";
import { bookingEndInstant, isBookingClosed } from "./hotel-booking.ts";

const until = { year: 2025, month: 9, day: 11 };
const zone = "Europe/Berlin";

describe("hotel booking window", () => {
  it("ends at midnight after 11 September 2025, Munich time", () => {
    expect(bookingEndInstant(until, zone).toISOString()).toBe("2025-09-11T22:00:00.000Z");
  });
  it("is open on the last day and closed right after it", () => {
    expect(isBookingClosed(until, zone, new Date("2025-09-11T23:59:59+02:00"))).toBe(false);
    expect(isBookingClosed(until, zone, new Date("2025-09-12T00:00:00+02:00"))).toBe(true);
  });
  it("handles a last day at the end of a month", () => {
    expect(bookingEndInstant({ year: 2025, month: 8, day: 31 }, zone).toISOString()).toBe(
      "2025-08-31T22:00:00.000Z",
    );
  });
});
