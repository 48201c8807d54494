/**
 * The site as the sale-start benchmarks run it: in a process of its own (its memory is measured
 * alone), as production serves it, on a clock that only moves when the benchmark says so. The
 * benchmark talks to it by messages (`ask` in load.ts): each `{ name: value }` it sends is
 * answered `{ name: result }`. Sends `{ port }` once listening.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fixedClock } from "../server/clock.ts";
import { loadConfig } from "../server/config.ts";
import { createApp, siteFastLane } from "../server/app.ts";
import { siteServer } from "../server/http/node-server.ts";
import { createServices, type AppServices } from "../server/services.ts";

export interface BenchSiteOptions {
  /** The clock's instant at start (ISO 8601 with offset). */
  now: string;
  /** Settings besides production's, e.g. DATABASE_URL. */
  env?: Record<string, string | undefined>;
  onQuery?: (sql: string) => void;
  /**
   * Sees every answer (its status) with its request's headers, at the clock's instant it was
   * given, whether the app or the fast lane in front of it answered.
   */
  onAnswer?: (status: number, headers: IncomingHttpHeaders) => void;
}

export interface BenchSite {
  services: AppServices;
  clock: ReturnType<typeof fixedClock>;
  /** Waits until no request is in flight (the clock then moves between requests only). */
  drained(): Promise<void>;
  /** Stops serving; the services stay open for what the benchmark reads after. */
  stopServing(): Promise<void>;
  /** Closes the services and removes the site's data folder. */
  close(): Promise<void>;
}

export async function benchSite(options: BenchSiteOptions): Promise<BenchSite> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-site-"));
  const clock = fixedClock(new Date(options.now));
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    // Each request names its client behind one trusted proxy (X-Forwarded-For).
    TRUST_PROXY: "1",
    ...options.env,
  });
  const services = await createServices(config, clock, { onQuery: options.onQuery });
  const app = createApp(services);
  let inFlight = 0;
  const server = siteServer(app.fetch, config.READ_TIMEOUT_MS, siteFastLane(services));
  // In front of the site's own listener, as Node calls it: the app's and the lane's requests.
  // One listener function for all answers (no closure per request), so that what the benchmark
  // adds to the process it measures stays small beside the site's own work.
  function answered(this: ServerResponse) {
    inFlight -= 1;
    options.onAnswer?.(this.statusCode, this.req.headers);
  }
  server.prependListener("request", (_: IncomingMessage, outgoing: ServerResponse) => {
    inFlight += 1;
    outgoing.on("close", answered);
  });
  server.listen(0, "127.0.0.1", () =>
    process.send?.({ port: (server.address() as AddressInfo).port }),
  );
  const drained = async () => {
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return {
    services,
    clock,
    drained,
    stopServing: async () => {
      await drained();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    close: async () => {
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Answers the benchmark's messages: `{ name: value }` runs `handlers[name](value)` and sends
 * `{ name: result }`. `advance` (ms) is always there: it moves the clock once no request is in
 * flight. A handler that fails ends the process (the benchmark then reports the exit); so does
 * SIGTERM or the benchmark going away, after closing the site (or the simulated shop,
 * bench/shop-server.ts).
 */
export function answerMessages(
  site: Pick<BenchSite, "clock" | "drained" | "close">,
  handlers: Record<string, (value: never) => unknown>,
): void {
  const all: Record<string, (value: never) => unknown> = {
    advance: async (ms: number) => {
      await site.drained();
      site.clock.advance(ms);
      return true;
    },
    ...handlers,
  };
  process.on("message", (message: Record<string, never>) => {
    for (const [name, value] of Object.entries(message)) {
      const handler = all[name];
      if (!handler) continue;
      void Promise.resolve(handler(value)).then(
        (result) => process.send?.({ [name]: result ?? null }),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    }
  });
  const end = () => void site.close().finally(() => process.exit(0));
  process.once("SIGTERM", end);
  process.once("disconnect", end);
}
