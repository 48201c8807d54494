import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import pg from "pg";
import {
  createRequestHandler,
  type EntryContext,
  type ServerBuild,
  type StaticHandlerContext,
} from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { siteContext } from "../app/site-context.ts";
import type { SiteContext } from "../core/site-context.ts";
import { createApp } from "./app.ts";
import { fixedClock } from "./clock.ts";
import { loadConfig } from "./config.ts";
import { loadContent } from "./content/load.ts";
import { openDatabase } from "./db/database.ts";
import type { Db } from "./db/schema.ts";
import { createDatabase, startTestPostgres, type TestPostgres } from "./db/test/test-postgres.ts";
import { composeServices } from "./services.ts";

/**
 * Pages as React Router serves them (its document requests, the route error boundary, the
 * entry's handleError), with two routes whose loaders read what the order page and the wait
 * list's page read. The entry answers the loaders' data, or the error, as JSON instead of HTML.
 */
const logged: string[] = [];
const build = {
  entry: {
    module: {
      default: (
        _request: Request,
        status: number,
        headers: Headers,
        {
          staticHandlerContext: { loaderData, errors },
        }: EntryContext & {
          staticHandlerContext: StaticHandlerContext;
        },
      ) => new Response(JSON.stringify(errors ? { errors } : loaderData), { status, headers }),
      // As app/entry.server.tsx: whatever React Router reports is logged.
      handleError: (error: unknown) => logged.push(`unexpected: ${String(error)}`),
    },
  },
  routes: {
    root: { id: "root", path: "", module: { default: () => null, ErrorBoundary: () => null } },
    order: {
      id: "order",
      parentId: "root",
      path: "ticket/order/:ticketShopId",
      module: {
        default: () => null,
        loader: ({ context, request, params }: LoaderArgs) =>
          context
            .get(siteContext)
            .waitingRoom(
              Number(params.ticketShopId),
              new URL(request.url).searchParams.get("package"),
              request.headers.get("cookie"),
            ),
      },
    },
    waitList: {
      id: "waitList",
      parentId: "root",
      path: "ticket/wait-list",
      module: {
        default: () => null,
        loader: ({ context, request }: LoaderArgs) =>
          context.get(siteContext).waitList(new URL(request.url).searchParams.get("package")!),
      },
    },
  },
  assets: { routes: {} },
  routeDiscovery: { mode: "lazy" },
  future: {},
  ssr: true,
} as unknown as ServerBuild; // only what the handler reads for these routes
type LoaderArgs = {
  context: { get: (key: typeof siteContext) => SiteContext };
  request: Request;
  params: Record<string, string>;
};

describe("while PostgreSQL is frozen (SIGSTOP), then goes on", () => {
  let postgres: TestPostgres;
  let db: Db;
  const clock = fixedClock(new Date("2025-06-15T17:45:00+02:00"));
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    // A cluster of its own: freezing the shared one would stall every other test file.
    postgres = await startTestPostgres();
    db = await openDatabase({
      databaseUrl: await createDatabase(postgres.url),
      dataDir: tmpdir(),
      timeouts: { connect: 500, statement: 500 },
      log: { error: (line: string) => logged.push(line) },
    });
    const services = composeServices({
      config: loadConfig({ NODE_ENV: "test" }),
      clock,
      content: loadContent(),
      db,
      log: { log: () => {}, error: () => {} },
      keys: { form: randomBytes(32), resale: randomBytes(32) },
    });
    app = createApp(services, createRequestHandler(build, "production"));
  });
  afterAll(async () => {
    await db?.destroy();
    await postgres?.stop();
  });

  const order = "/ticket/order/0?package=single-pamperplay";
  const poll = "/api/waiting-room/place/0?package=single-pamperplay";
  const waitList = "/ticket/wait-list?package=single-pamperplay";
  const viewOf = async (response: Response) =>
    ((await response.json()) as { view: { kind: string; stale?: true } }).view;

  it("answers the poll from its last snapshot (stale) and pages with 503 and Retry-After, without asking the database again; fresh once it is back", async () => {
    const joined = await app.request("/api/waiting-room/join/0?package=single-pamperplay", {
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    const cookie = joined.headers.get("set-cookie")!.split(";")[0]!;
    const asVisitor = { headers: { cookie } };
    expect(await viewOf(await app.request(poll, asVisitor))).toEqual(
      expect.objectContaining({ kind: "pre-queue" }),
    );
    expect((await app.request(waitList)).status).toBe(200);
    const errors = vi.spyOn(console, "error").mockImplementation((...line: unknown[]) => {
      logged.push(line.join(" "));
    });

    postgres.freeze();
    clock.advance(1_000);
    const stale = await viewOf(await app.request(poll, asVisitor));
    expect(stale).toEqual(expect.objectContaining({ kind: "pre-queue", stale: true }));
    await vi.waitFor(() => expect(logged.join("\n")).toMatch(/did not answer/), {
      timeout: 10_000,
      interval: 50,
    });

    // From now on nothing waits for the database: no call asks the pool for a connection.
    const asked = vi.spyOn(pg.Pool.prototype, "connect");
    for (let second = 0; second < 3; second++) {
      clock.advance(1_000);
      expect(await viewOf(await app.request(poll, asVisitor))).toEqual(
        expect.objectContaining({ kind: "pre-queue", stale: true }),
      );
      // The order page shows the place from the snapshot, answered as the outage it is.
      const page = await app.request(order, asVisitor);
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toBe("60");
      expect(await page.json()).toEqual({
        order: expect.objectContaining({ kind: "pre-queue", stale: true }),
      });
      const list = await app.request(waitList);
      expect(list.status).toBe(503);
      expect(list.headers.get("retry-after")).toBe("60");
      expect(await list.json()).toEqual({
        errors: { root: expect.objectContaining({ status: 503 }) },
      });
    }
    expect(asked).not.toHaveBeenCalled();
    asked.mockRestore();
    // The outage once, as the storage failure it is; nothing unexpected.
    expect(logged).toEqual([
      expect.stringMatching(/^Database postgres:\/\/127\.0\.0\.1:\d+\/\w+: did not answer/),
    ]);

    postgres.thaw();
    await vi.waitFor(() => expect(logged.join("\n")).toMatch(/answers again/), {
      timeout: 20_000,
      interval: 100,
    });
    clock.advance(1_000);
    expect(await viewOf(await app.request(poll, asVisitor))).toEqual(
      expect.not.objectContaining({ stale: true }),
    );
    expect((await app.request(order, asVisitor)).status).toBe(200);
    expect((await app.request(waitList)).status).toBe(200);
    expect(logged.slice(1)).toEqual([
      expect.stringMatching(/^Database postgres:\S+: answers again after \d+ failed probes$/),
    ]);
    errors.mockRestore();
  }, 60_000);
});
