import { Outlet } from "react-router";
import { useMessages } from "../i18n/messages.ts";
import { island } from "../islands/island.tsx";
import { useLayoutData } from "../hooks/use-layout-data.ts";
import { layoutMessages } from "./layout.messages.ts";
import { SaleBar } from "./sale-bar.tsx";
import { SiteHeader } from "./site-header.tsx";
import { SideNav } from "./side-nav.tsx";
import { Sidebar } from "./sidebar.tsx";
import { SiteFooter } from "./site-footer.tsx";
import type { Route } from "./+types/main-layout";

/** The team's footer entry: its script only where a login is stored. */
const TeamFooter = island(
  "team",
  "team-footer",
  async () => (await import("../features/admin/team-footer.tsx")).TeamFooter,
);

/**
 * Every visitor page is server HTML with islands (app/islands/); React Router's client application
 * runs only in the team area. A visitor page it navigates to (a link, a failed team call's way
 * out) is therefore loaded as a document. The server loader keeps the page's first render from
 * running this.
 */
export function loader() {
  return null;
}

export function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise(() => {});
}

export default function MainLayout() {
  const t = useMessages(layoutMessages);
  const data = useLayoutData();
  return (
    <div className={`site hub-${data.hub.id}`}>
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <SiteHeader />
      <SaleBar />
      <div className="site-body">
        <div className="site-nav">
          <SideNav />
        </div>
        <main id="main" className="site-main" tabIndex={-1}>
          <Outlet />
        </main>
        <Sidebar />
      </div>
      <SiteFooter
        team={(loginLabel) => <TeamFooter wake="stored-login" loginLabel={loginLabel} />}
      />
    </div>
  );
}
