import { describe, expect, it } from "vitest";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { linkIn } from "../outbox/test/smtp-capture.ts";
import { expectApiError, startTestApp, testAppForBlock, type TestApp } from "../test/api.ts";

const idPattern = /^[0-9a-f]{32}$/;

describe.each(allDatabaseKinds)("newsletter API on %s", (kind) => {
  const t = testAppForBlock({ kind });

  it("register → confirm link → subscribe → welcome mail with unsubscribe link → unsubscribe", async () => {
    const response = await t.post("/api/newsletter/register", { email: "Fan@Example.org " });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { code: number; msg: string };
    expect(answer.code).toBe(200);
    expect(answer.msg).toMatch(/Postfach.*Spam/);

    const confirmMail = await t.lastMailTo("fan@example.org");
    expect(confirmMail.parsed.subject).toContain("Newsletter");
    const confirmUrl = new URL(linkIn(confirmMail, "http://localhost:3000/newsletter-confirm?id="));
    const id = confirmUrl.searchParams.get("id")!;
    expect(id).toMatch(idPattern);
    expect(confirmMail.parsed.html).toContain(confirmUrl.href.replaceAll("&", "&amp;"));

    const subscribed = await t.post("/api/newsletter/subscribe", { id });
    expect(subscribed.status).toBe(200);
    expect(await subscribed.json()).toEqual({ code: 200, msg: expect.stringContaining("Fertig") });

    const welcome = await t.lastMailTo("fan@example.org");
    const cancelUrl = new URL(linkIn(welcome, "http://localhost:3000/newsletter-cancel?id="));
    expect(cancelUrl.searchParams.get("id")).toBe(id);

    const row = await t.services.db
      .selectFrom("subscribers")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe("fan@example.org");
    expect(row.hub_id).toBe("munich");
    expect(row.registered_at).toBe("2025-06-20T10:00:00.000Z");
    expect(row.confirmed_at).toBe("2025-06-20T10:00:00.000Z");
    expect(row.unsubscribed_at).toBeNull();

    // Confirming twice is fine.
    expect((await t.post("/api/newsletter/subscribe", { id })).status).toBe(200);

    t.clock.advance(60_000);
    const left = await t.post("/api/newsletter/unsubscribe", { id });
    expect(left.status).toBe(200);
    expect((await left.json()) as object).toEqual({ code: 200, msg: expect.any(String) });
    expect((await t.post("/api/newsletter/unsubscribe", { id })).status).toBe(200);

    const consents = await t.services.db
      .selectFrom("subscriber_consents")
      .select(["action", "at"])
      .where("subscriber_id", "=", id)
      .orderBy("id")
      .execute();
    expect(consents).toEqual([
      { action: "registered", at: "2025-06-20T10:00:00.000Z" },
      { action: "confirmed", at: "2025-06-20T10:00:00.000Z" },
      { action: "unsubscribed", at: "2025-06-20T10:01:00.000Z" },
    ]);

    // The old confirm link does not silently subscribe again.
    const again = await t.post("/api/newsletter/subscribe", { id });
    expect(again.status).toBe(410);
  });

  it("answers the same whether or not an address is listed, and mails at most once per 10 minutes", async () => {
    const email = "twice@example.org";
    const first = await t.post("/api/newsletter/register", { email });
    const firstBody = await first.json();
    await t.lastMailTo(email);
    const confirmId = new URL(
      linkIn(t.smtp.messages.at(-1)!, "http://localhost:3000/newsletter-confirm"),
    ).searchParams.get("id")!;

    // Pending, within the cool-down: same answer, no second mail.
    const second = await t.post("/api/newsletter/register", { email });
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(firstBody);
    await t.deliver();
    expect(t.smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);

    await t.post("/api/newsletter/subscribe", { id: confirmId });
    await t.lastMailTo(email);
    t.smtp.messages.length = 0;

    // Listed: still the same answer; the mailbox owner learns it is already subscribed.
    t.clock.advance(11 * 60_000);
    const third = await t.post("/api/newsletter/register", { email });
    expect(third.status).toBe(first.status);
    expect(await third.json()).toEqual(firstBody);
    const note = await t.lastMailTo(email);
    expect(note.parsed.subject).toMatch(/bereits/);
    expect(linkIn(note, "http://localhost:3000/newsletter-cancel?id=")).toContain(confirmId);
    const row = await t.services.db
      .selectFrom("subscribers")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.confirmed_at).not.toBeNull();
  });

  it("an address that left can sign up again and must confirm again", async () => {
    const email = "comeback@example.org";
    await t.post("/api/newsletter/register", { email });
    const id = new URL(
      linkIn(await t.lastMailTo(email), "http://localhost:3000/newsletter-confirm"),
    ).searchParams.get("id")!;
    await t.post("/api/newsletter/subscribe", { id });
    await t.post("/api/newsletter/unsubscribe", { id });
    t.smtp.messages.length = 0;
    expect((await t.post("/api/newsletter/register", { email })).status).toBe(200);
    const mail = await t.lastMailTo(email);
    expect(linkIn(mail, "http://localhost:3000/newsletter-confirm?id=")).toContain(id);
    const row = await t.services.db
      .selectFrom("subscribers")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.confirmed_at).toBeNull();
    expect(row.unsubscribed_at).toBeNull();
    expect((await t.post("/api/newsletter/subscribe", { id })).status).toBe(200);
  });

  it("mails in the visitor's language, with links to the visitor's city site", async () => {
    await t.post(
      "/api/newsletter/register",
      { email: "essen@example.org" },
      { "Accept-Language": "en-GB,en;q=0.9", Host: "essen.localhost:3000" },
    );
    const mail = await t.lastMailTo("essen@example.org");
    expect(mail.parsed.subject).toBe(
      "Please confirm your subscription to the PamperPlay Essen newsletter",
    );
    linkIn(mail, "http://essen.localhost:3000/newsletter-confirm?id=");
    const row = await t.services.db
      .selectFrom("subscribers")
      .selectAll()
      .where("email", "=", "essen@example.org")
      .executeTakeFirstOrThrow();
    expect(row.hub_id).toBe("essen");
    expect(row.locale).toBe("en");
  });

  it("forgets sign-ups never confirmed within 30 days, but keeps proof of past consent", async () => {
    // A database of its own: other tests of this block leave unconfirmed sign-ups behind.
    const t = await startTestApp({ kind });
    try {
      await t.post("/api/newsletter/register", { email: "never@example.org" });
      await t.post("/api/newsletter/register", { email: "again@example.org" });
      const again = new URL(
        linkIn(
          await t.lastMailTo("again@example.org"),
          "http://localhost:3000/newsletter-confirm?id=",
        ),
      ).searchParams.get("id")!;
      await t.post("/api/newsletter/subscribe", { id: again });
      await t.post("/api/newsletter/unsubscribe", { id: again });
      t.clock.advance(11 * 60_000);
      await t.post("/api/newsletter/register", { email: "again@example.org" });

      t.clock.advance(29 * 24 * 3_600_000);
      expect(await t.services.newsletter.purgeUnconfirmed()).toBe(0);
      t.clock.advance(2 * 24 * 3_600_000);
      expect(await t.services.newsletter.purgeUnconfirmed()).toBe(1);

      const emails = await t.services.db.selectFrom("subscribers").select("email").execute();
      expect(emails.map((row) => row.email)).not.toContain("never@example.org");
      expect(emails.map((row) => row.email)).toContain("again@example.org");
      const log = await t.services.db
        .selectFrom("subscriber_consents")
        .select("email")
        .where("email", "=", "never@example.org")
        .execute();
      expect(log).toEqual([]);
    } finally {
      await t.dispose();
    }
  });

  it("unknown ids are 404", async () => {
    const unknown = "0123456789abcdef0123456789abcdef";
    for (const path of ["/api/newsletter/subscribe", "/api/newsletter/unsubscribe"]) {
      const response = await t.post(path, { id: unknown });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 404, msg: expect.any(String) });
    }
  });
});

describe("newsletter API: bad input", () => {
  const t = testAppForBlock();

  it.each([
    ["no at sign", "fan.example.org"],
    ["no domain dot", "fan@example"],
    ["a space", "fan club@example.org"],
    ["two at signs", "fan@@example.org"],
    ["empty", ""],
    ["too long", `${"a".repeat(250)}@example.org`],
  ])("register rejects an email address with %s", async (_, email) => {
    await expectApiError(
      await t.post("/api/newsletter/register", { email }),
      400,
      /E-Mail-Adresse/,
    );
  });

  it("names a missing field, a wrong type and an unknown field", async () => {
    await expectApiError(await t.post("/api/newsletter/register", {}), 400, /E-Mail-Adresse fehlt/);
    await expectApiError(
      await t.post("/api/newsletter/register", { email: 42 }),
      400,
      /E-Mail-Adresse hat den falschen Typ/,
    );
    await expectApiError(
      await t.post("/api/newsletter/register", { email: "a@example.org", admin: true }),
      400,
      /unbekanntes Feld admin/,
    );
    await expectApiError(
      await t.post("/api/newsletter/subscribe", {}, { "Accept-Language": "en" }),
      400,
      /ID is missing/,
    );
    await expectApiError(
      await t.post("/api/newsletter/unsubscribe", { id: "1" }),
      400,
      /ID ist ungültig/,
    );
    await expectApiError(await t.post("/api/newsletter/subscribe", { id: 12345 }), 400, /ID/);
  });

  it("rejects malformed JSON, non-objects and oversize bodies without a 500", async () => {
    await expectApiError(await t.post("/api/newsletter/register", "{email:"), 400, /JSON/);
    await expectApiError(await t.post("/api/newsletter/register", ""), 400, /JSON/);
    await expectApiError(await t.post("/api/newsletter/register", "[1,2]"), 400, /JSON-Objekt/);
    await expectApiError(await t.post("/api/newsletter/register", "null"), 400, /JSON-Objekt/);
    await expectApiError(
      await t.post("/api/newsletter/register", { email: "a@example.org", pad: "x".repeat(40_000) }),
      413,
      /zu groß/,
    );
  });

  it("GET on a POST call is a JSON 404", async () => {
    const response = await t.get("/api/newsletter/register");
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: number }).code).toBe(404);
  });
});

describe("newsletter API: rate limit", () => {
  it("answers 429 with Retry-After after too many POSTs from one client", async () => {
    const t = await startTestApp({ env: { RATE_LIMIT_POSTS: "2" } });
    try {
      for (let i = 0; i < 2; i++) {
        expect(
          (await t.post("/api/newsletter/register", { email: `r${i}@example.org` })).status,
        ).toBe(200);
      }
      const limited = await t.post("/api/newsletter/register", { email: "r3@example.org" });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await limited.json()).toEqual({ code: 429, msg: expect.stringMatching(/Zu viele/) });
      // Nothing else is limited by that count: another area has its own.
      expect(
        (await t.post("/api/contact/postcard", { email: "a@example.org", name: "A", message: "B" }))
          .status,
      ).toBe(200);
    } finally {
      await t.dispose();
    }
  });

  /** Registers as a client behind our one reverse proxy, which appends the address it saw. */
  const viaProxy = (t: TestApp, forwardedFor: string, i: number) =>
    t.post(
      "/api/newsletter/register",
      { email: `p${i}@example.org` },
      { "X-Forwarded-For": forwardedFor },
    );

  it("behind a proxy, keys on the address the proxy appended, not on what the client wrote", async () => {
    const t = await startTestApp({ env: { RATE_LIMIT_POSTS: "2", TRUST_PROXY: "1" } });
    try {
      // The client invents a new left-most entry each time; the proxy appends the real one.
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await viaProxy(t, `10.0.0.${i}, 198.51.100.7`, i)).status);
      expect(statuses).toEqual([200, 200, 429]);
      // Another client behind the same proxy has its own budget.
      expect((await viaProxy(t, "198.51.100.8", 9)).status).toBe(200);
    } finally {
      await t.dispose();
    }
  });

  it("counts every address of one IPv6 /64 as one client", async () => {
    const t = await startTestApp({ env: { RATE_LIMIT_POSTS: "2", TRUST_PROXY: "1" } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await viaProxy(t, `2001:db8:1:2::${i + 1}`, i)).status);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await viaProxy(t, "2001:db8:1:3::1", 9)).status).toBe(200);
    } finally {
      await t.dispose();
    }
  });
});
