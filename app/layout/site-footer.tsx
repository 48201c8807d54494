import { Link } from "react-router";
import { useMessages } from "../i18n/messages.ts";
import { TeamFooterItem } from "../features/admin/team-footer.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { layoutMessages } from "./layout.messages.ts";

export function SiteFooter() {
  const t = useMessages(layoutMessages);
  return (
    <footer className="site-footer">
      <LanguageSwitch placement="footer" />
      <ul className="footer-links">
        <li>
          <Link to="/impressum">{t("footerImpressum")}</Link>
        </li>
        <li>
          <Link to="/privacy">{t("footerPrivacy")}</Link>
        </li>
        <TeamFooterItem loginLabel={t("footerTeamLogin")} />
      </ul>
    </footer>
  );
}
