import { Form, useLocation } from "react-router";
import { localeCookieName, locales, type Locale } from "../../core/locale.ts";
import { useLocale, useMessages } from "../i18n/messages.ts";
import { layoutMessages } from "./layout.messages.ts";

const languageNames = { de: "Deutsch", en: "English" } as const;
const languageCodes = { de: "DE", en: "EN" } as const;

/**
 * Stores the chosen language (POST /locale, also without JavaScript) and returns to the page.
 * The footer offers both languages; the header, where space is short, the other one.
 */
export function LanguageSwitch({ placement }: { placement: "header" | "footer" }) {
  const t = useMessages(layoutMessages);
  const current = useLocale();
  const location = useLocation();
  const offered: readonly Locale[] =
    placement === "header" ? locales.filter((locale) => locale !== current) : locales;
  return (
    <Form
      method="post"
      action="/locale"
      className={`language-switch language-switch-${placement}`}
      aria-label={t(placement === "header" ? "headerLanguage" : "footerLanguage")}
    >
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {offered.map((locale) => (
        <button
          key={locale}
          type="submit"
          name="locale"
          value={locale}
          lang={locale}
          aria-pressed={placement === "footer" ? locale === current : undefined}
          // Phones show the short code; the name is said in full.
          aria-label={placement === "header" ? languageNames[locale] : undefined}
          className="button button-ghost"
          onClick={() => window.localStorage.setItem(localeCookieName, locale)}
        >
          {placement === "header" ? (
            <>
              <span className="language-name">{languageNames[locale]}</span>
              <span className="language-code">{languageCodes[locale]}</span>
            </>
          ) : (
            languageNames[locale]
          )}
        </button>
      ))}
    </Form>
  );
}
