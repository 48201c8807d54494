import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "./app.ts";
import { fixedClock } from "./clock.ts";
import { loadConfig } from "./config.ts";
import { loadContent } from "./content/load.ts";
import { openDatabase } from "./db/database.ts";
import { createDatabase, startTestPostgres } from "./db/test/test-postgres.ts";
import { createScheduler, type Scheduler } from "./jobs/scheduler.ts";
import { startSmtpCapture } from "./outbox/test/smtp-capture.ts";
import { composeServices } from "./services.ts";
import { expectApiError, postJson } from "./test/api.ts";

/** The scheduler the site runs on, counting the mail delivery job's runs. */
function countingMailRuns(scheduler: Scheduler): { runs: () => number } {
  let runs = 0;
  const schedule = scheduler.schedule.bind(scheduler);
  scheduler.schedule = (job) =>
    schedule(
      job.name === "Mail delivery"
        ? {
            ...job,
            run: () => {
              runs += 1;
              return job.run();
            },
          }
        : job,
    );
  return { runs: () => runs };
}

describe("a PostgreSQL that stalls (SIGSTOP on the server and its backends), then goes on", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
    vi.restoreAllMocks();
  });

  it("keeps the process and the pages up, answers 503 for the database's part, and sends the queued mail once it is back", async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", record);
    cleanups.push(async () => process.off("unhandledRejection", record));
    // A cluster of its own: stopping the shared one would stall every other test file.
    const postgres = await startTestPostgres();
    cleanups.unshift(() => postgres.stop());
    const smtp = await startSmtpCapture();
    cleanups.unshift(() => smtp.close());
    const lines: string[] = [];
    const db = await openDatabase({
      databaseUrl: await createDatabase(postgres.url),
      dataDir: tmpdir(),
      // Short limits, so that each run against the stalled server ends within a second or two.
      timeouts: { connect: 500, statement: 500 },
      log: { error: (line: string) => lines.push(line) },
    });
    cleanups.unshift(() => db.destroy());

    const log = {
      log: (...args: unknown[]) => lines.push(args.join(" ")),
      error: (...args: unknown[]) => lines.push(args.join(" ")),
    };
    const jobs = createScheduler({ log, retry: { baseMs: 100, maxMs: 400 } });
    const mailRuns = countingMailRuns(jobs);
    const services = composeServices({
      config: loadConfig({ NODE_ENV: "test", SMTP_URL: smtp.url, RATE_LIMIT_POSTS: "1000" }),
      clock: fixedClock(new Date("2025-06-20T12:00:00+02:00")),
      content: loadContent(),
      db,
      log,
      keys: { form: randomBytes(32), resale: randomBytes(32) },
      jobs,
    });
    cleanups.unshift(() => services.close());
    const page = async () =>
      new Response("<!doctype html><title>Start</title>", {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    const app = createApp(services, page);

    // Queued before the jobs run: the confirmation mail waits in the outbox.
    const register = { email: "visitor@example.org" };
    expect((await postJson(app, "/api/newsletter/register", register)).status).toBe(200);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});

    postgres.freeze();
    services.start();
    // The mail job meets the stalled server again and again (each run ends by a time limit).
    await vi.waitFor(() => expect(mailRuns.runs()).toBeGreaterThanOrEqual(4), {
      timeout: 60_000,
      interval: 100,
    });
    // Pages do not need the database; what does answers 503 with { code, msg }.
    const start = await app.request("/start");
    expect(start.status).toBe(200);
    expect(await start.text()).toContain("<title>Start</title>");
    await expectApiError(
      await postJson(app, "/api/newsletter/register", { email: "second@example.org" }),
      503,
      /^Wir können deine Anfrage gerade nicht speichern/,
    );
    await expectApiError(
      await app.request(`/media/${"0".repeat(32)}-800.jpg`, {
        headers: { "Accept-Language": "en" },
      }),
      503,
      /^We cannot save your request right now/,
    );
    expect(smtp.messages).toEqual([]);
    const runsWhileStalled = mailRuns.runs();

    postgres.thaw();
    await smtp.waitFor((mail) => mail.to.includes(register.email), 60_000);
    // The round that sent it ends (and logs the recovery) once the mail is marked sent.
    await vi.waitFor(() => expect(lines.join("\n")).toContain("Mail delivery works again"), {
      timeout: 30_000,
      interval: 100,
    });
    expect(unhandled).toEqual([]);
    // The outage once, the recovery once: not a line per run.
    expect(lines.filter((line) => line.startsWith("Mail delivery"))).toEqual([
      expect.stringMatching(/^Mail delivery failed: Database postgres:\/\/127\.0\.0\.1:\d+\/\w+: /),
      expect.stringMatching(/^Mail delivery works again after \d+ failed tries$/),
    ]);
    expect(runsWhileStalled).toBeGreaterThanOrEqual(4);
    // The database's outage once, its end once; the answers meanwhile log nothing more.
    expect(lines.filter((line) => line.startsWith("Database"))).toEqual([
      expect.stringMatching(/^Database postgres:\S+: did not answer/),
      expect.stringMatching(/^Database postgres:\S+: answers again after \d+ failed probes$/),
    ]);
    expect(logged).not.toHaveBeenCalled();
  }, 120_000);
});
