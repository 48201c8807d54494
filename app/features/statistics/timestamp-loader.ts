import { dayCountsAnswerSchema, timestampsAnswerSchema } from "../../../core/api/admin.ts";
import { instantFromLocalInput, localInputFromInstant } from "../../../core/statistics.ts";
import { teamData } from "../../api/team.ts";
import type { TimestampKind, TimestampReportData } from "./timestamp-report.tsx";
import { loadTeamData } from "../admin/team-loader.ts";

/** Without a filter the screens show the last 30 days. */
export const defaultPeriodMs = 30 * 24 * 3_600_000;

/** Each screen's team calls: the latest timestamps, and the counts per day for the chart. */
const reportCalls = {
  clicks: { list: "admin/tickets/request", days: "admin/tickets/clicks/days" },
  reloads: { list: "admin/counter/reload", days: "admin/counter/reload/days" },
} as const satisfies Record<TimestampKind, { list: string; days: string }>;

/**
 * Reads the filter (?since=local time in the hub's zone, ?page=) and loads the screen's day
 * counts and latest timestamps (POST with { createdAt }).
 */
export async function loadTimestamps(
  request: Request,
  kind: TimestampKind,
  server: { timeZone: string; now: string },
): Promise<TimestampReportData> {
  const url = new URL(request.url);
  const since =
    instantFromLocalInput(url.searchParams.get("since") ?? "", server.timeZone) ??
    new Date(Date.parse(server.now) - defaultPeriodMs);
  const body = { createdAt: since.toISOString() };
  const [days, latest] = await loadTeamData(() =>
    Promise.all([
      teamData(reportCalls[kind].days, dayCountsAnswerSchema, { body }),
      teamData(reportCalls[kind].list, timestampsAnswerSchema, { body }),
    ]),
  );
  return {
    timeZone: server.timeZone,
    since: since.toISOString(),
    sinceInput: localInputFromInstant(since, server.timeZone),
    page: Number(url.searchParams.get("page") ?? "1") || 1,
    total: days.total,
    allCities: days.allCities,
    days: days.results,
    latest: latest.results,
  };
}
