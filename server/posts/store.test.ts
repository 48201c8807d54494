import { describe, expect, it } from "vitest";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { newsletterDispatch } from "../newsletter/post-dispatch.ts";
import { testServicesForBlock } from "../test/services.ts";
import { samplePost, teamMember } from "./test/sample-post.ts";

describe.each(allDatabaseKinds)("team posts on %s", (kind) => {
  const t = testServicesForBlock({ kind, now: "2026-03-01T10:00:00+01:00" });
  const munichKeys = () => t.services.content.munich.posts.map((entry) => entry.key);
  const posted = { year: 2026, month: 3, day: 2, hour: 9, minute: 0 };

  it("lists scheduled posts with the files' posts, newest first, and never drafts", async () => {
    const { posts } = t.services;
    const fileKeys = munichKeys();
    const draft = await posts.create(
      "munich",
      { post: samplePost(posted), germanOnly: false, state: "draft" },
      teamMember,
    );
    expect(draft.key).toBe("muc2026.1");
    expect(munichKeys()).toEqual(fileKeys);

    const scheduled = await posts.create(
      "munich",
      { post: samplePost(posted), germanOnly: false, state: "scheduled" },
      teamMember,
    );
    expect(scheduled.key).toBe("muc2026.2");
    expect(munichKeys()).toEqual(["muc2026.2", ...fileKeys]);
    expect(t.services.content.essen.posts.some((entry) => entry.key.startsWith("muc2026"))).toBe(
      false,
    );

    // An older posted time sorts it among the files' posts.
    const saved = await posts.save(
      "munich",
      scheduled.key,
      {
        post: samplePost({ year: 2025, month: 6, day: 1 }),
        germanOnly: false,
        state: "scheduled",
      },
      1,
      teamMember,
    );
    expect(saved.ok).toBe(true);
    const keys = munichKeys();
    expect(keys[0]).not.toBe("muc2026.2");
    expect(keys).toContain("muc2026.2");
  });

  it("records every change, refuses a stale edit, and restores a withdrawn post", async () => {
    const { posts } = t.services;
    const { key } = await posts.create(
      "munich",
      { post: samplePost(posted), germanOnly: true, state: "scheduled" },
      teamMember,
    );
    const stale = await posts.save(
      "munich",
      key,
      { post: samplePost(posted), germanOnly: true, state: "scheduled" },
      7,
      teamMember,
    );
    expect(stale).toEqual({ ok: false, reason: "conflict", current: 1 });

    expect((await posts.withdraw("munich", key, teamMember)).ok).toBe(true);
    expect(munichKeys()).not.toContain(key);
    expect(await posts.withdraw("essen", key, teamMember)).toEqual({
      ok: false,
      reason: "not-found",
    });

    const restored = await posts.restore("munich", key, { ...teamMember, name: "Other Member" });
    expect(restored.ok && restored.post.state).toBe("scheduled");
    expect(munichKeys()).toContain(key);
    expect(t.services.content.munich.posts.find((e) => e.key === key)?.germanOnly).toBe(true);

    expect(await posts.revisions("munich", key)).toEqual([
      expect.objectContaining({ revision: 3, action: "restored", byName: "Other Member" }),
      expect.objectContaining({ revision: 2, action: "withdrawn", byName: "Team Member" }),
      expect.objectContaining({ revision: 1, action: "created", state: "scheduled" }),
    ]);
  });

  it("mails a post once at its time, not again after an edit", async () => {
    const { posts, db } = t.services;
    await db
      .insertInto("subscribers")
      .values({
        id: "a".repeat(32),
        hub_id: "munich",
        email: "leser@example.org",
        locale: "de",
        registered_at: "2026-01-01T00:00:00.000Z",
        confirmed_at: "2026-01-01T00:00:00.000Z",
      })
      .execute();
    const dispatch = newsletterDispatch({ ...t.services, mail: t.services.mail });
    // Later than the other tests' posts, which stay in the block's database.
    const later = { ...posted, day: 20 };
    const { key } = await posts.create(
      "munich",
      { post: samplePost(later), germanOnly: false, state: "scheduled" },
      teamMember,
    );
    t.clock.set(new Date("2026-03-19T09:00:00+01:00"));
    await dispatch.sendDue();
    t.clock.set(new Date("2026-03-20T09:00:01+01:00"));
    expect(await dispatch.sendDue()).toBe(1);
    const edited = samplePost(later, { title: { de: "Geändert", en: "Changed" } });
    await posts.save(
      "munich",
      key,
      { post: edited, germanOnly: false, state: "scheduled" },
      1,
      teamMember,
    );
    expect(await dispatch.sendDue()).toBe(0);
  });
});
