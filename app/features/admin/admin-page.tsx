import { useMessages, type Catalog } from "../../i18n/messages.ts";
import { adminMessages } from "./admin.messages.ts";

/** Title (document and h1) of a team screen. */
export function AdminPage({ title, children }: { title: string; children: React.ReactNode }) {
  const t = useMessages(adminMessages);
  return (
    <section className="admin-page" aria-labelledby="admin-title">
      <title>{title === t("teamArea") ? title : `${title} – ${t("teamArea")}`}</title>
      <h1 id="admin-title">{title}</h1>
      {children}
    </section>
  );
}

/** What a team screen shows while its data load in the browser (also the server's rendering). */
export function AdminLoading({ title }: { title: string }) {
  const t = useMessages(adminMessages);
  return (
    <AdminPage title={title}>
      <p className="admin-loading" role="status" data-testid="admin-loading">
        {t("loading")}
      </p>
    </AdminPage>
  );
}

/** A team route's HydrateFallback: the loading view under the screen's title from a catalogue. */
export function adminFallback<K extends string>(catalog: Catalog<K>, titleKey: K) {
  return function HydrateFallback() {
    const t = useMessages(catalog);
    return <AdminLoading title={t(titleKey)} />;
  };
}
