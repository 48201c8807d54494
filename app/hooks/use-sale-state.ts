import { saleState, type SaleState } from "../../core/ticket-sale.ts";
import { useLayoutData } from "./use-layout-data.ts";
import { useServerClock } from "./use-server-clock.ts";

/** The hub's ticket-sale state, live on the server-synchronised clock. */
export function useSaleState(): { state: SaleState; now: Date; saleStart: Date | null } {
  const data = useLayoutData();
  const now = useServerClock(data.now);
  const saleStart = data.saleStart ? new Date(data.saleStart) : null;
  return { state: saleState(data.hub.soldOutNotice, saleStart, now), now, saleStart };
}
