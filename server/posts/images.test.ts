import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { allDatabaseKinds } from "../db/test/databases.ts";
import type { AppServices } from "../services.ts";
import { testServicesForBlock } from "../test/services.ts";
import { teamToken } from "../test/team-calls.ts";
import { photo } from "./test/photo.ts";

const dataDir = mkdtempSync(join(tmpdir(), "site-images-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const get = (services: AppServices, path: string, headers: Record<string, string> = {}) =>
  createApp(services).request(`http://localhost:3000${path}`, { headers });

describe.each(allDatabaseKinds)("post images on two instances of one %s database", (kind) => {
  const setup = testServicesForBlock({ kind, env: { DATA_DIR: dataDir } });
  let src: string;
  beforeAll(async () => {
    const token = await teamToken(setup);
    const response = await createApp(setup.services).request(
      "http://localhost:3000/api/admin/images",
      {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "image/jpeg" },
        body: await photo(2400, 1200),
      },
    );
    expect(response.status).toBe(200);
    ({ src } = (await response.json()) as { src: string });
  });

  it("serves an image uploaded on one instance from the other, in every width", async () => {
    const other = setup.otherInstance();
    for (const width of [480, 960, 1600]) {
      const served = await get(other, src.replace("-1600.", `-${width}.`));
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/jpeg");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(served.headers.get("etag")).toMatch(/^"[\w-]{22}"$/);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: "jpeg",
        width,
        height: width / 2,
      });
    }
  });

  it("knows the image's size on either instance once the posts were read", async () => {
    expect(setup.services.postImages.size(src)).toEqual({ width: 1600, height: 800 });
    const other = setup.otherInstance();
    expect(other.postImages.size(src)).toBeNull();
    await other.posts.refresh();
    expect(other.postImages.size(src.replace("-1600.", "-480."))).toEqual({
      width: 1600,
      height: 800,
    });
    expect(other.postImages.size("/posts/oktoberfest.svg")).toBeNull();
  });

  it("answers 304 to a browser that has the image, on either instance", async () => {
    const first = await get(setup.services, src);
    const etag = first.headers.get("etag")!;
    for (const instance of [setup.services, setup.otherInstance()]) {
      const again = await get(instance, src, { "if-none-match": etag });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(await again.text()).toBe("");
      const changed = await get(instance, src, { "if-none-match": '"something-else"' });
      expect(changed.status).toBe(200);
    }
  });

  it("answers 404 for unknown images and other names", async () => {
    const unknown = src.replace(/[0-9a-f]{32}/, "0".repeat(32));
    expect((await get(setup.services, unknown)).status).toBe(404);
    expect((await get(setup.services, src.replace("-1600.", "-1200."))).status).toBe(404);
    expect((await get(setup.services, "/media/..%2Fdb.sqlite")).status).toBe(404);
  });

  it("keeps a served image in memory, so repeated requests need not reach the database", async () => {
    const instance = setup.otherInstance();
    expect((await get(instance, src)).status).toBe(200);
    const id = /[0-9a-f]{32}/.exec(src)![0];
    await setup.services.db
      .deleteFrom("post_image_variants")
      .where("image_id", "=", id)
      .where("width", "=", 1600)
      .execute();
    expect((await get(instance, src)).status).toBe(200);
    expect((await get(setup.otherInstance(), src)).status).toBe(404);
  });

  it("writes no file under DATA_DIR/media", () => {
    expect(existsSync(join(dataDir, "media"))).toBe(false);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
