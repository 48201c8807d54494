import { chmodSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fixedClock } from "./clock.ts";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createServices } from "./services.ts";
import { tempDirMaker } from "./test/temp-dir.ts";

const tempDir = tempDirMaker("private-files-");
const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe("DATA_DIR on a plain start (SQLite, no SMTP)", () => {
  const umask = process.umask();
  afterEach(() => {
    process.umask(umask);
    vi.restoreAllMocks();
  });

  /** Starts the site on `dataDir` and has it write one mail (a newsletter confirmation) to the outbox. */
  async function startAndMail(dataDir: string) {
    const services = await createServices(
      loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir }),
      fixedClock(new Date("2025-06-20T12:00:00+02:00")),
    );
    try {
      const answer = await createApp(services).request(
        "http://localhost:3000/api/newsletter/register",
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "guest@example.org" }),
        },
      );
      expect(answer.status).toBe(200);
      await services.mail.runOnce();
      // While the site runs: SQLite's -wal and -shm files exist beside the database.
      return Object.fromEntries(
        [
          "",
          "site.db",
          "site.db-wal",
          "site.db-shm",
          "form-key",
          "resale.key",
          "outbox",
          ...readdirSync(join(dataDir, "outbox")).map((name) => join("outbox", name)),
        ].map((name) => [name, modeOf(join(dataDir, name))]),
      );
    } finally {
      await services.close();
    }
  }

  it("keeps the folder, the database, the keys and the mails (PINs, links) to the site's user under umask 022", async () => {
    process.umask(0o022);
    const warn = vi.spyOn(console, "warn");
    const dataDir = join(tempDir(), "data");
    const modes = await startAndMail(dataDir);
    const mails = Object.keys(modes).filter((name) => name.endsWith(".eml"));
    expect(mails).toHaveLength(1);
    expect(modes).toEqual({
      "": "700",
      "site.db": "600",
      "site.db-wal": "600",
      "site.db-shm": "600",
      "form-key": "600",
      "resale.key": "600",
      outbox: "700",
      [mails[0]!]: "600",
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it("warns once at start when an existing folder is open to others, naming it and the fix", async () => {
    process.umask(0o022);
    const dataDir = join(tempDir(), "data");
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await startAndMail(dataDir);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain(`DATA_DIR ${dataDir} is open to other users`);
    expect(String(warn.mock.calls[0]![0])).toContain(`chmod 700 ${dataDir}`);
  });
});
