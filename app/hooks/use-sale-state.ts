import { hubSale, type HubSale } from "../../core/ticket-sale.ts";
import { useLayoutData } from "./use-layout-data.ts";
import { useServerClock } from "./use-server-clock.ts";

export interface HubSaleState extends HubSale {
  now: Date;
}

/** The hub's sale (core's hubSale), live on the server-synchronised clock. */
export function useSaleState(): HubSaleState {
  const data = useLayoutData();
  const now = useServerClock(data.now);
  return { ...hubSale(data.sale, now), now };
}
