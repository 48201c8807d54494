import { defineConfig } from "vitest/config";

/**
 * Test files that render pages or measure bundles: they run against the pages' production build,
 * made once per run.
 */
const buildTests = ["server/**/*.build.test.ts", "scripts/bundle-budget.test.ts"];
const shared = {
  environment: "node",
  testTimeout: 20_000,
  hookTimeout: 60_000,
  // A worker runs its files one after another in one module graph instead of a fresh one per
  // file: importing the app's modules (or the pages' build) again for each file was about 1.7 s
  // of CPU a file, most of the suite's time. Files put back what they change (spies, globals,
  // fake timers) when they end (docs/decisions/0074-unit-test-files-share-a-worker.md).
  isolate: false,
} as const;

// Unit and API tests run without the React Router plugin: they import modules directly.
export default defineConfig({
  test: {
    // Both cores: the default leaves one free (cores − 1), which on a 2-core machine runs the unit
    // files one at a time once the type check and lint beside them (scripts/run-parts.ts) are done.
    maxWorkers: 2,
    // One real PostgreSQL for every project's test files, and the migrated databases they copy.
    globalSetup: [
      "server/db/test/postgres-global-setup.ts",
      "server/db/test/templates-global-setup.ts",
    ],
    projects: [
      {
        test: {
          ...shared,
          name: "unit",
          include: ["{app,core,content,server,scripts,bench,deploy}/**/*.test.{ts,tsx}"],
          exclude: ["**/node_modules/**", ...buildTests],
        },
      },
      {
        test: {
          ...shared,
          name: "build",
          include: buildTests,
          // Only when one of its files runs (server/test/page-build-setup.ts).
          globalSetup: ["server/test/page-build-setup.ts"],
        },
      },
    ],
  },
});
