import { Link } from "react-router";
import { navigation } from "../../core/navigation.ts";
import { useLocale, useMessages } from "../i18n/messages.ts";
import { layoutMessages } from "./layout.messages.ts";

const helpfulLinks = ["start", "save-the-date", "faq", "contact"];

/** The helpful 404 (and generic error) page, in the visitor's language. */
export function ErrorPage({ notFound }: { notFound: boolean }) {
  const t = useMessages(layoutMessages);
  const locale = useLocale();
  const title = notFound ? t("notFoundTitle") : t("errorTitle");
  return (
    <section className="error-page" aria-labelledby="error-title">
      <title>{title}</title>
      <h1 id="error-title">{title}</h1>
      <p>{notFound ? t("notFoundText") : t("errorText")}</p>
      <ul className="error-links">
        {navigation
          .filter((item) => helpfulLinks.includes(item.name))
          .map((item) => (
            <li key={item.name}>
              <Link to={item.path}>{item.title[locale]}</Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
