import { describe, expect, it } from "vitest";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { linkIn } from "../outbox/test/smtp-capture.ts";
import { testAppForBlock, type TestApp } from "../test/api.ts";
import { newsletterDispatch } from "./post-dispatch.ts";

/** Registers and confirms through the API, as a visitor would. */
async function subscribe(t: TestApp, email: string, headers: Record<string, string> = {}) {
  await t.post("/api/newsletter/register", { email }, headers);
  const host = headers.host ?? "localhost:3000";
  const mail = await t.lastMailTo(email);
  const id = new URL(linkIn(mail, `http://${host}/newsletter-confirm?id=`)).searchParams.get("id")!;
  expect((await t.post("/api/newsletter/subscribe", { id }, headers)).status).toBe(200);
  return id;
}

describe.each(allDatabaseKinds)("newsletter posts by mail on %s", (kind) => {
  const t = testAppForBlock({ kind, now: "2025-07-01T12:00:00+02:00" });
  const dispatch = () =>
    newsletterDispatch({
      db: t.services.db,
      clock: t.clock,
      config: t.services.config,
      content: t.services.content,
      mail: t.services.mail,
    });
  /** Mails of posts (welcome and confirmation mails left aside). */
  const postMailsTo = (address: string) =>
    t.smtp.messages.filter(
      (m) => m.to.includes(address) && m.parsed.text?.includes("/newsletter/muc"),
    );

  it("sends a post once, in each subscriber's language, to those who subscribed before it", async () => {
    t.clock.set(new Date("2025-07-01T12:00:00+02:00"));
    const german = await subscribe(t, "leser@example.org");
    await subscribe(t, "reader@example.org", { "accept-language": "en" });
    await subscribe(t, "essen@example.org", { host: "essen.localhost:3000" });
    const leaving = await subscribe(t, "weg@example.org");
    await t.post("/api/newsletter/unsubscribe", { id: leaving });
    await t.post("/api/newsletter/register", { email: "offen@example.org" });
    // The season's earlier posts are older than a few days: none of them goes out now.
    expect(await dispatch().sendDue()).toBe(0);

    // "20 Zimmer für uns" is posted on 6 July 2025 at 18:00.
    t.clock.set(new Date("2025-07-06T18:00:30+02:00"));
    await subscribe(t, "spaet@example.org");
    t.smtp.messages.splice(0);
    expect(await dispatch().sendDue()).toBe(2);
    await t.deliver();

    const [de] = postMailsTo("leser@example.org");
    expect(de?.parsed.subject).toBe(
      "PamperPlay München: 20 Zimmer für uns: das Hotelkontingent ist offen",
    );
    expect(de?.parsed.text).toContain("Einzelzimmer: 144 € für 2 Nächte");
    expect(linkIn(de!, "http://localhost:3000/newsletter/")).toBe(
      "http://localhost:3000/newsletter/muc2025.3",
    );
    const cancel = new URL(linkIn(de!, "http://localhost:3000/newsletter-cancel?id="));
    expect(cancel.searchParams.get("id")).toBe(german);
    const header = de?.parsed.headers.find((h) => h.key === "list-unsubscribe");
    expect(header?.value).toBe(`<${cancel.href}>`);
    expect(de?.parsed.html).toContain("<li>Einzelzimmer: 144 € für 2 Nächte</li>");

    const [en] = postMailsTo("reader@example.org");
    expect(en?.parsed.subject).toBe(
      "PamperPlay Munich: 20 rooms for us: the hotel contingent is open",
    );
    expect(en?.parsed.text).toContain("Unsubscribe from the newsletter");

    for (const nobody of ["essen@", "weg@", "offen@", "spaet@"])
      expect(postMailsTo(`${nobody}example.org`)).toEqual([]);

    // A second run, or another instance of the site, sends nothing twice.
    t.clock.advance(60_000);
    expect(await dispatch().sendDue()).toBe(0);

    // Leaving the list forgets which posts were mailed.
    await t.post("/api/newsletter/unsubscribe", { id: german });
    const kept = await t.services.db
      .selectFrom("newsletter_deliveries")
      .select("post_key")
      .where("subscriber_id", "=", german)
      .execute();
    expect(kept).toEqual([]);
  });

  it("does not send a post it first sees days after it was posted", async () => {
    t.clock.set(new Date("2025-08-01T12:00:00+02:00"));
    await subscribe(t, "urlaub@example.org");
    // "Einlass nur mit Original-Ausweis" was posted on 10 August 2025.
    t.clock.set(new Date("2025-08-14T12:00:00+02:00"));
    await dispatch().sendDue();
    await t.deliver();
    expect(postMailsTo("urlaub@example.org")).toEqual([]);
    // Within the first days it would have gone out.
    t.clock.set(new Date("2025-08-10T12:05:00+02:00"));
    await dispatch().sendDue();
    await t.deliver();
    expect(postMailsTo("urlaub@example.org").map((m) => m.parsed.subject)).toEqual([
      "PamperPlay München: Einlass nur mit Original-Ausweis",
    ]);
  });

  it("wakes up when the next post is due, and looks at least once a minute", () => {
    t.clock.set(new Date("2025-07-06T17:59:30+02:00"));
    expect(dispatch().nextRunIn()).toBe(30_000);
    t.clock.set(new Date("2025-07-06T17:59:59.500+02:00"));
    expect(dispatch().nextRunIn()).toBe(1_000);
    t.clock.set(new Date("2025-07-01T12:00:00+02:00"));
    expect(dispatch().nextRunIn()).toBe(60_000);
  });
});
