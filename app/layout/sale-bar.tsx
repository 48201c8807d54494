import { Link } from "react-router";
import { formatDate } from "../../core/format.ts";
import { ticketPageLinks } from "../../core/site-links.ts";
import { waitingRoomAhead } from "../../core/waiting-room.ts";
import { useSaleState, type HubSaleState } from "../hooks/use-sale-state.ts";
import { useLayoutData } from "../hooks/use-layout-data.ts";
import { useLocale, useMessages } from "../i18n/messages.ts";
import { layoutMessages } from "./layout.messages.ts";
import { SalePhases } from "./sale-phases.tsx";
import { CountdownValue } from "./countdown-value.tsx";
import { useInTheRoom } from "./in-the-room.ts";

/** A small label over its value: the bar's two columns are each one of these (or the button). */
function LabelledValue({
  label,
  children,
  className,
}: {
  label: string;
  children: React.ReactNode;
  className: string;
}) {
  return (
    <p className={className}>
      {/* The space keeps label and value apart when read out or copied. */}
      <span className="sale-bar-label">{label}</span>{" "}
      <span className="sale-bar-value">{children}</span>
    </p>
  );
}

/**
 * On narrow screens, where the sidebar stacks under the content, the next party and the sale
 * state stay in view: a bar under the header, sticky at the top, with the same server-synced
 * clock as the sidebar's countdown. Its height is fixed, so no state changes the layout; its two
 * columns are a short label over a short value each (the city goes into the label), so they fit
 * side by side from 320 px up in either language. While the waiting room is open before the
 * start, the countdown takes the party's column beside the button into the room, so every page
 * still says how long until the sale. In the room itself the bar has no button: it would only
 * lead back to the packages, away from the visitor's place.
 */
export function SaleBar() {
  const t = useMessages(layoutMessages);
  const locale = useLocale();
  const { hub } = useLayoutData();
  const { state, next: party } = useSaleState();
  const inRoom = useInTheRoom();
  if (!hub.ticketsEnabled || !party) return null;

  const countdown = (saleStart: Date, now: Date) => (
    <CountdownValue msLeft={saleStart.getTime() - now.getTime()} />
  );
  const partyColumn = (
    <LabelledValue className="sale-bar-party" label={t("saleBarParty", { city: hub.city[locale] })}>
      {party.date ? formatDate(party.date, locale, "weekday") : t("chooserNoDate")}
    </LabelledValue>
  );

  // The second column: the ticket button, the countdown or what is known of the sale.
  const status = ({ state, now, saleStart, partyAhead, ticketsAvailable, next }: HubSaleState) => {
    if (inRoom && ticketsAvailable) return null;
    if (ticketsAvailable || (waitingRoomAhead(state, saleStart, now) && !inRoom)) {
      // To the packages, also on the ticket page itself; from the waiting room's opening their
      // buttons lead into it.
      return (
        <Link className="button button-primary" to={ticketPageLinks.packages}>
          {ticketsAvailable ? t("ticketButton") : t("waitingRoomButton")}
        </Link>
      );
    }
    if (partyAhead && state === "pending" && saleStart) {
      return (
        <LabelledValue className="sale-bar-status" label={t("saleBarCountdown")}>
          {countdown(saleStart, now)}
        </LabelledValue>
      );
    }
    // A party without a date has no sale date either: rather than "date to follow" twice, where
    // to hear both first.
    if (!next?.date) {
      return (
        <LabelledValue className="sale-bar-status" label={t("saleBarSale")}>
          <Link to={ticketPageLinks.newsletter}>{t("saleBarNewsletter")}</Link>
        </LabelledValue>
      );
    }
    return (
      <LabelledValue className="sale-bar-status" label={t("saleBarSale")}>
        {partyAhead && state === "closed" ? t("soldOut") : t("saleBarUnknown")}
      </LabelledValue>
    );
  };
  return (
    <section
      className="sale-bar"
      aria-label={t("saleBarLabel")}
      data-testid="sale-bar"
      data-state={state}
    >
      <SalePhases>
        {(sale) => (
          <>
            {waitingRoomAhead(sale.state, sale.saleStart, sale.now) && !inRoom && sale.saleStart ? (
              <LabelledValue className="sale-bar-party" label={t("saleBarCountdown")}>
                {countdown(sale.saleStart, sale.now)}
              </LabelledValue>
            ) : (
              partyColumn
            )}
            {status(sale)}
          </>
        )}
      </SalePhases>
    </section>
  );
}
