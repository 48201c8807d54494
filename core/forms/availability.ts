import type { HubContent } from "../content/store.ts";
import { bookingEndInstant } from "../hotel-booking.ts";
import type { FormDefinition } from "./definition.ts";

export type FormAvailability =
  | { state: "open"; closesAt: Date | null }
  | { state: "closed"; closesAt: Date }
  /** The hub does not offer this form at all (e.g. no hotel contingent there). */
  | { state: "unavailable" };

/**
 * Whether a form takes submissions on a hub at an instant. The server decides this with its own
 * clock (a visitor's device clock does not count); the page uses the same rule to say so.
 */
export function formAvailability(
  definition: Pick<FormDefinition, "availability">,
  hub: Pick<HubContent, "hub" | "pages">,
  now: Date,
): FormAvailability {
  if (definition.availability === "always") return { state: "open", closesAt: null };
  const hotel = hub.pages.hotel;
  if (!hotel) return { state: "unavailable" };
  // The same rule as the hotel page: open until the last booking day ends in the hub's zone.
  const closesAt = bookingEndInstant(hotel.bookingUntil, hub.hub.timeZone);
  return now.getTime() < closesAt.getTime()
    ? { state: "open", closesAt }
    : { state: "closed", closesAt };
}
