import type { SaleState } from "./ticket-sale.ts";

/** How long before the sale start the waiting room opens, unless the team sets another time. */
export const waitingRoomOpensMinutes = 30;

/**
 * Whether the ticket buttons lead into the waiting room before the sale start: from its default
 * opening time until the start (from the start on they lead to the order page anyway, which is
 * the waiting room while it is on).
 */
export function waitingRoomAhead(state: SaleState, saleStart: Date | null, now: Date): boolean {
  return (
    state === "pending" &&
    saleStart !== null &&
    now.getTime() >= saleStart.getTime() - waitingRoomOpensMinutes * 60_000
  );
}
