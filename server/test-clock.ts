import { Hono } from "hono";
import { testClockAnswerSchema, testClockBodySchema } from "../core/api/test-clock.ts";
import { isLocalUrl } from "./auth/local-url.ts";
import type { Clock, SettableClock } from "./clock.ts";
import { ConfigError, type Config } from "./config.ts";
import { fail } from "./http/answer.ts";
import { apiRoute } from "./http/api-route.ts";
import type { Scheduler } from "./jobs/scheduler.ts";

/** Where the test clock is mounted on a site under test (TEST_CLOCK=on). */
export const testClockPath = "/test-clock";

/** Moves a site's clock; only on a site under test. */
export interface TestClock {
  /**
   * Sets the clock to `instant`, from which it runs on, and runs every job at the new time, as a
   * start there would; resolves once they have run.
   */
  moveTo(instant: Date): Promise<void>;
}

const refused = (reason: string) =>
  new ConfigError(`Invalid configuration:\n  TEST_CLOCK: ${reason}`);

/**
 * The browser tests move a running site's clock instead of restarting it at a later APP_NOW. That
 * control must never exist on a real site, where it would let anyone move the sale start: it runs
 * only when switched on (TEST_CLOCK=on) on a site under test. Switched on with NODE_ENV=production
 * (what `npm start` and the systemd unit run) or a public address, start-up stops, as for DEV_IDP.
 */
export function testClockFor(config: Config, clock: Clock, jobs: Scheduler): TestClock | undefined {
  if (config.TEST_CLOCK !== "on") return undefined;
  if (config.NODE_ENV === "production")
    throw refused("only for a site under test (NODE_ENV=test), never with NODE_ENV=production");
  if (!isLocalUrl(config.PUBLIC_URL))
    throw refused(`only for a local PUBLIC_URL (localhost), not ${config.PUBLIC_URL}`);
  if (!isSettable(clock)) throw refused("moves the clock APP_NOW starts: set APP_NOW too");
  return {
    moveTo(instant) {
      clock.set(instant);
      return jobs.runAll();
    },
  };
}

function isSettable(clock: Clock): clock is SettableClock {
  return "set" in clock && typeof clock.set === "function";
}

/** POST /test-clock { now }: the clock runs on from `now`; it only moves forward. */
export function testClockRouter(testClock: TestClock, clock: Clock): Hono {
  const router = new Hono();
  apiRoute(
    router,
    "POST",
    "/",
    {
      summary: "Moves a site under test to a later instant",
      body: testClockBodySchema,
      answer: testClockAnswerSchema,
    },
    async (c, input) => {
      const body = await input.body();
      if (!body.ok) return body.response;
      const instant = new Date(body.data.now);
      if (instant < clock.now())
        return fail(c, 409, `The clock only moves forward; it is ${clock.now().toISOString()}.`);
      await testClock.moveTo(instant);
      c.header("Cache-Control", "no-store");
      return c.json({ now: clock.now().toISOString() });
    },
  );
  return router;
}
