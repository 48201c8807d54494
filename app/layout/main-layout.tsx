import { Outlet } from "react-router";
import { useMessages } from "../i18n/messages.ts";
import { useLayoutData } from "../hooks/use-layout-data.ts";
import { layoutMessages } from "./layout.messages.ts";
import { SaleBar } from "./sale-bar.tsx";
import { SiteHeader } from "./site-header.tsx";
import { SideNav } from "./side-nav.tsx";
import { Sidebar } from "./sidebar.tsx";
import { SiteFooter } from "./site-footer.tsx";

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
      <SiteFooter />
    </div>
  );
}
