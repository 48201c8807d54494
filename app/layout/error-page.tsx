import {
  isRouteErrorResponse,
  Link,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { hubNavigation } from "../../core/navigation.ts";
import type { LayoutData } from "../site-data.ts";
import { PageTitle } from "../components/page-title.tsx";
import { useLocale, useMessages } from "../i18n/messages.ts";
import { errorPageMessages } from "./error-page.messages.ts";

const helpfulLinks = ["start", "save-the-date", "faq", "contact"];

/**
 * The helpful links this hub can serve. Without the root's data (the root itself failed) only
 * the pages every hub has are offered.
 */
function useHelpfulLinks() {
  const data = useRouteLoaderData<LayoutData>("root");
  return hubNavigation({ pages: data?.pages ?? [], ticketSale: false }).filter(
    (item) => item.available && helpfulLinks.includes(item.name),
  );
}

/** The helpful 404 (and generic error) page, in the visitor's language. */
export function ErrorPage({ notFound }: { notFound: boolean }) {
  const t = useMessages(errorPageMessages);
  const locale = useLocale();
  const { pathname } = useLocation();
  const links = useHelpfulLinks();
  const title = notFound ? t("notFoundTitle") : t("errorTitle");
  return (
    <section className="error-page" aria-labelledby="error-title" data-testid="error-page">
      <PageTitle>{title}</PageTitle>
      <p className="error-code" aria-hidden="true">
        {notFound ? "404" : "500"}
      </p>
      <h1 id="error-title">{title}</h1>
      {notFound && (
        <p className="error-path">
          {t("notFoundPath")} <code>{pathname}</code>
        </p>
      )}
      <p>{notFound ? t("notFoundText") : t("errorText")}</p>
      <ul className="error-links">
        {links.map((item) => (
          <li key={item.name}>
            <Link className="button button-secondary" to={item.path}>
              {item.title[locale]}
            </Link>
          </li>
        ))}
      </ul>
      {notFound && <p className="error-hint">{t("notFoundHint")}</p>}
    </section>
  );
}

/**
 * Route error boundary: 404 answers show the helpful page inside the layout. It logs nothing:
 * the server logs what it did not expect once (handleError in entry.server.tsx), and React
 * reports errors caught in the browser itself.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorPage notFound={notFound} />;
}
