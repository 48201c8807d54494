import { Hono, type Context } from "hono";
import {
  sinceFilterSchema,
  type DayCountsAnswer,
  type TimestampsAnswer,
} from "../../core/api/admin.ts";
import type { ContentStore } from "../../core/content/store.ts";
import type { TeamEnv } from "../auth/require-team.ts";
import type { Db, StatisticsTable } from "../db/schema.ts";
import { listed } from "../http/answer.ts";
import { readJson } from "../http/read-json.ts";
import { dayCountsSince, latestTimestampsSince } from "./queries.ts";

/** Ticket clicks and page loads of the city, since the filter's instant (body `{ createdAt }`). */
export function statisticsTeamRouter({
  db,
  content,
}: {
  db: Db;
  content: ContentStore;
}): Hono<TeamEnv> {
  const router = new Hono<TeamEnv>();

  /** The city's latest timestamps, their total and all cities' total. */
  const timestampsAnswer = (table: StatisticsTable) => async (c: Context<TeamEnv>) => {
    const body = await readJson(c, sinceFilterSchema);
    if (!body.ok) return body.response;
    const { results, ...totals } = await latestTimestampsSince(
      db,
      table,
      body.data.createdAt,
      c.get("hub"),
    );
    return listed<TimestampsAnswer>(c, results, totals);
  };
  // The spec's table puts two things on one path: POST lists ticket clicks (body `{ createdAt }`),
  // GET (server/resale/team-router.ts) the resale requests.
  router.post("/admin/tickets/request", timestampsAnswer("ticket_clicks"));
  router.post("/admin/counter/reload", timestampsAnswer("page_loads"));

  /** The charts: the city's entries per day in its time zone since the filter's instant. */
  const daysAnswer = (table: StatisticsTable) => async (c: Context<TeamEnv>) => {
    const body = await readJson(c, sinceFilterSchema);
    if (!body.ok) return body.response;
    const hub = c.get("hub");
    const { timeZone } = content[hub].hub;
    const { days, ...totals } = await dayCountsSince(db, table, body.data.createdAt, hub, timeZone);
    return listed<DayCountsAnswer>(c, days, totals);
  };
  router.post("/admin/tickets/clicks/days", daysAnswer("ticket_clicks"));
  router.post("/admin/counter/reload/days", daysAnswer("page_loads"));
  return router;
}
