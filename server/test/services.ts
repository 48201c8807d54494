import { fixedClock } from "../clock.ts";
import { loadConfig } from "../config.ts";
import { loadContent } from "../content/load.ts";
import { databaseKinds, type DatabaseKind, type TestConnection } from "../db/test/databases.ts";
import { randomBytes } from "node:crypto";
import { composeServices } from "../services.ts";
import { forTheBlock } from "./block.ts";

export interface TestServicesOptions {
  now?: string;
  kind?: DatabaseKind;
  connection?: TestConnection;
  env?: Record<string, string>;
}

/**
 * Services for in-process API tests: the real content, a fresh database of the given kind and a
 * clock that only moves when the test says so.
 */
export async function testServices(options: TestServicesOptions = {}) {
  const clock = fixedClock(new Date(options.now ?? "2025-06-20T12:00:00+02:00"));
  const database = await databaseKinds[options.kind ?? "sqlite"](options.connection);
  // Tests mail the same few addresses often, and call the shop often at one pinned instant; the
  // budget per inbox and the shop's call budget have their own tests.
  const config = loadConfig({
    NODE_ENV: "test",
    RATE_LIMIT_MAILS: "1000",
    PRETIX_CALLS_PER_MINUTE: "100000",
    ...options.env,
  });
  const keys = { form: randomBytes(32), resale: randomBytes(32) };
  // Not started: tests call services.mail.runOnce() to send. Throw-away keys: nothing is written
  // into DATA_DIR.
  const compose = () =>
    composeServices({
      config,
      clock,
      content: loadContent(),
      db: database.db,
      log: { log: () => {}, error: () => {} },
      keys,
    });
  const services = compose();
  const others: ReturnType<typeof compose>[] = [];
  return {
    services,
    clock,
    /** A second server on the same database, with its own memory, as behind a load balancer. */
    otherInstance() {
      const other = compose();
      others.push(other);
      return other;
    },
    dispose: async () => {
      for (const instance of [services, ...others]) await instance.close();
      await database.dispose();
    },
  };
}

export type TestSetup = Awaited<ReturnType<typeof testServices>>;

/** Test services for the enclosing describe block (see forTheBlock). */
export function testServicesForBlock(options: TestServicesOptions = {}): TestSetup {
  return forTheBlock(() => testServices(options));
}
