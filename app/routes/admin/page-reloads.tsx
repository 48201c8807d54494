import { siteContext } from "../../site-context.ts";
import { AdminLoading } from "../../components/admin/admin-page.tsx";
import { adminMessages } from "../../components/admin/admin.messages.ts";
import { loadTimestamps } from "../../components/admin/timestamp-loader.ts";
import { TimestampReport } from "../../components/admin/timestamp-report.tsx";
import { useMessages } from "../../i18n/messages.ts";
import type { Route } from "./+types/page-reloads";

/** The hub's time zone and the server's now: days and the default period follow them. */
export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return { timeZone: site.content[site.hubId].hub.timeZone, now: site.now().toISOString() };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadTimestamps(request, "reloads", await serverLoader());
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const t = useMessages(adminMessages);
  return <AdminLoading title={t("navPageReloads")} />;
}

export default function PageReloads({ loaderData }: Route.ComponentProps) {
  return <TimestampReport kind="reloads" data={loaderData} />;
}
