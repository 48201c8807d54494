import { Link } from "react-router";
import { useMessages } from "../i18n/messages.ts";
import { hasStoredCredentials } from "../features/auth/credentials.ts";
import { useLazyModule } from "../hooks/use-lazy-module.ts";
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
        <TeamEntry loginLabel={t("footerTeamLogin")} />
      </ul>
    </footer>
  );
}

/**
 * The team's part of the footer (session, profile, logout) loads after the page, and only where a
 * login is stored: visitors never download it.
 */
const loadTeamFooter = async () =>
  hasStoredCredentials() ? import("../features/admin/team-footer.tsx") : null;

/** The login link; for a logged-in team member, once loaded, their name and logout. */
function TeamEntry({ loginLabel }: { loginLabel: string }) {
  const team = useLazyModule(loadTeamFooter);
  const login = (
    <li>
      <a href="/api/auth/login" data-testid="team-login">
        {loginLabel}
      </a>
    </li>
  );
  return team ? <team.TeamFooterItem login={login} /> : login;
}
