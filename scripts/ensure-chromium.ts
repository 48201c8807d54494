import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * The browser tests drive Debian's Chromium. On a fresh machine, install it when we may
 * (root); otherwise stop with the exact command to run.
 */
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  const command = "apt-get update && apt-get install -y chromium";
  if (process.getuid?.() === 0) {
    console.log(`Chromium not found at ${chromium}; installing Debian's chromium...`);
    execFileSync("sh", ["-c", `DEBIAN_FRONTEND=noninteractive ${command}`], { stdio: "inherit" });
  } else {
    console.error(`Chromium is missing. Install it with:\n\n  sudo ${command}\n`);
    process.exit(1);
  }
}
