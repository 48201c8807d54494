import { defineConfig } from "@playwright/test";
import { testBrowser } from "./e2e/support/browsers.ts";
import { screenshotsWanted } from "./e2e/support/screenshot.ts";

/**
 * Browser tests drive Debian's Chromium headless shell (no browser downloads here); each spec starts
 * its own servers.
 */
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
      executablePath: testBrowser.path,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        // Glyphs at their fractional widths, as the whole browser lays text out: the headless
        // shell's default hinting rounds each to whole pixels, and a line then breaks elsewhere.
        "--font-render-hinting=none",
      ],
    },
    trace: "off",
  },
});
