import { describe, expect, it } from "vitest";
import { linkIn } from "../outbox/test/smtp-capture.ts";
import { testAppForBlock } from "../test/api.ts";

/** A button of a mailed link's page pressed before its script ran: a plain form post. */
const formPost = (t: ReturnType<typeof testAppForBlock>, path: string, body: string) =>
  t.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });

describe("the buttons of mailed links' pages, as plain form posts", () => {
  const t = testAppForBlock({ now: "2025-06-20T12:00:00+02:00" });
  const unknown = "0123456789abcdef0123456789abcdef";

  it.each([
    ["/api/newsletter/subscribe", "/newsletter-confirm"],
    ["/api/newsletter/unsubscribe", "/newsletter-cancel"],
    ["/api/tickets/offer", "/ticket/confirm-offer"],
    ["/api/tickets/request", "/ticket/confirm-request"],
  ])("%s goes back to %s with the outcome", async (path, page) => {
    const refused = await formPost(t, path, `id=${unknown}`);
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe(`${page}?id=${unknown}&outcome=404`);
    // No usable id: back without one, as a bad request.
    const broken = await formPost(t, path, "id=not-an-id&extra=1");
    expect(broken.headers.get("location")).toBe(`${page}?outcome=400`);
  });

  it("confirms a newsletter sign-up by the form, and the page learns it is done", async () => {
    await t.post("/api/newsletter/register", { email: "form@example.org" });
    const link = linkIn(
      await t.lastMailTo("form@example.org"),
      "http://localhost:3000/newsletter-confirm?id=",
    );
    const id = new URL(link).searchParams.get("id")!;
    const done = await formPost(t, "/api/newsletter/subscribe", `id=${id}`);
    expect(done.headers.get("location")).toBe(`/newsletter-confirm?id=${id}&outcome=done`);
    const row = await t.services.db
      .selectFrom("subscribers")
      .select("confirmed_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.confirmed_at).not.toBeNull();
  });
});
