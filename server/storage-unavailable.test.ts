import { sql } from "kysely";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { stallingProxy } from "./test/stalling-proxy.ts";
import { expectApiError, startTestApp, type TestApp } from "./test/api.ts";

const register = { email: "visitor@example.org" };

describe("while the database is failing", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
    vi.restoreAllMocks();
  });

  async function app(options: Parameters<typeof startTestApp>[0]): Promise<TestApp> {
    const started = await startTestApp(options);
    cleanups.unshift(() => started.dispose());
    return started;
  }

  it("answers 503 in the visitor's language and logs one line naming the cause when the disk is full", async () => {
    const site = await app({ kind: "sqlite" });
    // The file may not grow any more; fill what is left of it.
    await sql`PRAGMA max_page_count = 1`.execute(site.services.db);
    await expect(
      (async () => {
        for (;;)
          await site.services.db
            .insertInto("page_loads")
            .values({ hub_id: "munich", at: "x".repeat(500) })
            .execute();
      })(),
    ).rejects.toThrow("SQLITE_FULL");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});

    // Sign-ups fill the last free space of their tables' pages; then the next one cannot be saved.
    let german = await site.post("/api/newsletter/register", register);
    for (let i = 0; german.status === 200 && i < 100; i++) {
      german = await site.post("/api/newsletter/register", { email: `visitor${i}@example.org` });
    }
    expect(german.headers.get("retry-after")).toBe("60");
    await expectApiError(german, 503, /^Wir können deine Anfrage gerade nicht speichern/);
    const english = await site.post(
      "/api/newsletter/register",
      { email: "someone.else@example.org" },
      { "Accept-Language": "en" },
    );
    await expectApiError(english, 503, /^We cannot save your request right now/);

    expect(logged.mock.calls).toEqual([
      [expect.stringMatching(/^Database \S+site\.db: database or disk is full \(SQLITE_FULL\)$/)],
      [expect.stringMatching(/^Database \S+site\.db: database or disk is full \(SQLITE_FULL\)$/)],
    ]);
  });

  it("answers 503 within the timeout when PostgreSQL stops answering, and logs the outage once", async () => {
    const proxy = await stallingProxy(Number(new URL(inject("postgresUrl")).port));
    cleanups.push(() => proxy.dispose());
    const site = await app({
      kind: "postgres",
      // Short enough to keep the test brief; long enough for a busy machine to connect and insert.
      connection: {
        port: proxy.port,
        timeouts: { connect: 5_000, statement: 1_000 },
        log: console,
      },
    });
    expect((await site.post("/api/newsletter/register", register)).status).toBe(200);

    proxy.stall();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    // The first call waits on a pooled connection until its timeout; the second is refused at once
    // (db/outage.ts). Neither hangs: the test's own time limit would end it.
    for (const email of ["one@example.org", "two@example.org"]) {
      await expectApiError(
        await site.post("/api/newsletter/register", { email }),
        503,
        /^Wir können deine Anfrage gerade nicht speichern/,
      );
    }
    expect(logged.mock.calls.flat()).toEqual([
      expect.stringMatching(/^Database postgres:\/\/127\.0\.0\.1:\d+\/test_\w+: did not answer/),
    ]);
  });
});
