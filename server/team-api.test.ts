import { describe, expect, it } from "vitest";
import { teamApi } from "./app.ts";
import { allDatabaseKinds } from "./db/test/databases.ts";
import { testServices, testServicesForBlock } from "./test/services.ts";
import { someId, teamCalls as adminCalls } from "./test/all-team-calls.ts";
import { teamCall as call, teamToken } from "./test/team-calls.ts";

describe("the list of team calls", () => {
  it("covers every route of the team area", async () => {
    const setup = await testServices();
    try {
      const routes = teamApi(setup.services)
        .routes.filter((route) => route.method !== "ALL")
        .map((route) => `${route.method} /api${route.path}`)
        .sort();
      const listed = adminCalls
        .map(({ method, path }) =>
          `${method} ${path}`
            .replace(someId, ":id")
            .replace(/availability\/0$/, "availability/:ticketShopId")
            .replace(/undelivered\/1\//, "undelivered/:id/")
            .replace("muc2026.1", ":key")
            .replace("single-pamperplay", ":packageId")
            .replace("0".repeat(32), ":id")
            .replace("01234-56789", ":supportId"),
        )
        .sort();
      expect(listed).toEqual(routes);
    } finally {
      await setup.dispose();
    }
  });
});

describe.each(allDatabaseKinds)("team calls on %s", (kind) => {
  const setup = testServicesForBlock({ kind });

  describe.each(adminCalls)("$method $path", (adminCall) => {
    it("answers 401 without a token, with an unknown, an expired or a logged-out one", async () => {
      const without = await call(setup, adminCall);
      expect(without.status).toBe(401);
      expect(await without.json()).toEqual({
        code: 401,
        msg: "Bitte melde dich an: Die Sitzung fehlt, ist abgelaufen oder wurde beendet.",
      });
      expect((await call(setup, adminCall, "x".repeat(43))).status).toBe(401);

      const expiring = await teamToken(setup);
      setup.clock.advance(12 * 3_600_000);
      expect((await call(setup, adminCall, expiring)).status).toBe(401);

      const loggedOut = await teamToken(setup);
      await setup.services.auth.sessions.revoke(loggedOut);
      expect((await call(setup, adminCall, loggedOut)).status).toBe(401);

      // And a live session gets through (the answer depends on the call, never 401).
      const live = await teamToken(setup);
      expect((await call(setup, adminCall, live)).status).not.toBe(401);
    });
  });
});
