import type { ReactNode } from "react";
import { useMessages } from "../i18n/messages.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { layoutMessages } from "./layout.messages.ts";

/**
 * Plain links: outside the team area every page is a document of its own. `team` is the team's
 * entry (login link, or the member with a logout): an island on the visitor pages
 * (main-layout.tsx), the component itself in the team area.
 */
export function SiteFooter({ team }: { team: (loginLabel: string) => ReactNode }) {
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
        <li>{team(t("footerTeamLogin"))}</li>
      </ul>
    </footer>
  );
}
