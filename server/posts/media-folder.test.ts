import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { testServicesForBlock } from "../test/services.ts";
import { importMediaFolder } from "./media-folder.ts";
import { photo } from "./test/photo.ts";

describe.each(allDatabaseKinds)("images uploaded as files before, on %s", (kind) => {
  const setup = testServicesForBlock({ kind });
  const dataDir = mkdtempSync(join(tmpdir(), "site-media-folder-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("are brought into the database once and served from there", async () => {
    const id = "a".repeat(32);
    const unknownId = "b".repeat(32);
    await setup.services.db
      .insertInto("post_images")
      .values({
        id,
        hub_id: "munich",
        width: 2400,
        height: 1200,
        created_at: "2026-03-01T09:00:00.000Z",
        created_by: "Team Member",
      })
      .execute();
    const bytes = await photo(960, 480);
    mkdirSync(join(dataDir, "media"));
    writeFileSync(join(dataDir, "media", `${id}-960.jpg`), bytes);
    writeFileSync(join(dataDir, "media", `${id}-960.jpg.tmp`), "half");
    writeFileSync(join(dataDir, "media", `${unknownId}-960.jpg`), bytes);

    expect(await importMediaFolder(setup.services.db, dataDir)).toBe(1);
    expect(await importMediaFolder(setup.services.db, dataDir)).toBe(0);
    const served = await createApp(setup.services).request(
      `http://localhost:3000/media/${id}-960.jpg`,
    );
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const unknown = await createApp(setup.services).request(
      `http://localhost:3000/media/${unknownId}-960.jpg`,
    );
    expect(unknown.status).toBe(404);
  });

  it("is nothing to do without the folder", async () => {
    expect(await importMediaFolder(setup.services.db, join(dataDir, "none"))).toBe(0);
  });
});
