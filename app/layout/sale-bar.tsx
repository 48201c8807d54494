import { Link } from "react-router";
import { formatDate, formatWeekday } from "../../core/format.ts";
import { waitingRoomAhead } from "../../core/waiting-room.ts";
import { useSaleState } from "../hooks/use-sale-state.ts";
import { useLayoutData } from "../hooks/use-layout-data.ts";
import { useLocale, useMessages } from "../i18n/messages.ts";
import { layoutMessages } from "./layout.messages.ts";
import { CountdownValue } from "./ticket-countdown.tsx";

/**
 * On narrow screens, where the sidebar stacks under the content, the next party and the sale
 * state stay in view: a bar under the header, sticky at the top, with the same server-synced
 * clock as the sidebar's countdown. Its height is fixed, so no state changes the layout.
 */
export function SaleBar() {
  const t = useMessages(layoutMessages);
  const locale = useLocale();
  const { hub } = useLayoutData();
  const { state, now, saleStart, next: party, partyAhead, ticketsAvailable } = useSaleState();
  if (!hub.ticketsEnabled || !party) return null;

  let status: React.ReactNode;
  if (ticketsAvailable || waitingRoomAhead(state, saleStart, now)) {
    // From the waiting room's opening the tickets page's buttons lead into it.
    status = (
      <Link className="button button-primary" to="/ticket">
        {ticketsAvailable ? t("ticketButton") : t("waitingRoomButton")}
      </Link>
    );
  } else if (partyAhead && state === "pending" && saleStart) {
    status = (
      <p className="sale-bar-countdown">
        <span className="sale-bar-label">{t("saleBarCountdown")}</span>
        <CountdownValue msLeft={saleStart.getTime() - now.getTime()} />
      </p>
    );
  } else {
    status = (
      <p className="sale-bar-note">
        {partyAhead && state === "closed" ? t("saleBarSoldOut") : t("saleBarUnknown")}
      </p>
    );
  }

  return (
    <section
      className="sale-bar"
      aria-label={t("saleBarLabel")}
      data-testid="sale-bar"
      data-state={state}
    >
      <p className="sale-bar-party">
        <span className="sale-bar-label">{t("saleBarParty")}</span>
        <span className="sale-bar-value">
          {party.date
            ? `${formatWeekday(party.date, locale, "short")}, ${formatDate(party.date, locale)}`
            : t("chooserNoDate")}{" "}
          · {hub.city[locale]}
        </span>
      </p>
      {status}
    </section>
  );
}
