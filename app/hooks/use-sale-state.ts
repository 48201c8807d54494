import { partyAhead, resaleOpen, saleState, type SaleState } from "../../core/ticket-sale.ts";
import { useLayoutData } from "./use-layout-data.ts";
import { useServerClock } from "./use-server-clock.ts";

export interface HubSaleState {
  state: SaleState;
  now: Date;
  saleStart: Date | null;
  /** The hub has a dated party that is not over yet. */
  partyAhead: boolean;
  /** The ticket entry and button lead to the ticket page. */
  ticketsAvailable: boolean;
  /** Resale offers and requests are open. */
  resaleOpen: boolean;
}

/** The hub's ticket-sale state, live on the server-synchronised clock. */
export function useSaleState(): HubSaleState {
  const data = useLayoutData();
  const now = useServerClock(data.now);
  const saleStart = data.saleStart ? new Date(data.saleStart) : null;
  const state = saleState(data.hub.soldOutNotice, saleStart, now);
  const ahead = partyAhead(data.partyStart ? new Date(data.partyStart) : null, now);
  return {
    state,
    now,
    saleStart,
    partyAhead: ahead,
    ticketsAvailable: data.hub.ticketsEnabled && ahead && state === "active",
    resaleOpen: data.hub.ticketsEnabled && resaleOpen(state, ahead),
  };
}
