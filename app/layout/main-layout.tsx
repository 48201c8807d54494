import { Outlet, useRouteLoaderData } from "react-router";
import type { LayoutData } from "../site-data.ts";
import { useMessages } from "../i18n/messages.ts";
import { layoutMessages } from "./layout.messages.ts";
import { SiteHeader } from "./site-header.tsx";
import { SideNav } from "./side-nav.tsx";
import { Sidebar } from "./sidebar.tsx";
import { SiteFooter } from "./site-footer.tsx";

/** Root loader data, available to every screen of the main layout. */
export function useLayoutData(): LayoutData {
  const data = useRouteLoaderData<LayoutData>("root");
  if (!data) throw new Error("root loader data missing");
  return data;
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
      <div className="site-body">
        <div className="site-nav">
          <SideNav />
        </div>
        <main id="main" className="site-main" tabIndex={-1}>
          <Outlet />
        </main>
        <Sidebar />
      </div>
      <SiteFooter />
    </div>
  );
}
