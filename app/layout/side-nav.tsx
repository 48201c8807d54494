import { NavLink } from "react-router";
import { hubNavigation } from "../../core/navigation.ts";
import { NavIconSvg } from "../components/icons.tsx";
import { useSaleState } from "../hooks/use-sale-state.ts";
import { useLocale, useMessages } from "../i18n/messages.ts";
import { layoutMessages } from "./layout.messages.ts";
import { useLayoutData } from "../hooks/use-layout-data.ts";

export function SideNav() {
  const t = useMessages(layoutMessages);
  const locale = useLocale();
  const { pages } = useLayoutData();
  const { ticketsAvailable } = useSaleState();
  return (
    <nav aria-label={t("navLabel")} className="side-nav">
      <ul>
        {hubNavigation({ pages, ticketsAvailable }).map((item) => (
          <li key={item.name}>
            {item.available ? (
              <NavLink to={item.path} prefetch="intent">
                <NavIconSvg icon={item.icon} />
                {item.title[locale]}
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
        ))}
      </ul>
    </nav>
  );
}
