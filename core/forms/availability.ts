import type { HubContent } from "../content/store.ts";
import { zonedInstant } from "../time.ts";
import type { FormDefinition } from "./definition.ts";

export type FormAvailability =
  | { state: "open"; closesAt: Date | null }
  | { state: "closed"; closesAt: Date }
  /** The hub does not offer this form at all (e.g. no hotel contingent there). */
  | { state: "unavailable" };

/** The end of the last booking day in the hub's zone: 11 Sep 2025 → 12 Sep 2025 00:00 Berlin time. */
export function endOfDay(
  day: { year: number; month: number; day: number },
  timeZone: string,
): Date {
  const next = new Date(Date.UTC(day.year, day.month - 1, day.day + 1));
  return zonedInstant(
    { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() },
    timeZone,
  );
}

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
  const closesAt = endOfDay(hotel.bookingUntil, hub.hub.timeZone);
  return now.getTime() < closesAt.getTime()
    ? { state: "open", closesAt }
    : { state: "closed", closesAt };
}
