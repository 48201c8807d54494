import type { HotelPage } from "./content/pages.ts";
import { zonedInstant } from "./time.ts";

/** The instant the booking window closes: the end of its last day in the hub's zone. */
export function bookingEndInstant(bookingUntil: HotelPage["bookingUntil"], timeZone: string): Date {
  // Day overflow (31 + 1) is normalised by Date.UTC inside zonedInstant.
  return zonedInstant({ ...bookingUntil, day: bookingUntil.day + 1, hour: 0 }, timeZone);
}

export function isBookingClosed(
  bookingUntil: HotelPage["bookingUntil"],
  timeZone: string,
  now: Date,
): boolean {
  return now.getTime() >= bookingEndInstant(bookingUntil, timeZone).getTime();
}
