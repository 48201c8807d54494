import type { SaleState } from "../../../core/ticket-sale.ts";
import { useMessages } from "../../i18n/messages.ts";
import { SaleReminders } from "../../layout/sale-reminders.tsx";
import { ticketMessages } from "./ticket.messages.ts";

/**
 * The intro line: sale running, when it starts (with the reminders), or that it is over (the
 * closed shop has its own notice).
 */
export function TicketIntro({
  state,
  saleStartText,
}: {
  state: SaleState;
  saleStartText: string | null;
}) {
  const t = useMessages(ticketMessages);
  if (state === "closed") return null;
  let text: string;
  if (state === "active") text = t("introActive");
  else if (state === "over") text = t("introOver");
  else if (state === "pending" && saleStartText) text = t("introPending", { start: saleStartText });
  else text = t("introUnknown");
  return (
    <>
      <p className="ticket-intro" data-testid="ticket-intro" data-state={state}>
        {text}
      </p>
      {state === "pending" && saleStartText && <SaleReminders />}
    </>
  );
}
