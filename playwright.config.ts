import { defineConfig } from "@playwright/test";
import { screenshotsWanted } from "./e2e/support/screenshot.ts";

/** Browser tests drive Debian's Chromium (no browser downloads here); each spec starts its own servers. */
export default defineConfig({
  testDir: "e2e",
  // The screenshot tour checks nothing: it runs only when screenshots are asked for.
  testIgnore: screenshotsWanted ? [] : ["**/screens-tour.spec.ts"],
  fullyParallel: true,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: "list",
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
    trace: "off",
  },
});
