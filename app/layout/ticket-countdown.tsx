import { Link } from "react-router";
import type { HubSaleState } from "../hooks/use-sale-state.ts";
import { useMessages } from "../i18n/messages.ts";
import { ticketPageLinks } from "../../core/site-links.ts";
import { CountdownValue } from "./countdown-value.tsx";
import { layoutMessages } from "./layout.messages.ts";
import { SaleReminders } from "./sale-reminders.tsx";
import { SalePhases } from "./sale-phases.tsx";

/**
 * 'Ticketverkauf startet in' countdown with its reminders, and the ticket button (disabled until
 * the sale starts, then leading to the packages).
 */
export function TicketCountdown() {
  const t = useMessages(layoutMessages);
  const status = ({ state, now, saleStart, ticketsAvailable }: HubSaleState) => (
    <>
      {state === "pending" && saleStart ? (
        <>
          <p className="countdown" data-testid="countdown">
            <span className="countdown-label">{t("countdownLabel")}</span>{" "}
            <CountdownValue msLeft={saleStart.getTime() - now.getTime()} />
          </p>
          <SaleReminders />
        </>
      ) : (
        <p className="countdown">
          {t(state === "active" ? "saleActive" : state === "closed" ? "soldOut" : "saleUnknown")}
        </p>
      )}
      {ticketsAvailable ? (
        <Link
          className="button button-primary"
          to={ticketPageLinks.packages}
          data-testid="ticket-button"
        >
          {t("ticketButton")}
        </Link>
      ) : (
        <button
          type="button"
          className="button button-primary"
          disabled
          data-testid="ticket-button"
        >
          {t("ticketButton")}
        </button>
      )}
    </>
  );
  return (
    <section className="card ticket-box">
      <SalePhases>{status}</SalePhases>
    </section>
  );
}
