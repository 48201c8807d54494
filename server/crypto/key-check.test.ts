import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { allDatabaseKinds, databaseKinds } from "../db/test/databases.ts";
import { createServices } from "../services.ts";
import { tempDirMaker } from "../test/temp-dir.ts";
import { checkKey } from "./key-check.ts";

const tempDir = tempDirMaker("key-check-");

describe.each(allDatabaseKinds)("key check on %s", (kind) => {
  it("remembers each key on first use and refuses another one, naming its variable", async () => {
    const test = await databaseKinds[kind]();
    try {
      const form = randomBytes(32);
      const resale = randomBytes(32);
      await checkKey(test.db, { variable: "FORM_ENCRYPTION_KEY", key: form });
      await checkKey(test.db, { variable: "RESALE_KEY", key: resale });
      // The same keys again (a restart, or a second instance): fine.
      await checkKey(test.db, { variable: "FORM_ENCRYPTION_KEY", key: form });
      await checkKey(test.db, { variable: "RESALE_KEY", key: resale });

      await expect(
        checkKey(test.db, { variable: "FORM_ENCRYPTION_KEY", key: randomBytes(32) }),
      ).rejects.toThrow(/FORM_ENCRYPTION_KEY is not the key/);
      await expect(
        checkKey(test.db, { variable: "RESALE_KEY", key: form, file: "/srv/site/resale.key" }),
      ).rejects.toThrow(/RESALE_KEY.*\/srv\/site\/resale\.key/s);
      const stored = await test.db.selectFrom("key_checks").selectAll().execute();
      expect(JSON.stringify(stored)).not.toContain(form.toString("base64"));
    } finally {
      await test.dispose();
    }
  });
});

describe("starting on an existing DATA_DIR", () => {
  const quiet = { NODE_ENV: "test" };

  it("refuses another FORM_ENCRYPTION_KEY or a lost key file with a message naming the variable", async () => {
    const dataDir = tempDir();
    const first = await createServices(loadConfig({ ...quiet, DATA_DIR: dataDir }));
    await first.close();

    const other = randomBytes(32).toString("base64");
    const refusal = createServices(
      loadConfig({ ...quiet, DATA_DIR: dataDir, FORM_ENCRYPTION_KEY: other }),
    );
    await expect(refusal).rejects.toBeInstanceOf(ConfigError);
    await expect(refusal).rejects.toThrow(/FORM_ENCRYPTION_KEY/);

    // The generated resale key deleted: a new one would be generated, and refused.
    rmSync(join(dataDir, "resale.key"));
    await expect(createServices(loadConfig({ ...quiet, DATA_DIR: dataDir }))).rejects.toThrow(
      /RESALE_KEY.*resale\.key/s,
    );
  });
});
