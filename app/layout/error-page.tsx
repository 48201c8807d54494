import {
  isRouteErrorResponse,
  Link,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { hubNavigation } from "../../core/navigation.ts";
import { navigationMessages, type NavName } from "../../core/navigation.messages.ts";
import type { LayoutData } from "../site-data.ts";
import { PageTitle } from "../components/page-title.tsx";
import { useMessages } from "../i18n/messages.ts";
import { errorPageMessages } from "./error-page.messages.ts";

const helpfulLinks: readonly NavName[] = ["start", "save-the-date", "faq", "contact"];

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

/**
 * What went wrong, by the route error: no such page (404), not available right now (503: the
 * server's database does not answer), or anything else (500).
 */
const errorKinds = {
  404: { title: "notFoundTitle", text: "notFoundText" },
  503: { title: "unavailableTitle", text: "unavailableText" },
  500: { title: "errorTitle", text: "errorText" },
} as const;
type ErrorStatus = keyof typeof errorKinds;

/** The error page's status for what a route threw. */
export function errorStatusOf(error: unknown): ErrorStatus {
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 503))
    return error.status;
  return 500;
}

/** The helpful 404 (and generic error) page, in the visitor's language. */
export function ErrorPage({ status }: { status: ErrorStatus }) {
  const t = useMessages(errorPageMessages);
  const navTitle = useMessages(navigationMessages);
  const { pathname } = useLocation();
  const links = useHelpfulLinks();
  const notFound = status === 404;
  const title = t(errorKinds[status].title);
  return (
    <section className="error-page" aria-labelledby="error-title" data-testid="error-page">
      <PageTitle>{title}</PageTitle>
      <p className="error-code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{title}</h1>
      {notFound && (
        <p className="error-path">
          {t("notFoundPath")} <code>{pathname}</code>
        </p>
      )}
      <p>{t(errorKinds[status].text)}</p>
      <ul className="error-links">
        {links.map((item) => (
          <li key={item.name}>
            <Link className="button button-secondary" to={item.path}>
              {navTitle(item.name)}
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
  return <ErrorPage status={errorStatusOf(useRouteError())} />;
}
