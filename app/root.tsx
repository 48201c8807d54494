import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useRouteLoaderData,
} from "react-router";
import { Fragment, useContext, useEffect } from "react";
import { siteContext } from "./site-context.ts";
import { reportPageLoad } from "./api/page-load.ts";
import type { Route } from "./+types/root";
import { LocaleContext } from "./i18n/messages.ts";
import { ErrorPage, errorStatusOf } from "./layout/error-page.tsx";
import { NonceContext } from "./nonce.ts";
import { previewMeta, sitePreview } from "./preview-meta.ts";
import { layoutData } from "./site-data.ts";
import { useReadingPage } from "./reading-page/reading-page.ts";
// Vite's worker bundling makes the reading pages' script one file of its own, sharing no chunk
// with the React pages; it runs as a module script, not as a worker.
import readingPageScript from "./reading-page/enhance.ts?worker&url";
import "./styles/index.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.png", type: "image/png", sizes: "48x48" },
];

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return {
    ...layoutData(site),
    site: sitePreview(site),
  };
}

/** Link previews, language alternates and the news feeds of every page (app/preview-meta.ts). */
export const meta: Route.MetaFunction = previewMeta;

/**
 * On a reading page, its small script instead of React Router's (reading-page.ts), which
 * `children` are.
 */
function ReadingPageScriptInstead({ children }: { children: React.ReactNode }) {
  const reading = useReadingPage();
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useContext(NonceContext);
  // The development server's hot reload, which its modules of components expect to have run
  // first (React Router's scripts load it on a React page); none in the build.
  const hotReload = useContext(UNSAFE_FrameworkContext)?.manifest.hmr?.runtime;
  if (!reading) return children;
  return (
    <>
      {hotReload && <script type="module" src={hotReload} nonce={nonce} />}
      {/* It ticks from the server's time (the page cache keeps that to the second). */}
      <script type="module" src={readingPageScript} nonce={nonce} data-server-now={data?.now} />
    </>
  );
}

/** Only the server renders reading pages: the browser's build keeps React Router's scripts. */
const OrReadingPageScript = import.meta.env.SSR ? ReadingPageScriptInstead : Fragment;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale = data?.locale ?? "de";
  const nonce = useContext(NonceContext);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <Meta />
        <Links />
      </head>
      <body>
        <LocaleContext value={locale}>{children}</LocaleContext>
        <OrReadingPageScript>
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
        </OrReadingPageScript>
      </body>
    </html>
  );
}

export default function App() {
  // Counts one page load per app start (GET /api/reload).
  useEffect(reportPageLoad, []);
  // Marks the page as interactive; the browser tests wait for it before they click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main">
      <ErrorPage status={errorStatusOf(error)} />
    </main>
  );
}
