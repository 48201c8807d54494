import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { testBrowser } from "../e2e/support/browsers.ts";

/**
 * The browser tests drive Debian's Chromium headless shell. On a fresh machine, install it when
 * we may (root); otherwise stop with the exact command to run.
 */
const { path, debianPackage } = testBrowser;
if (!existsSync(path)) {
  const command = `apt-get update && apt-get install -y ${debianPackage}`;
  if (process.getuid?.() === 0) {
    console.log(`Chromium not found at ${path}; installing Debian's ${debianPackage}...`);
    execFileSync("sh", ["-c", `DEBIAN_FRONTEND=noninteractive ${command}`], { stdio: "inherit" });
  } else {
    console.error(`Chromium is missing. Install it with:\n\n  sudo ${command}\n`);
    process.exit(1);
  }
}
