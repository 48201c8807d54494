import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { fixedClock } from "../clock.ts";
import { loadConfig } from "../config.ts";
import { loadContent } from "../content/load.ts";
import { databaseKinds } from "../db/test/databases.ts";
import { composeServices } from "../services.ts";
import { postJson } from "../test/api.ts";

describe("rate limits with two instances on one PostgreSQL", () => {
  it("are reached through both instances together", async () => {
    const database = await databaseKinds.postgres();
    const content = loadContent();
    const keys = { form: randomBytes(32), resale: randomBytes(32) };
    const instance = () => {
      const services = composeServices({
        config: loadConfig({ NODE_ENV: "test", RATE_LIMIT_POSTS: "3", TRUST_PROXY: "1" }),
        clock: fixedClock(new Date("2025-06-20T12:00:00+02:00")),
        content,
        db: database.db,
        log: { log: () => {}, error: () => {} },
        keys,
      });
      return { services, app: createApp(services) };
    };
    const [a, b] = [instance(), instance()];
    try {
      const register = (app: typeof a.app, i: number) =>
        postJson(
          app,
          "/api/newsletter/register",
          { email: `both${i}@example.org` },
          { "X-Forwarded-For": "198.51.100.7" },
        );
      const statuses = [
        (await register(a.app, 0)).status,
        (await register(b.app, 1)).status,
        (await register(a.app, 2)).status,
        (await register(b.app, 3)).status,
        (await register(a.app, 4)).status,
      ];
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await a.services.close();
      await b.services.close();
      await database.dispose();
    }
  });
});
