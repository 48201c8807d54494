import { NavLink } from "react-router";
import { formatDate } from "../../core/format.ts";
import { hubNavigation } from "../../core/navigation.ts";
import { navigationMessages } from "../../core/navigation.messages.ts";
import { NavIconSvg } from "../components/icons.tsx";
import { useSaleState, type HubSaleState } from "../hooks/use-sale-state.ts";
import { useLocale, useMessages } from "../i18n/messages.ts";
import { layoutMessages } from "./layout.messages.ts";
import { SalePhases } from "./sale-phases.tsx";
import { useLayoutData } from "../hooks/use-layout-data.ts";

export function SideNav() {
  const t = useMessages(layoutMessages);
  const title = useMessages(navigationMessages);
  const locale = useLocale();
  const { pages, hub } = useLayoutData();
  const { state, partyAhead } = useSaleState();
  // The ticket entry shows as soon as a sale is announced, with its state until it runs.
  const ticketSale = hub.ticketsEnabled && partyAhead && state !== "unknown";
  const ticketState = (sale: HubSaleState) => {
    const text =
      sale.state === "pending" && hub.ticketSaleStart
        ? t("navTicketFrom", { date: formatDate(hub.ticketSaleStart, locale) })
        : sale.state === "closed"
          ? t("soldOut")
          : null;
    return text && <small className="nav-state"> ({text})</small>;
  };
  return (
    <nav aria-label={t("navLabel")} className="side-nav">
      <ul>
        {hubNavigation({ pages, ticketSale }).map((item) => (
          <li key={item.name}>
            {item.available ? (
              <NavLink to={item.path} prefetch="intent">
                <NavIconSvg icon={item.icon} />
                {title(item.name)}
                {item.name === "ticket" && <SalePhases>{ticketState}</SalePhases>}
              </NavLink>
            ) : (
              <span className="nav-disabled" aria-disabled="true">
                <NavIconSvg icon={item.icon} />
                <span>
                  {title(item.name)} <small>{t("comingSoon")}</small>
                </span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
