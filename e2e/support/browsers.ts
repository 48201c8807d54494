/**
 * The two Chromium builds the project drives, both Debian packages of the same source
 * (docs/decisions/0078-browser-tests-in-the-headless-shell.md). `CHROMIUM_PATH` overrides either.
 */
export interface Browser {
  path: string;
  /** The Debian package that installs it. */
  debianPackage: string;
}

/**
 * The browser tests: Chromium's headless shell, the build made for automation (Playwright's own
 * default for headless runs). It renders the same pages with about half the CPU of the whole
 * browser, which on the 2-core machine is the browser suite's time.
 */
export const testBrowser: Browser = {
  path: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  debianPackage: "chromium-headless-shell",
};

/**
 * The benchmarks that model a visitor's phone (Lighthouse, the main thread's tasks, the
 * screensaver's memory): the whole browser, as a phone's Chrome is.
 */
export const phoneBrowser: Browser = {
  path: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  debianPackage: "chromium",
};
