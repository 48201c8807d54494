import type { ReactNode } from "react";
import { hubSale } from "../../core/ticket-sale.ts";
import { waitingRoomOpensMinutes } from "../../core/waiting-room.ts";
import { useLayoutData } from "../hooks/use-layout-data.ts";
import { useLocale } from "../i18n/messages.ts";
import { layoutMessages } from "./layout.messages.ts";
import { useSaleState, type HubSaleState } from "../hooks/use-sale-state.ts";

/**
 * The instants ahead at which the sale's parts change: the waiting room's opening, the start, and
 * the part's own (`alsoAt`), in order.
 */
function phaseStarts({ state, saleStart, now }: HubSaleState, alsoAt: readonly Date[]): Date[] {
  const sale =
    state === "pending" && saleStart
      ? [new Date(saleStart.getTime() - waitingRoomOpensMinutes * 60_000), saleStart]
      : [];
  const times = new Set([...sale, ...alsoAt].map((at) => at.getTime()));
  return [...times]
    .filter((time) => time > now.getTime())
    .sort((a, b) => a - b)
    .map((time) => new Date(time));
}

/**
 * A part of the page that follows the sale's state. A visitor page has no React in the browser
 * (reading-page.ts), so the server renders the part as it is now and, in inert templates, as it
 * will be in each phase still ahead; the page's script puts each in place at its start
 * (reading-page/enhance.ts): the switch at 18:00 needs no reload, and only the current phase is
 * in the document.
 */
export function SalePhases({ children, alsoAt = [] }: SalePhasesProps) {
  const sale = useSaleState();
  const { sale: facts } = useLayoutData();
  const locale = useLocale();
  const starts = phaseStarts(sale, alsoAt);
  if (starts.length === 0) return children(sale);
  return (
    <>
      <div
        className="sale-phase"
        data-phase-until={starts[0]?.toISOString()}
        // What the script needs to tick a countdown inside (CountdownValue).
        data-counts-to={sale.saleStart?.toISOString()}
        data-days-format={layoutMessages[locale].countdown}
      >
        {children(sale)}
      </div>
      {starts.map((from, index) => (
        <template
          key={from.toISOString()}
          data-phase-from={from.toISOString()}
          data-phase-until={starts[index + 1]?.toISOString()}
        >
          {children({ ...hubSale(facts, from), now: from })}
        </template>
      ))}
    </>
  );
}

interface SalePhasesProps {
  children: (sale: HubSaleState) => ReactNode;
  /** Further instants at which the part changes: the packages' registration windows. */
  alsoAt?: readonly Date[];
}
