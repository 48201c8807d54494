import { NavLink } from "react-router";
import type { PageName } from "../../core/content/pages.ts";
import { formatDate } from "../../core/format.ts";
import { navigation } from "../../core/navigation.ts";
import { NavIconSvg } from "../components/icons.tsx";
import { useSaleState } from "../hooks/use-sale-state.ts";
import { useLocale, useMessages } from "../i18n/messages.ts";
import { layoutMessages } from "./layout.messages.ts";
import { useLayoutData } from "../hooks/use-layout-data.ts";

/** Nav entries whose page is content a hub may not have yet. */
const contentPages: Record<string, PageName> = {
  party: "party",
  faq: "faq",
  directions: "directions",
  recommendations: "recommendations",
};

export function SideNav() {
  const t = useMessages(layoutMessages);
  const locale = useLocale();
  const { pages, hub } = useLayoutData();
  const { state } = useSaleState();
  // The ticket entry shows as soon as a sale is announced, with its state until it runs.
  const ticketsShown = hub.ticketsEnabled && state !== "unknown";
  const ticketState =
    state === "pending" && hub.ticketSaleStart
      ? t("navTicketFrom", { date: formatDate(hub.ticketSaleStart, locale) })
      : state === "closed"
        ? t("saleBarSoldOut")
        : null;
  return (
    <nav aria-label={t("navLabel")} className="side-nav">
      <ul>
        {navigation
          .filter((item) => item.name !== "ticket" || ticketsShown)
          .map((item) => {
            const page = contentPages[item.name];
            const available = item.public && (!page || pages.includes(page));
            return (
              <li key={item.name}>
                {available ? (
                  <NavLink to={item.path} prefetch="intent">
                    <NavIconSvg icon={item.icon} />
                    {item.title[locale]}
                    {item.name === "ticket" && ticketState && (
                      <small className="nav-state"> ({ticketState})</small>
                    )}
                  </NavLink>
                ) : (
                  <span className="nav-disabled" aria-disabled="true">
                    <NavIconSvg icon={item.icon} />
                    <span>
                      {item.title[locale]} <small>{t("comingSoon")}</small>
                    </span>
                  </span>
                )}
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
