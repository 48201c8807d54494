import { Form, Link, useLocation } from "react-router";
import { locales, localeCookieName } from "../../core/locale.ts";
import { useLocale, useMessages } from "../i18n/messages.ts";
import { TeamFooterItem } from "../features/admin/team-footer.tsx";
import { layoutMessages } from "./layout.messages.ts";

const languageNames = { de: "Deutsch", en: "English" } as const;

export function SiteFooter() {
  const t = useMessages(layoutMessages);
  const current = useLocale();
  const location = useLocation();
  return (
    <footer className="site-footer">
      <Form
        method="post"
        action="/locale"
        className="language-switch"
        aria-label={t("footerLanguage")}
      >
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        {locales.map((locale) => (
          <button
            key={locale}
            type="submit"
            name="locale"
            value={locale}
            lang={locale}
            aria-pressed={locale === current}
            className="button button-ghost"
            onClick={() => window.localStorage.setItem(localeCookieName, locale)}
          >
            {languageNames[locale]}
          </button>
        ))}
      </Form>
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
