import type { TestProject } from "vitest/node";
import { startTestPostgres } from "./test-postgres.ts";

/**
 * One real PostgreSQL for the whole test run; each test file creates its own database in it. Set
 * TEST_DATABASE_URL to use an existing server instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("postgresUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  const postgres = await startTestPostgres();
  project.provide("postgresUrl", postgres.url);
  return () => postgres.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
