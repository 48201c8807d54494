import { beforeEach, describe, expect, it } from "vitest";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { testServicesForBlock } from "../test/services.ts";
import { teamCall as call, teamToken } from "../test/team-calls.ts";
import { createApp } from "../app.ts";
import type { Quota } from "./shop-port.ts";

describe.each(allDatabaseKinds)("the team's ticket calls on %s", (kind) => {
  const setup = testServicesForBlock({ kind });
  let token: string;
  beforeEach(async () => {
    token = await teamToken(setup);
  });

  it("shows the quotas of the city's own event in the spec's shape", async () => {
    const quotas = async (host: string) => {
      const path = "/api/admin/quotas/availability";
      const response = await call(setup, { method: "GET", path }, token, host);
      expect(response.status).toBe(200);
      return ((await response.json()) as { results: Quota[] }).results;
    };
    const munich = await quotas("localhost:3000");
    const [munichEvent, essenEvent] = setup.services.simulatedShop!.events;
    expect(munich.map((quota) => quota.name)).toEqual(
      munichEvent!.quotas.map((quota) => quota.name),
    );
    expect(munich.some((quota) => quota.size === null)).toBe(true);
    for (const quota of munich)
      expect(Object.keys(quota).sort()).toEqual(["available_number", "name", "size"]);
    expect((await quotas("essen.localhost:3000")).map((quota) => quota.name)).toEqual(
      essenEvent!.quotas.map((quota) => quota.name),
    );
  });

  it("gives the team a voucher link even before the sale starts", async () => {
    setup.clock.set(new Date("2025-06-10T12:00:00+02:00"));
    const visitor = await createApp(setup.services).request("/api/tickets/availability/0");
    expect(visitor.status).toBe(425);
    const team = await call(
      setup,
      { method: "GET", path: "/api/admin/tickets/availability/0" },
      token,
    );
    expect(team.status).toBe(200);
    const answer = (await team.json()) as { ticketUrl: string; ticketSaleStart: string };
    expect(new URL(answer.ticketUrl).pathname).toMatch(/\/redeem$/);
    expect(new URL(answer.ticketUrl).searchParams.get("voucher")).toBeTruthy();
    expect(answer.ticketSaleStart).toBe("2025-06-15T16:00:00.000Z");
    const unknown = await call(
      setup,
      { method: "GET", path: "/api/admin/tickets/availability/999" },
      token,
    );
    expect(unknown.status).toBe(404);
  });

  it("keeps the team's lifted limits under a sold-out notice, but not for a party that is over", async () => {
    // A fresh session at each instant: sessions last hours, not months.
    const teamLink = async () =>
      call(
        setup,
        { method: "GET", path: "/api/admin/tickets/availability/0" },
        await teamToken(setup),
      );
    const { munich } = setup.services.content;
    const open = munich.hub;
    // Content is replaced, never changed in place (the sale's facts are kept per object).
    munich.hub = { ...open, soldOutNotice: true };
    try {
      setup.clock.set(new Date("2025-10-12T13:59:00+02:00"));
      expect((await teamLink()).status).toBe(200);
      // The day after the weekend nobody buys it, the team neither.
      setup.clock.set(new Date("2025-10-13T12:00:00+02:00"));
      const over = await teamLink();
      expect(over.status).toBe(410);
      expect(await over.json()).toEqual({
        code: 410,
        msg: "Diese Party ist vorbei: Tickets dafür gibt es auch für das Team nicht mehr.",
      });
    } finally {
      munich.hub = open;
    }
  });
});
