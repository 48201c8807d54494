import { useLocation } from "react-router";
import { siteContext } from "../../site-context.ts";
import { AdminLoading } from "../admin/admin-page.tsx";
import { adminMessages } from "../admin/admin.messages.ts";
import { loadTimestamps } from "./timestamp-loader.ts";
import { TimestampReport, timestampReportTitles, type TimestampKind } from "./timestamp-report.tsx";
import { useMessages } from "../../i18n/messages.ts";
import type { Route } from "./+types/timestamps";

/**
 * Ticket clicks (/admin/ticket-request) and page reloads (/admin/page-reloads): app/routes.ts
 * registers this module under both addresses, and the address's last segment picks the report.
 */
function reportKind(pathname: string): TimestampKind {
  return pathname.split("/").filter(Boolean).at(-1) === "page-reloads" ? "reloads" : "clicks";
}

function useReportKind(): TimestampKind {
  return reportKind(useLocation().pathname);
}

/** The hub's time zone and the server's now: days and the default period follow them. */
export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return { timeZone: site.content[site.hubId].hub.timeZone, now: site.now().toISOString() };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadTimestamps(request, reportKind(new URL(request.url).pathname), await serverLoader());
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const t = useMessages(adminMessages);
  return <AdminLoading title={t(timestampReportTitles[useReportKind()])} />;
}

export default function TimestampScreen({ loaderData }: Route.ComponentProps) {
  return <TimestampReport kind={useReportKind()} data={loaderData} />;
}
