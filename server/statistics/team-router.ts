import { Hono, type Context } from "hono";
import {
  dayCountsAnswerSchema,
  sinceFilterSchema,
  timestampsAnswerSchema,
  type DayCountsAnswer,
  type TimestampsAnswer,
} from "../../core/api/admin.ts";
import type { ContentStore } from "../../core/content/store.ts";
import type { TeamEnv } from "../auth/require-team.ts";
import type { Db, StatisticsTable } from "../db/schema.ts";
import { listed } from "../http/answer.ts";
import { apiRoute, type ApiInput } from "../http/api-route.ts";
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
  const timestampsAnswer =
    (table: StatisticsTable) =>
    async (c: Context<TeamEnv>, input: ApiInput<typeof sinceFilterSchema>) => {
      const body = await input.body();
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
  const latest = (what: string) =>
    ({
      summary: `The city's ${what} since an instant or a day (the latest 1,000, and the totals)`,
      bearer: true,
      body: sinceFilterSchema,
      answer: timestampsAnswerSchema,
    }) as const;
  apiRoute(
    router,
    "POST",
    "/admin/tickets/request",
    latest("ticket clicks"),
    timestampsAnswer("ticket_clicks"),
  );
  apiRoute(
    router,
    "POST",
    "/admin/counter/reload",
    latest("page loads"),
    timestampsAnswer("page_loads"),
  );

  /** The charts: the city's entries per day in its time zone since the filter's instant. */
  const daysAnswer =
    (table: StatisticsTable) =>
    async (c: Context<TeamEnv>, input: ApiInput<typeof sinceFilterSchema>) => {
      const body = await input.body();
      if (!body.ok) return body.response;
      const hub = c.get("hub");
      const { timeZone } = content[hub].hub;
      const { days, ...totals } = await dayCountsSince(
        db,
        table,
        body.data.createdAt,
        hub,
        timeZone,
      );
      return listed<DayCountsAnswer>(c, days, totals);
    };
  const perDay = (what: string) =>
    ({
      summary: `${what} per day in the city's time zone since an instant`,
      bearer: true,
      body: sinceFilterSchema,
      answer: dayCountsAnswerSchema,
    }) as const;
  apiRoute(
    router,
    "POST",
    "/admin/tickets/clicks/days",
    perDay("Ticket clicks"),
    daysAnswer("ticket_clicks"),
  );
  apiRoute(
    router,
    "POST",
    "/admin/counter/reload/days",
    perDay("Page loads"),
    daysAnswer("page_loads"),
  );
  return router;
}
