import { beforeEach, describe, expect, it } from "vitest";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { testServicesForBlock } from "../test/services.ts";
import { teamCall as call, teamToken } from "../test/team-calls.ts";
import { recordCounted } from "./counters.ts";

describe.each(allDatabaseKinds)("the team's statistics calls on %s", (kind) => {
  const setup = testServicesForBlock({ kind });
  let token: string;
  beforeEach(async () => {
    token = await teamToken(setup);
  });

  it("lists ticket clicks and page loads from the filter's instant on", async () => {
    await recordCounted(setup.services.db, [
      {
        table: "ticket_clicks",
        hubId: "munich",
        ticketShopId: 0,
        at: "2025-06-15T15:59:59.000Z",
      },
      {
        table: "ticket_clicks",
        hubId: "munich",
        ticketShopId: 0,
        at: "2025-06-15T16:00:00.000Z",
      },
      {
        table: "ticket_clicks",
        hubId: "munich",
        ticketShopId: 0,
        at: "2025-06-16T09:00:00.000Z",
      },
      { table: "page_loads", hubId: "munich", at: "2025-06-14T10:00:00.000Z" },
      { table: "page_loads", hubId: "munich", at: "2025-06-15T17:00:00.000Z" },
    ]);
    const filter = { createdAt: "2025-06-15T18:00:00+02:00" };
    const clicks = await call(
      setup,
      { method: "POST", path: "/api/admin/tickets/request", body: filter },
      token,
    );
    expect(await clicks.json()).toEqual({
      code: 200,
      msg: "OK",
      total: 2,
      allCities: 2,
      results: [
        { createdAt: "2025-06-15T16:00:00.000Z" },
        { createdAt: "2025-06-16T09:00:00.000Z" },
      ],
    });
    const loads = await call(
      setup,
      { method: "POST", path: "/api/admin/counter/reload", body: filter },
      token,
    );
    expect(((await loads.json()) as { results: unknown[] }).results).toEqual([
      { createdAt: "2025-06-15T17:00:00.000Z" },
    ]);
    // Each city sees its own entries, and the total of all cities.
    await recordCounted(setup.services.db, [
      { table: "page_loads", hubId: "essen", at: "2025-06-15T18:00:00.000Z" },
      { table: "page_loads", hubId: "essen", at: "2025-06-15T19:00:00.000Z" },
    ]);
    const essen = await call(
      setup,
      { method: "POST", path: "/api/admin/counter/reload", body: filter },
      token,
      "essen.localhost:3000",
    );
    expect(await essen.json()).toMatchObject({
      total: 2,
      allCities: 3,
      results: [
        { createdAt: "2025-06-15T18:00:00.000Z" },
        { createdAt: "2025-06-15T19:00:00.000Z" },
      ],
    });
    const essenDays = await call(
      setup,
      { method: "POST", path: "/api/admin/counter/reload/days", body: filter },
      token,
      "essen.localhost:3000",
    );
    expect(await essenDays.json()).toMatchObject({ total: 2, allCities: 3 });
    const bad = await call(
      setup,
      { method: "POST", path: "/api/admin/counter/reload", body: { createdAt: "yesterday" } },
      token,
    );
    expect(bad.status).toBe(400);
    // A date alone: from the start of that day in Berlin (summer time: 22:00 UTC the day before).
    const fromDay = await call(
      setup,
      { method: "POST", path: "/api/admin/tickets/request", body: { createdAt: "2025-06-16" } },
      token,
    );
    expect(fromDay.status).toBe(200);
    expect(((await fromDay.json()) as { results: unknown[] }).results).toEqual([
      { createdAt: "2025-06-16T09:00:00.000Z" },
    ]);
  });

  it("counts per day in the city's time zone from hourly counts, exactly, across the clock change", async () => {
    const db = setup.services.db;
    for (const table of ["page_loads", "ticket_clicks", "statistics_hours"] as const) {
      await db.deleteFrom(table).execute();
    }
    // Three page loads an hour from 25 October 00:00 in Munich for 72 hours; summer time ends
    // on the 26th, so that day has 25 hours.
    const start = Date.parse("2025-10-24T22:00:00.000Z");
    const loads = [];
    for (let hour = 0; hour < 72; hour++) {
      for (const minute of [10, 20, 50]) {
        loads.push({
          table: "page_loads" as const,
          hubId: "munich" as const,
          at: new Date(start + hour * 3_600_000 + minute * 60_000).toISOString(),
        });
      }
    }
    await recordCounted(db, loads);
    // From 00:30: the first hour counts only its 00:50 entry.
    const filter = { createdAt: "2025-10-25T00:30:00+02:00" };
    const days = await call(
      setup,
      { method: "POST", path: "/api/admin/counter/reload/days", body: filter },
      token,
    );
    expect(await days.json()).toEqual({
      code: 200,
      msg: "OK",
      total: 214,
      allCities: 214,
      results: [
        {
          day: "2025-10-25",
          start: "2025-10-24T22:00:00.000Z",
          end: "2025-10-25T22:00:00.000Z",
          count: 70,
          cumulative: 70,
        },
        {
          day: "2025-10-26",
          start: "2025-10-25T22:00:00.000Z",
          end: "2025-10-26T23:00:00.000Z",
          count: 75,
          cumulative: 145,
        },
        {
          day: "2025-10-27",
          start: "2025-10-26T23:00:00.000Z",
          end: "2025-10-27T23:00:00.000Z",
          count: 69,
          cumulative: 214,
        },
      ],
    });

    // 1,500 clicks in one hour: the list shows the latest 1,000, oldest first, and the total.
    const clicks = Array.from({ length: 1500 }, (_, i) => ({
      table: "ticket_clicks" as const,
      hubId: "munich" as const,
      at: new Date(Date.parse("2025-10-27T10:00:00.000Z") + i * 2000).toISOString(),
      ticketShopId: 0,
    }));
    await recordCounted(db, clicks);
    const list = await call(
      setup,
      { method: "POST", path: "/api/admin/tickets/request", body: filter },
      token,
    );
    const answer = (await list.json()) as { total: number; results: { createdAt: string }[] };
    expect(answer.total).toBe(1500);
    expect(answer.results).toHaveLength(1000);
    expect(answer.results[0]).toEqual({ createdAt: clicks[500]!.at });
    expect(answer.results.at(-1)).toEqual({ createdAt: clicks[1499]!.at });
    const clickDays = await call(
      setup,
      { method: "POST", path: "/api/admin/tickets/clicks/days", body: filter },
      token,
    );
    expect(await clickDays.json()).toMatchObject({
      total: 1500,
      results: [
        { day: "2025-10-25", count: 0 },
        { day: "2025-10-26", count: 0 },
        { day: "2025-10-27", count: 1500, cumulative: 1500 },
      ],
    });
  });
});
