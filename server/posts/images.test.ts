import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../app.ts";
import { allDatabaseKinds } from "../db/test/databases.ts";
import type { AppServices } from "../services.ts";
import { testServicesForBlock } from "../test/services.ts";
import { teamToken } from "../test/team-calls.ts";
import { conversionQueue, type ConversionQueue } from "./conversion-queue.ts";
import { postImages, unusedImageGraceMs } from "./images.ts";
import { photo } from "./test/photo.ts";
import { samplePost, teamMember } from "./test/sample-post.ts";
import { pngHeader } from "./test/png-header.ts";

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
      // A day: a deleted image may stay in a browser's or proxy's cache that long.
      expect(served.headers.get("cache-control")).toBe("public, max-age=86400, immutable");
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

  it("answers 404 for a variant deleted on another instance, though it served it from memory", async () => {
    const instance = setup.otherInstance();
    expect((await get(instance, src)).status).toBe(200);
    const id = /[0-9a-f]{32}/.exec(src)![0];
    await setup.services.db
      .deleteFrom("post_image_variants")
      .where("image_id", "=", id)
      .where("width", "=", 1600)
      .execute();
    expect((await get(instance, src)).status).toBe(404);
    expect((await get(setup.otherInstance(), src)).status).toBe(404);
  });

  it("writes no file under DATA_DIR/media", () => {
    expect(existsSync(join(dataDir, "media"))).toBe(false);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});

describe("converting uploads, one at a time and within a pixel limit", () => {
  const setup = testServicesForBlock({ env: { DATA_DIR: dataDir } });
  let token: string;
  beforeAll(async () => {
    token = await teamToken(setup);
  });

  /** The app with image uploads converted through `conversions`. */
  function appWith(conversions: ConversionQueue) {
    const images = postImages({ db: setup.services.db, clock: setup.clock, conversions });
    const app = createApp({ ...setup.services, postImages: images });
    return (bytes: Uint8Array<ArrayBuffer>) =>
      app.request("http://localhost:3000/api/admin/images", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
        body: bytes,
      });
  }

  /** Holds the queue's one conversion until released: the test decides when a turn ends. */
  function occupy(conversions: ConversionQueue) {
    let release = () => {};
    const held = conversions.run(() => new Promise<void>((resolve) => (release = resolve)));
    return { release: () => (release(), held) };
  }

  it("refuses an image over the pixel limit by its header, without waiting for a turn", async () => {
    const conversions = conversionQueue(1);
    const upload = appWith(conversions);
    // Nothing else may convert meanwhile: an upload that tried to decode would wait for its turn.
    const gate = occupy(conversions);
    try {
      for (const [width, height] of [
        [7000, 6000],
        [100_000, 100_000],
      ] as const) {
        const response = await upload(pngHeader(width, height));
        expect(response.status, `${width} × ${height}`).toBe(413);
        expect(((await response.json()) as { msg: string }).msg).toBe(
          "The image is too large: at most 40 megapixels (e.g. 7700 × 5200 pixels). Make it smaller and upload it again.",
        );
      }
      expect(conversions.waiting).toBe(0);
    } finally {
      await gate.release();
    }
  });

  it("lets one upload wait while another converts, and answers 503 to one beyond the queue", async () => {
    const conversions = conversionQueue(1);
    const upload = appWith(conversions);
    const gate = occupy(conversions);
    const waiting = upload(await photo(800, 600));
    await vi.waitFor(() => expect(conversions.waiting).toBe(1), { timeout: 30_000 });
    const refused = await upload(await photo(800, 600));
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(((await refused.json()) as { msg: string }).msg).toBe(
      "Other images are being processed right now. Try again in a few seconds.",
    );
    await gate.release();
    expect((await waiting).status).toBe(200);
  });
});

describe.each(allDatabaseKinds)("taking post images down on one %s database", (kind) => {
  const setup = testServicesForBlock({
    kind,
    now: "2026-03-01T10:00:00+01:00",
    env: { DATA_DIR: dataDir },
  });
  let token: string;
  beforeAll(async () => {
    token = await teamToken(setup);
  });
  const teamRequest = (path: string, body?: Uint8Array<ArrayBuffer>, host = "localhost:3000") =>
    createApp(setup.services).request(`http://${host}${path}`, {
      method: "POST",
      headers: { host, authorization: `Bearer ${token}`, "accept-language": "en" },
      body,
    });
  async function upload(): Promise<{ id: string; src: string }> {
    const response = await teamRequest("/api/admin/images", await photo(1200, 600));
    expect(response.status).toBe(200);
    return (await response.json()) as { id: string; src: string };
  }
  const widths = (src: string) => [480, 960, 1600].map((w) => src.replace("-1600.", `-${w}.`));

  it("deletes an image with all its widths: every instance answers 404, also from memory", async () => {
    const { id, src } = await upload();
    const other = setup.otherInstance();
    for (const path of widths(src)) expect((await get(other, path)).status).toBe(200);
    const elsewhere = await teamRequest(
      `/api/admin/images/${id}/delete`,
      undefined,
      "essen.localhost:3000",
    );
    expect(elsewhere.status, "another city's site").toBe(404);
    const deleted = await teamRequest(`/api/admin/images/${id}/delete`);
    expect(deleted.status).toBe(200);
    expect(((await deleted.json()) as { msg: string }).msg).toBe("The image is deleted.");
    for (const instance of [setup.services, other, setup.otherInstance()])
      for (const path of widths(src)) expect((await get(instance, path)).status, path).toBe(404);
    expect((await teamRequest(`/api/admin/images/${id}/delete`)).status).toBe(404);
    expect(setup.services.postImages.size(src)).toBeNull();
  });

  it("purges images no post uses once their grace period has passed", async () => {
    const posted = { year: 2026, month: 3, day: 2, hour: 9, minute: 0 };
    const [inDraft, inWithdrawn, inNone] = [await upload(), await upload(), await upload()];
    const { posts, postImages: images } = setup.services;
    await posts.create(
      "munich",
      {
        post: samplePost(posted, { heroImageUrl: inDraft.src }),
        germanOnly: false,
        state: "draft",
      },
      teamMember,
    );
    const withdrawn = await posts.create(
      "munich",
      {
        post: samplePost(posted, {
          blocks: [{ type: "image", src: inWithdrawn.src, alt: { de: "B", en: "I" } }],
        }),
        germanOnly: false,
        state: "scheduled",
      },
      teamMember,
    );
    await posts.withdraw("munich", withdrawn.key, teamMember);
    const purge = async () => images.purgeUnused(await posts.usedImageIds());
    const served = async ({ src }: { src: string }) => (await get(setup.services, src)).status;

    expect(await purge()).toBe(0);
    setup.clock.set(new Date(setup.clock.now().getTime() + unusedImageGraceMs - 60_000));
    expect(await purge(), "a minute before the grace period ends").toBe(0);
    expect(await served(inNone)).toBe(200);
    setup.clock.set(new Date(setup.clock.now().getTime() + 60_000));
    expect(await purge()).toBe(2);
    expect(await served(inDraft)).toBe(200);
    expect(await served(inWithdrawn)).toBe(404);
    expect(await served(inNone)).toBe(404);
  });
});
