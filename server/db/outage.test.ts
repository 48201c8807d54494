import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { databaseOutage } from "./outage.ts";
import { StorageError } from "./storage-error.ts";

const location = "postgres://db.example:5432/site";
const timedOut = () => new StorageError(location, "did not answer (connect timeout)");

describe("an outage of the database server", () => {
  const lines: string[] = [];
  let answers = false;
  let probes = 0;
  const outage = () =>
    databaseOutage({
      location,
      log: { error: (line: string) => lines.push(line) },
      probe: async () => {
        probes += 1;
        if (!answers) throw timedOut();
      },
      retry: { baseMs: 100, maxMs: 400 },
    });

  beforeEach(() => {
    vi.useFakeTimers();
    lines.splice(0);
    answers = false;
    probes = 0;
  });
  afterEach(() => vi.useRealTimers());

  it("is logged once, fails every later call at once, and ends with one line when a probe gets an answer", async () => {
    const server = outage();
    server.arm();
    server.check();
    const first = timedOut();
    server.failed(first);
    const second = timedOut();
    server.failed(second);
    expect(lines).toEqual([`Database ${location}: did not answer (connect timeout)`]);
    expect([first.logged, second.logged]).toEqual([true, true]);

    let refused: unknown;
    try {
      server.check();
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(StorageError);
    expect(refused).toMatchObject({
      message: `Database ${location}: did not answer (connect timeout); asked again in the background`,
      logged: true,
    });

    // Probes with back-off: 100, 200, 400, 400 ms.
    await vi.advanceTimersByTimeAsync(700);
    expect(probes).toBe(3);
    answers = true;
    await vi.advanceTimersByTimeAsync(400);
    expect(probes).toBe(4);
    expect(() => server.check()).not.toThrow();
    expect(lines.slice(1)).toEqual([`Database ${location}: answers again after 3 failed probes`]);
  });

  it("is no outage before the database is open (start-up reports its own failure), nor after it is closed", async () => {
    const server = outage();
    const atStart = timedOut();
    server.failed(atStart);
    expect(atStart.logged).toBe(false);
    expect(() => server.check()).not.toThrow();

    server.arm();
    server.failed(timedOut());
    server.close();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probes).toBe(0);
  });
});
