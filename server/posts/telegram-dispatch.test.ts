import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { samplePost, teamMember } from "./test/sample-post.ts";
import { forTheBlock } from "../test/block.ts";
import { testServices } from "../test/services.ts";
import { telegramBody } from "./telegram-dispatch.ts";
import { startBotApiStandIn, type BotApiStandIn } from "../outbox/test/telegram-stand-in.ts";

const token = "123456:fictional-token-for-the-stand-in";
const chatId = "@pamperplay_fictional";

let standIn: BotApiStandIn;
beforeAll(async () => {
  standIn = await startBotApiStandIn({ token, chatId });
});
afterAll(() => standIn.close());

describe.each(allDatabaseKinds)("channel posts on %s", (kind) => {
  // Built once the stand-in listens (the file's beforeAll runs first).
  const t = forTheBlock(() =>
    testServices({
      kind,
      now: "2026-04-01T10:00:00+02:00",
      env: {
        TELEGRAM_BOT_TOKEN: token,
        TELEGRAM_CHANNEL_ID: chatId,
        TELEGRAM_API_URL: standIn.url,
      },
    }),
  );

  it("posts a due post to the channel once, through outages and flood control", async () => {
    const { posts, telegram, mail, db } = t.services;
    const posted = { year: 2026, month: 4, day: 2, hour: 18, minute: 0 };
    const { key } = await posts.create(
      "munich",
      {
        post: samplePost(posted, { channels: ["telegram_general"] }),
        germanOnly: false,
        state: "scheduled",
      },
      teamMember,
    );
    expect(await telegram!.sendDue()).toBe(0);
    t.clock.set(new Date("2026-04-02T18:00:05+02:00"));
    standIn.posts.splice(0);
    standIn.fail({ kind: "down" }, { kind: "flood", retryAfter: 7200 });
    expect(await telegram!.sendDue()).toBe(1);
    // An edit after it went out does not send it again.
    expect(await telegram!.sendDue()).toBe(0);

    expect(await mail.runOnce()).toEqual({ sent: 0, failed: 1 });
    await db
      .updateTable("mail_outbox")
      .set({ next_attempt_at: new Date(0).toISOString() })
      .execute();
    expect(await mail.runOnce()).toEqual({ sent: 0, failed: 1 });
    const waiting = await db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("channel", "=", "telegram")
      .executeTakeFirstOrThrow();
    // Flood control named two hours: the retry waits at least that long.
    expect(Date.parse(waiting.next_attempt_at) - Date.now()).toBeGreaterThan(7_100_000);
    expect(waiting.last_error).toContain("429");
    expect(waiting.last_error).not.toContain(token);

    await db
      .updateTable("mail_outbox")
      .set({ next_attempt_at: new Date(0).toISOString() })
      .execute();
    expect(await mail.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(standIn.posts).toEqual([
      {
        chatId,
        method: "sendMessage",
        text: [
          "Neuer Spieleabend\nWir treffen uns im Herbst.",
          "New games night\nWe meet in autumn.",
          `http://localhost:3000/newsletter/${key}`,
        ].join("\n\n"),
      },
    ]);
  });
});

describe("the channel post's text", () => {
  const base = {
    hubId: "munich" as const,
    key: "muc2026.4",
    posted: new Date("2026-04-02T16:00:00Z"),
  };
  it("sends our re-encoded image as a photo, German only when the post has no English", () => {
    const hero = `/media/${"ab".repeat(16)}-1600.jpg`;
    const body = telegramBody(
      {
        ...base,
        germanOnly: true,
        post: samplePost({ year: 2026, month: 4, day: 2 }, { heroImageUrl: hero }),
      },
      "https://pamperplay.example",
    );
    expect(body).toEqual({
      text: "Neuer Spieleabend\nWir treffen uns im Herbst.\n\nhttps://pamperplay.example/newsletter/muc2026.4",
      photoUrl: `https://pamperplay.example${hero}`,
    });
    // Any other asset (e.g. an SVG flyer) is not a photo the Bot API takes.
    const flyer = samplePost(
      { year: 2026, month: 4, day: 2 },
      { heroImageUrl: "/flyers/munich.svg" },
    );
    expect(
      telegramBody({ ...base, germanOnly: false, post: flyer }, "https://x.example").photoUrl,
    ).toBeUndefined();
  });
});
