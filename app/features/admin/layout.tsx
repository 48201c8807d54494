import { Link, NavLink, Outlet, useLocation, useNavigation } from "react-router";
import { adminMessages } from "./admin.messages.ts";
import "./team-styles.css";
import { useMessages } from "../../i18n/messages.ts";
import { SiteFooter } from "../../layout/site-footer.tsx";
import { TeamFooter } from "./team-footer.tsx";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/**
 * The team area (/admin). Its screens load their data in the browser with the stored bearer
 * token; the server renders this frame and a loading state, never team data.
 */
export default function AdminLayout() {
  const t = useMessages(adminMessages);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const items = [
    { to: "/admin/ticket-request", label: t("navTicketClicks") },
    { to: "/admin/page-reloads", label: t("navPageReloads") },
    { to: "/admin/quotas", label: t("navQuotas") },
    { to: "/admin/waiting-room", label: t("navWaitingRoom") },
    { to: "/admin/newsletter", label: t("navNewsletter") },
    { to: "/admin/wait-lists", label: t("navWaitLists") },
    { to: "/admin/posts", label: t("navPosts") },
    { to: "/admin/ticket-change", label: t("navTicketChange") },
  ];
  const list = (
    <ul>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to}>{item.label}</NavLink>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="site admin">
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <header className="admin-header">
        <Link to="/admin" className="admin-brand">
          {t("teamArea")}
        </Link>
        {/* Wide screens show the links; a phone folds them into a menu that opens without
            scripts (details), closed again on every page (its key). */}
        <nav aria-label={t("navLabel")} className="admin-nav admin-nav-wide">
          {list}
        </nav>
        <details className="admin-menu" key={pathname}>
          <summary>{t("menu")}</summary>
          <nav aria-label={t("navLabel")} className="admin-nav">
            {list}
          </nav>
        </details>
        {/* A visitor page is a document of its own (app/layout/main-layout.tsx): go there at once. */}
        <Link to="/start" reloadDocument className="admin-back">
          {t("backToSite")}
        </Link>
      </header>
      <main id="main" className="admin-main" tabIndex={-1}>
        {navigation.state === "loading" && navigation.location.pathname.startsWith("/admin") && (
          <p className="admin-pending" role="status">
            {t("loading")}
          </p>
        )}
        <Outlet />
      </main>
      <SiteFooter team={(loginLabel) => <TeamFooter loginLabel={loginLabel} />} />
    </div>
  );
}
