import { beforeEach, describe, expect, it } from "vitest";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { testServicesForBlock } from "../test/services.ts";
import { teamCall as call, teamToken } from "../test/team-calls.ts";
import type { NewsletterPostsAnswer } from "../../core/api/admin.ts";

describe.each(allDatabaseKinds)("the team's newsletter calls on %s", (kind) => {
  const setup = testServicesForBlock({ kind });
  let token: string;
  beforeEach(async () => {
    token = await teamToken(setup);
  });

  it("lists the city's confirmed newsletter subscribers", async () => {
    const now = setup.clock.now().toISOString();
    await setup.services.db
      .insertInto("subscribers")
      .values([
        {
          id: "a".repeat(32),
          hub_id: "munich",
          email: "one@example.org",
          locale: "de",
          registered_at: now,
          confirmed_at: now,
          unsubscribed_at: null,
          last_mail_at: null,
        },
        {
          id: "b".repeat(32),
          hub_id: "munich",
          email: "pending@example.org",
          locale: "de",
          registered_at: now,
          confirmed_at: null,
          unsubscribed_at: null,
          last_mail_at: null,
        },
        {
          id: "c".repeat(32),
          hub_id: "munich",
          email: "gone@example.org",
          locale: "de",
          registered_at: now,
          confirmed_at: now,
          unsubscribed_at: now,
          last_mail_at: null,
        },
        {
          id: "d".repeat(32),
          hub_id: "essen",
          email: "essen@example.org",
          locale: "de",
          registered_at: now,
          confirmed_at: now,
          unsubscribed_at: null,
          last_mail_at: null,
        },
      ])
      .execute();
    const response = await call(
      setup,
      { method: "GET", path: "/api/admin/newsletter/subscriptions" },
      token,
    );
    expect(((await response.json()) as { results: unknown[] }).results).toEqual([
      { email: "one@example.org", confirmedAt: now },
    ]);
  });

  it("lists the city's posts with the mail channel and the mails sent for each", async () => {
    const now = setup.clock.now().toISOString();
    const subscriber = (id: string, hub_id: string) => ({
      id,
      hub_id,
      email: `${id.slice(0, 4)}@example.org`,
      locale: "de",
      registered_at: now,
      confirmed_at: now,
      unsubscribed_at: null,
      last_mail_at: null,
    });
    await setup.services.db
      .insertInto("subscribers")
      .values([subscriber("e".repeat(32), "munich"), subscriber("f".repeat(32), "essen")])
      .execute();
    await setup.services.db
      .insertInto("newsletter_deliveries")
      .values([
        { subscriber_id: "e".repeat(32), post_key: "muc2025.2", queued_at: now },
        { subscriber_id: "f".repeat(32), post_key: "ess2025.2", queued_at: now },
      ])
      .execute();
    const posts = async (host: string) => {
      const path = "/api/admin/newsletter/posts";
      const response = await call(setup, { method: "GET", path }, token, host);
      expect(response.status).toBe(200);
      return ((await response.json()) as NewsletterPostsAnswer).results;
    };
    const munich = await posts("localhost:3000");
    expect(munich.every((post) => post.key.startsWith("muc"))).toBe(true);
    expect(munich.find((post) => post.key === "muc2025.2")).toEqual({
      key: "muc2025.2",
      title: {
        de: "Ticketverkauf startet am 15. Juni um 18 Uhr",
        en: expect.any(String),
      },
      postedAt: "2025-05-25T16:00:00.000Z",
      scheduled: false,
      mails: 1,
    });
    expect(munich.find((post) => post.key === "muc2025.7")).toMatchObject({
      scheduled: true,
      mails: 0,
    });
    const essen = await posts("essen.localhost:3000");
    expect(essen.find((post) => post.key === "ess2025.2")?.mails).toBe(1);
  });
});
