import { useMessages } from "../i18n/messages.ts";
import { island } from "../islands/island.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { layoutMessages } from "./layout.messages.ts";

/** The team's part (login link, or the member with a logout): its script only where a login is stored. */
const TeamFooter = island(
  "team",
  "team-footer",
  async () => (await import("../features/admin/team-footer.tsx")).TeamFooter,
);

/** Plain links: outside the team area every page is a document of its own. */
export function SiteFooter() {
  const t = useMessages(layoutMessages);
  return (
    <footer className="site-footer">
      <LanguageSwitch placement="footer" />
      <ul className="footer-links">
        <li>
          <a href="/impressum">{t("footerImpressum")}</a>
        </li>
        <li>
          <a href="/privacy">{t("footerPrivacy")}</a>
        </li>
        <li>
          <TeamFooter wake="stored-login" loginLabel={t("footerTeamLogin")} />
        </li>
      </ul>
    </footer>
  );
}
