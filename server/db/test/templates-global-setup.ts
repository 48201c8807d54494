import { rmSync } from "node:fs";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { testRunFolder } from "../../test/temp-dir.ts";
import { dropDatabases } from "./test-postgres.ts";

/**
 * Where the test workers keep the migrated databases they copy (databases.ts), and their removal
 * after the run: a folder for the SQLite files, and the name every PostgreSQL template of this run
 * starts with. Runs after postgres-global-setup.ts, and its clean-up before that one's.
 */
export default function setup(project: TestProject) {
  const sqliteDir = testRunFolder("site-test-templates-");
  const postgresPrefix = `test_template_${crypto.randomUUID().slice(0, 8)}_`;
  project.provide("testTemplates", { sqliteDir, postgresPrefix });
  return async () => {
    rmSync(sqliteDir, { recursive: true, force: true });
    // The embedded server is thrown away anyway; one given in TEST_DATABASE_URL keeps nothing.
    const adminUrl = project.getProvidedContext().postgresUrl;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const templates = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
        [postgresPrefix],
      );
      await dropDatabases(
        adminUrl,
        templates.rows.map((row) => row.datname),
        admin,
      );
    } finally {
      await admin.end();
    }
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    testTemplates: { sqliteDir: string; postgresPrefix: string };
  }
}
