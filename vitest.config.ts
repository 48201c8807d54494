import { defineConfig } from "vitest/config";

// Unit and API tests run without the React Router plugin: they import modules directly.
export default defineConfig({
  test: {
    include: ["{app,core,content,server,scripts,bench,deploy}/**/*.test.{ts,tsx}"],
    environment: "node",
    globalSetup: ["server/db/test/postgres-global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
