import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { photo } from "./test/photo.ts";
import { samplePost } from "./test/sample-post.ts";
import { testServicesForBlock } from "../test/services.ts";
import { teamCall, teamToken, type TeamCall } from "../test/team-calls.ts";
import { postCallBody, postCalls, posted } from "./test/post-calls.ts";

const body = postCallBody;

const dataDir = mkdtempSync(join(tmpdir(), "site-posts-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.each(allDatabaseKinds)("team posts calls on %s", (kind) => {
  const setup = testServicesForBlock({
    kind,
    now: "2026-03-01T10:00:00+01:00",
    env: { DATA_DIR: dataDir },
  });
  let token: string;
  beforeEach(async () => {
    token = await teamToken(setup);
  });
  const call = (request: TeamCall, host?: string) => teamCall(setup, request, token, host);

  it.each(postCalls)("$method $path answers 401 to a visitor who is not logged in", async (c) => {
    const response = await teamCall(setup, c);
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe('Bearer realm="team"');
    expect((await teamCall(setup, c, "x".repeat(43))).status).toBe(401);
  });

  it("creates, edits, withdraws and restores a post, recording who did what", async () => {
    const created = await call({ method: "POST", path: "/api/admin/posts", body: body() });
    expect(created.status).toBe(200);
    const { key, revision } = (await created.json()) as { key: string; revision: number };
    expect(revision).toBe(1);
    expect(setup.services.content.munich.posts.some((entry) => entry.key === key)).toBe(true);
    // Another city's site does not know it.
    const elsewhere = await call(
      { method: "GET", path: `/api/admin/posts/${key}` },
      "essen.localhost:3000",
    );
    expect(elsewhere.status).toBe(404);

    const edit = { method: "POST" as const, path: `/api/admin/posts/${key}` };
    const titled = samplePost(posted, { title: { de: "Neu", en: "New" } });
    expect((await call({ ...edit, body: body({ post: titled, revision: 1 }) })).status).toBe(200);
    const stale = await call({ ...edit, body: body({ revision: 1 }) });
    expect(stale.status).toBe(409);

    expect((await call({ method: "POST", path: `/api/admin/posts/${key}/withdraw` })).status).toBe(
      200,
    );
    expect(setup.services.content.munich.posts.some((entry) => entry.key === key)).toBe(false);
    expect((await call({ method: "POST", path: `/api/admin/posts/${key}/restore` })).status).toBe(
      200,
    );

    const detail = (await (
      await call({ method: "GET", path: `/api/admin/posts/${key}` })
    ).json()) as {
      state: string;
      post: { title: { de: string } };
      revisions: { action: string; byName: string }[];
    };
    expect(detail.state).toBe("scheduled");
    expect(detail.post.title.de).toBe("Neu");
    expect(detail.revisions.map((r) => r.action)).toEqual([
      "restored",
      "withdrawn",
      "edited",
      "created",
    ]);
    expect(detail.revisions[0]?.byName).toBe("Team Member");

    const list = (await (await call({ method: "GET", path: "/api/admin/posts" })).json()) as {
      results: { key: string; postedAt: string }[];
      channels: string[];
    };
    expect(list.results.map((r) => r.key)).toContain(key);
    expect(list.results.find((r) => r.key === key)?.postedAt).toBe("2026-03-02T08:00:00.000Z");
    // Without TELEGRAM_BOT_TOKEN the messenger channel is not offered, and not accepted.
    expect(list.channels).toEqual(["mail"]);
    const telegram = await call({
      method: "POST",
      path: "/api/admin/posts",
      body: body({ post: samplePost(posted, { channels: ["telegram_general"] }) }),
    });
    expect(telegram.status).toBe(400);
  });

  it("lists the posts of the city's content files beside the team's, newest first", async () => {
    const list = async (host?: string) =>
      (await (await call({ method: "GET", path: "/api/admin/posts" }, host)).json()) as {
        files: { key: string; title: { de: string }; postedAt: string; channels: string[] }[];
      };
    const { files } = await list();
    const saveTheDate = files.find((file) => file.key === "muc2025.1");
    expect(saveTheDate?.title.de).toMatch(/^Save the Date/);
    expect(saveTheDate?.channels).toContain("mail");
    expect(files.every((file) => file.key.startsWith("muc"))).toBe(true);
    const times = files.map((file) => file.postedAt);
    expect(times).toEqual([...times].sort().reverse());
    const essen = (await list("essen.localhost:3000")).files;
    expect(essen.length).toBeGreaterThan(0);
    expect(essen.every((file) => file.key.startsWith("ess"))).toBe(true);
  });

  it("sends the post's test mail to the logged-in team member only and follows the tested version", async () => {
    const { db, outbox } = setup.services;
    const at = setup.clock.now().toISOString();
    await db
      .insertInto("subscribers")
      .values({
        id: "a".repeat(32),
        hub_id: "munich",
        email: "leser@example.org",
        locale: "de",
        registered_at: at,
        confirmed_at: at,
      })
      .execute();
    const mine = await teamToken(setup, "ich@example.org");
    const draft = body({ state: "draft" });
    const created = await teamCall(
      setup,
      { method: "POST", path: "/api/admin/posts", body: draft },
      mine,
    );
    const { key } = (await created.json()) as { key: string };
    const detail = async () =>
      (await (
        await teamCall(setup, { method: "GET", path: `/api/admin/posts/${key}` }, mine)
      ).json()) as {
        revision: number;
        testedRevision: number | null;
      };
    expect(await detail()).toMatchObject({ revision: 1, testedRevision: null });
    const outboxBefore = await db.selectFrom("mail_outbox").select("id").execute();

    const test = { method: "POST" as const, path: `/api/admin/posts/${key}/test-mail` };
    const sent = await teamCall(setup, test, mine);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({
      msg: "Die Testmail ist unterwegs an ich@example.org.",
      to: "ich@example.org",
      revision: 1,
      locales: ["de", "en"],
    });
    const queued = await db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("id", "not in", [0, ...outboxBefore.map((row) => row.id)])
      .orderBy("id")
      .execute();
    // One mail per language of the post, to the member's own address; none to subscribers.
    expect(queued.map((row) => row.to_address)).toEqual(["ich@example.org", "ich@example.org"]);
    expect(queued.map((row) => row.subject)).toEqual([
      "[Test] PamperPlay München: Neuer Spieleabend",
      "[Test] PamperPlay Munich: New games night",
    ]);
    expect(outbox.bodyOf(queued[0]!).text).toContain("Bring Snacks mit.");
    expect(outbox.bodyOf(queued[1]!).text).toContain("Read the post on the website");
    expect(await db.selectFrom("newsletter_deliveries").selectAll().execute()).toEqual([]);
    expect(await detail()).toMatchObject({ revision: 1, testedRevision: 1 });

    // Scheduling the tested text keeps it tested; changing the text needs a new test.
    const edit = { method: "POST" as const, path: `/api/admin/posts/${key}` };
    expect((await teamCall(setup, { ...edit, body: body({ revision: 1 }) }, mine)).status).toBe(
      200,
    );
    expect(await detail()).toMatchObject({ revision: 2, testedRevision: 2 });
    // The test mail covers the content, not the schedule: a new time keeps it tested.
    const later = samplePost({ ...posted, day: posted.day + 1, hour: 18 });
    const moved = await teamCall(
      setup,
      { ...edit, body: body({ post: later, revision: 2 }) },
      mine,
    );
    expect(moved.status).toBe(200);
    expect(await detail()).toMatchObject({ revision: 3, testedRevision: 3 });
    const changed = samplePost(posted, { title: { de: "Anders", en: "Other" } });
    const saved = await teamCall(
      setup,
      { ...edit, body: body({ post: changed, revision: 3 }) },
      mine,
    );
    expect(saved.status).toBe(200);
    expect(await detail()).toMatchObject({ revision: 4, testedRevision: 3 });

    // A login that gave no address cannot send one; nobody else gets it instead.
    const nameless = await teamCall(setup, test, token);
    expect(nameless.status).toBe(409);
    expect(await detail()).toMatchObject({ revision: 4, testedRevision: 3 });
    expect(await teamCall(setup, test)).toHaveProperty("status", 401);
  });

  it("validates with the content files' schema, and lets German stand in for English", async () => {
    const invalid = samplePost(posted, { title: { de: "", en: "x" } });
    const refused = await call({
      method: "POST",
      path: "/api/admin/posts",
      body: body({ post: invalid }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { msg: string }).msg).toContain("title.de");
    const script = samplePost(posted, {
      blocks: [{ type: "image", src: "javascript:alert(1)", alt: { de: "a", en: "a" } }],
    });
    expect(
      (await call({ method: "POST", path: "/api/admin/posts", body: body({ post: script }) }))
        .status,
    ).toBe(400);

    const german = samplePost(posted, { title: { de: "Nur Deutsch", en: "" }, tldr: [] });
    const saved = await call({
      method: "POST",
      path: "/api/admin/posts",
      body: body({ post: german, germanOnly: true }),
    });
    expect(saved.status).toBe(200);
    const { key } = (await saved.json()) as { key: string };
    const entry = setup.services.content.munich.posts.find((e) => e.key === key);
    expect(entry?.post.title).toEqual({ de: "Nur Deutsch", en: "Nur Deutsch" });
    expect(entry?.germanOnly).toBe(true);
  });

  it("refuses control characters in the team's text, naming the field", async () => {
    const refused = async (post: object) => {
      const response = await call({
        method: "POST",
        path: "/api/admin/posts",
        body: body({ post }),
      });
      expect(response.status).toBe(400);
      return ((await response.json()) as { msg: string }).msg;
    };
    const nul = await refused(samplePost(posted, { title: { de: "Party\u0000", en: "Party" } }));
    expect(nul).toContain("title.de");
    expect(nul).toContain("Steuerzeichen");
    for (const bad of ["\u0007", "\u0085", "\ud800", "\uffff", "\u202e"]) {
      const tldr = [{ de: `Kurz${bad}`, en: "Short" }];
      expect(await refused(samplePost(posted, { tldr }))).toContain("tldr.0.de");
    }
    // Text may still run over several lines, with tabs; a title is one line.
    const lines = samplePost(posted, { tldr: [{ de: "Eins\n\tZwei", en: "One" }] });
    expect(
      (await call({ method: "POST", path: "/api/admin/posts", body: body({ post: lines }) }))
        .status,
    ).toBe(200);
    expect(await refused(samplePost(posted, { title: { de: "Eins\nZwei", en: "One" } }))).toContain(
      "title.de",
    );
  });

  it("refuses asset paths that lead off the site", async () => {
    const alt = { de: "Bild", en: "Image" };
    const title = { de: "Plan", en: "Plan" };
    for (const path of ["//evil.example/file.pdf", "/..//evil", "/posts/../../db.sqlite"]) {
      const posts = [
        samplePost(posted, { heroImageUrl: path }),
        samplePost(posted, { heroImageUrl: { de: path, en: null } }),
        samplePost(posted, { blocks: [{ type: "image", src: path, alt }] }),
        samplePost(posted, { blocks: [{ type: "download", href: path, title, icon: "pdf" }] }),
      ];
      for (const post of posts) {
        const response = await call({
          method: "POST",
          path: "/api/admin/posts",
          body: body({ post }),
        });
        expect(response.status, path).toBe(400);
      }
    }
    const own = samplePost(posted, {
      heroImageUrl: "/posts/essen-zeche.svg",
      blocks: [{ type: "download", href: "/flyers/munich-2025.svg", title, icon: "pdf" }],
    });
    expect(
      (await call({ method: "POST", path: "/api/admin/posts", body: body({ post: own }) })).status,
    ).toBe(200);
  });

  it("keeps a post dated in any year it accepts editable and withdrawable", async () => {
    for (const year of [2099, 2100]) {
      const far = samplePost({ ...posted, year });
      const created = await call({
        method: "POST",
        path: "/api/admin/posts",
        body: body({ post: far }),
      });
      expect(created.status).toBe(200);
      const { key } = (await created.json()) as { key: string };
      expect(key).toBe(`muc${year}.1`);
      expect((await call({ method: "GET", path: `/api/admin/posts/${key}` })).status).toBe(200);
      const edit = {
        method: "POST" as const,
        path: `/api/admin/posts/${key}`,
        body: body({ post: far }),
      };
      expect((await call(edit)).status).toBe(200);
      expect(
        (await call({ method: "POST", path: `/api/admin/posts/${key}/withdraw` })).status,
      ).toBe(200);
    }
    const beyond = samplePost({ ...posted, year: 2101 });
    expect(
      (await call({ method: "POST", path: "/api/admin/posts", body: body({ post: beyond }) }))
        .status,
    ).toBe(400);
  });

  it("puts a scheduled post into the city's feed at its time, and a withdrawn one out", async () => {
    const feed = async () =>
      (await createApp(setup.services).request("http://localhost:3000/feed.atom?lang=en")).text();
    const feedPost = samplePost(posted, { title: { de: "Im Feed", en: "In the feed" } });
    const created = await call({
      method: "POST",
      path: "/api/admin/posts",
      body: body({ post: feedPost }),
    });
    const { key } = (await created.json()) as { key: string };
    expect(await feed(), "before its time").not.toContain("In the feed");
    setup.clock.set(new Date("2026-03-02T09:00:00+01:00"));
    expect(await feed()).toContain("In the feed");
    expect(await feed()).toContain(`/newsletter/${key}`);
    // A day later than the session began: a new login.
    token = await teamToken(setup);
    expect((await call({ method: "POST", path: `/api/admin/posts/${key}/withdraw` })).status).toBe(
      200,
    );
    expect(await feed(), "withdrawn").not.toContain("In the feed");
    setup.clock.set(new Date("2026-03-01T10:00:00+01:00"));
  });

  it("refuses a post body over its limit before reading it", async () => {
    const response = await createApp(setup.services).request(
      "http://localhost:3000/api/admin/posts",
      {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          "content-length": String(300 * 1024),
        },
        body: "x".repeat(300 * 1024),
      },
    );
    expect(response.status).toBe(413);
  });

  it("re-encodes an uploaded photo into a few widths without its metadata", async () => {
    const upload = (bytes: Uint8Array<ArrayBuffer>, type = "image/jpeg") =>
      createApp(setup.services).request("http://localhost:3000/api/admin/images", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": type },
        body: bytes,
      });
    const response = await upload(await photo());
    expect(response.status).toBe(200);
    const { src, width, height } = (await response.json()) as {
      src: string;
      width: number;
      height: number;
    };
    expect({ width, height }).toEqual({ width: 2400, height: 1200 });
    expect(src).toMatch(/^\/media\/[0-9a-f]{32}-1600\.jpg$/);

    const served = await createApp(setup.services).request(`http://localhost:3000${src}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.width).toBe(1600);
    expect(meta.exif).toBeUndefined();
    const small = await createApp(setup.services).request(
      `http://localhost:3000${src.replace("-1600", "-480")}`,
    );
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(480);

    // The bytes decide, not the name or the declared type: text, and SVG (which may hold script).
    expect((await upload(new TextEncoder().encode("<html>hi</html>"))).status).toBe(400);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect((await upload(new TextEncoder().encode(svg), "image/png")).status).toBe(400);
    const tooLarge = await createApp(setup.services).request(
      "http://localhost:3000/api/admin/images",
      {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-length": String(13 * 1024 * 1024) },
        body: "x",
      },
    );
    expect(tooLarge.status).toBe(413);
    expect(
      (await createApp(setup.services).request("http://localhost:3000/media/..%2Fdb.sqlite"))
        .status,
    ).toBe(404);
  });
});

describe("creating posts at once on two instances of one PostgreSQL", () => {
  const setup = testServicesForBlock({
    kind: "postgres",
    now: "2026-03-01T10:00:00+01:00",
    env: { DATA_DIR: dataDir },
  });

  it("loses none: eight creations all succeed, with distinct keys", async () => {
    const token = await teamToken(setup);
    const instances = [setup.services, setup.otherInstance()].map((services) =>
      createApp(services),
    );
    const create = (i: number) =>
      instances[i % 2]!.request("http://localhost:3000/api/admin/posts", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(
          body({ post: samplePost(posted, { title: { de: `Nr. ${i}`, en: `No. ${i}` } }) }),
        ),
      });
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => create(i)));
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    const keys = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { key: string }).key),
    );
    expect(new Set(keys).size).toBe(8);
    const stored = await setup.services.posts.list("munich");
    expect(stored.map((post) => post.post.title.de).sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `Nr. ${i}`).sort(),
    );
  });
});
