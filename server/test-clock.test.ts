import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fixedClock, runningClockFrom, systemClock } from "./clock.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createScheduler } from "./jobs/scheduler.ts";
import { expectApiError, postJson, testAppForBlock } from "./test/api.ts";
import { testClockFor } from "./test-clock.ts";

const start = "2025-06-15T17:45:00+02:00";
const later = "2025-06-15T18:00:30+02:00";
const timeOf = async (app: { request: (path: string) => Response | Promise<Response> }) =>
  ((await (await app.request("/api/time")).json()) as { now: string }).now;

describe("the test clock of a site under test (TEST_CLOCK=on)", () => {
  const site = testAppForBlock({ now: start, env: { TEST_CLOCK: "on" } });

  it("moves the site's clock forward: pages and API tell the new time", async () => {
    const moved = await postJson(site.app, "/test-clock", { now: later });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toEqual({ now: "2025-06-15T16:00:30.000Z" });
    expect(await timeOf(site.app)).toBe("2025-06-15T16:00:30.000Z");
  });

  it("only moves forward, and refuses what is not an instant with an offset", async () => {
    await expectApiError(await postJson(site.app, "/test-clock", { now: start }), 409, /forward/);
    for (const body of [{ now: "2025-06-15T18:00:00" }, { now: "tomorrow" }, {}, "{"])
      expect((await postJson(site.app, "/test-clock", body)).status).toBe(400);
    expect(await timeOf(site.app)).toBe("2025-06-15T16:00:30.000Z");
  });
});

describe("a site without TEST_CLOCK", () => {
  const site = testAppForBlock({ now: start });

  it("has no test clock: its time cannot be moved", async () => {
    expect((await postJson(site.app, "/test-clock", { now: later })).status).toBe(404);
    expect(await timeOf(site.app)).toBe("2025-06-15T15:45:00.000Z");
  });
});

describe("testClockFor", () => {
  const jobs = createScheduler();
  const clock = () => runningClockFrom(new Date(start));

  it("stops a production start (NODE_ENV=production), a public address and a clock APP_NOW did not start", () => {
    const refusals: [Record<string, string>, RegExp][] = [
      [{ NODE_ENV: "production" }, /TEST_CLOCK: .*never with NODE_ENV=production/],
      // docs/deploy.md's site, as its systemd unit starts it.
      [
        { NODE_ENV: "production", PUBLIC_URL: "https://muenchen.pamperplay.example" },
        /NODE_ENV=production/,
      ],
      [
        { NODE_ENV: "test", PUBLIC_URL: "https://muenchen.pamperplay.example" },
        /TEST_CLOCK: only for a local PUBLIC_URL/,
      ],
    ];
    for (const [env, message] of refusals) {
      const config = loadConfig({ ...env, TEST_CLOCK: "on", APP_NOW: start });
      expect(() => testClockFor(config, clock(), jobs)).toThrow(ConfigError);
      expect(() => testClockFor(config, clock(), jobs)).toThrow(message);
    }
    const withoutAppNow = loadConfig({ NODE_ENV: "test", TEST_CLOCK: "on" });
    expect(() => testClockFor(withoutAppNow, systemClock, jobs)).toThrow(/set APP_NOW too/);
  });

  it("is off unless switched on", () => {
    expect(testClockFor(loadConfig({ NODE_ENV: "test", APP_NOW: start }), clock(), jobs)).toBe(
      undefined,
    );
  });
});

describe("moving the clock", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs every job at the new time, as a start would, instead of after its pause, and answers once they ran", async () => {
    const clock = fixedClock(new Date(start));
    const jobs = createScheduler();
    const seen: string[] = [];
    jobs.schedule({
      name: "Due posts",
      everyMs: 60 * 60_000,
      run: async () => void seen.push(clock.now().toISOString()),
    });
    const testClock = testClockFor(loadConfig({ NODE_ENV: "test", TEST_CLOCK: "on" }), clock, jobs);
    jobs.start();
    await vi.advanceTimersByTimeAsync(0);
    let moved = false;
    void testClock?.moveTo(new Date(later)).then(() => (moved = true));
    expect(moved).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(moved).toBe(true);
    expect(seen).toEqual(["2025-06-15T15:45:00.000Z", "2025-06-15T16:00:30.000Z"]);
    await jobs.close();
  });

  it("lets a running clock run on from the instant it is set to", () => {
    let real = 1_000_000;
    const clock = runningClockFrom(new Date(start), () => real);
    clock.set(new Date(later));
    real += 1500;
    expect(clock.now().toISOString()).toBe("2025-06-15T16:00:31.500Z");
  });
});
