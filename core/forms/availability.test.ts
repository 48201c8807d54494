import { describe, expect, it } from "vitest";
import type { HubContent } from "../content/store.ts";
import { formAvailability } from "./availability.ts";

const munich = {
  hub: { timeZone: "Europe/Berlin" },
  pages: { hotel: { bookingUntil: { year: 2025, month: 9, day: 11 } } },
} as unknown as Pick<HubContent, "hub" | "pages">;

describe("booking window", () => {
  it("ends when 11 Sep 2025 ends in Berlin (summer time)", () => {
    const state = formAvailability({ availability: "hotel-booking" }, munich, new Date(0));
    expect(state).toEqual({ state: "open", closesAt: new Date("2025-09-11T22:00:00.000Z") });
  });

  it("is open until then and closed from then on", () => {
    const hotel = { availability: "hotel-booking" } as const;
    expect(formAvailability(hotel, munich, new Date("2025-09-11T23:59:59+02:00")).state).toBe(
      "open",
    );
    expect(formAvailability(hotel, munich, new Date("2025-09-12T00:00:00+02:00")).state).toBe(
      "closed",
    );
  });

  it("is unavailable on a hub without a hotel contingent; other forms are always open", () => {
    const essen = { ...munich, pages: {} };
    expect(formAvailability({ availability: "hotel-booking" }, essen, new Date()).state).toBe(
      "unavailable",
    );
    expect(formAvailability({ availability: "always" }, essen, new Date())).toEqual({
      state: "open",
      closesAt: null,
    });
  });
});
