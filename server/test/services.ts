import { fixedClock } from "../clock.ts";
import { loadConfig } from "../config.ts";
import { loadContent } from "../content/load.ts";
import { databaseKinds, type DatabaseKind } from "../db/test/databases.ts";
import type { AppServices } from "../services.ts";
import { createAuth } from "../auth/service.ts";
import { randomBytes } from "node:crypto";
import { createForms } from "../forms/setup.ts";
import { createVisitorServices } from "../visitor-services.ts";
import { forTheBlock } from "./block.ts";

export interface TestServicesOptions {
  now?: string;
  kind?: DatabaseKind;
  env?: Record<string, string>;
}

/**
 * Services for in-process API tests: the real content, a fresh database of the given kind and a
 * clock that only moves when the test says so.
 */
export async function testServices(options: TestServicesOptions = {}) {
  const clock = fixedClock(new Date(options.now ?? "2025-06-20T12:00:00+02:00"));
  const database = await databaseKinds[options.kind ?? "sqlite"]();
  const config = loadConfig({ NODE_ENV: "test", ...options.env });
  const content = loadContent();
  // The mail worker is not started: tests call services.mail.runOnce() to send.
  const visitor = createVisitorServices({
    config,
    clock,
    content,
    db: database.db,
    log: { log: () => {}, error: () => {} },
    ibanKey: randomBytes(32),
  });
  const services: AppServices = {
    config,
    clock,
    content,
    db: database.db,
    auth: createAuth(config, database.db, clock),
    // A throw-away key: tests write nothing into DATA_DIR.
    forms: createForms({ config, clock, content, db: database.db }, { key: randomBytes(32) }),
    ...visitor,
  };
  return {
    services,
    clock,
    dispose: async () => {
      await visitor.close();
      await database.dispose();
    },
  };
}

export type TestSetup = Awaited<ReturnType<typeof testServices>>;

/** Test services for the enclosing describe block (see forTheBlock). */
export function useTestServices(options: TestServicesOptions = {}): TestSetup {
  return forTheBlock(() => testServices(options));
}
