import { timestampsAnswerSchema } from "../../../core/api/admin.ts";
import { instantFromLocalInput, localInputFromInstant } from "../../../core/statistics.ts";
import { teamData } from "../../auth/team-api.ts";
import type { TimestampReportData } from "./timestamp-report.tsx";
import { loadTeamData } from "./team-loader.ts";

/** Without a filter the screens show the last 30 days. */
export const defaultPeriodMs = 30 * 24 * 3_600_000;

/**
 * Reads the filter (?since=local time in the hub's zone, ?page=) and loads the timestamps from
 * the given team call (POST with { createdAt }).
 */
export async function loadTimestamps(
  request: Request,
  path: "admin/tickets/request" | "admin/counter/reload",
  server: { timeZone: string; now: string },
): Promise<TimestampReportData> {
  const url = new URL(request.url);
  const since =
    instantFromLocalInput(url.searchParams.get("since") ?? "", server.timeZone) ??
    new Date(Date.parse(server.now) - defaultPeriodMs);
  const answer = await loadTeamData(() =>
    teamData(path, timestampsAnswerSchema, { body: { createdAt: since.toISOString() } }),
  );
  return {
    timeZone: server.timeZone,
    since: since.toISOString(),
    sinceInput: localInputFromInstant(since, server.timeZone),
    page: Number(url.searchParams.get("page") ?? "1") || 1,
    results: answer.results,
  };
}
