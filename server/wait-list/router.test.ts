import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { WaitListEntriesAnswer, WaitListsAnswer } from "../../core/api/wait-list.ts";
import { linkIn } from "../outbox/test/smtp-capture.ts";
import { expectApiError, testAppForBlock } from "../test/api.ts";
import { teamToken } from "../test/team-calls.ts";

const packageId = "single-pamperplay";

describe("the wait list's calls", () => {
  const t = testAppForBlock({ now: "2025-06-20T12:00:00+02:00" });
  const pkg = () =>
    t.services.content.munich.packages.packages.find((candidate) => candidate.id === packageId)!;
  let token: string;
  const asTeam = () => ({ authorization: `Bearer ${token}`, "accept-language": "de" });
  beforeEach(async () => {
    token = await teamToken(t);
    pkg().soldOut = true;
    await t.services.db.deleteFrom("wait_list_entries").execute();
  });
  afterEach(() => {
    pkg().soldOut = false;
  });

  it("joins, confirms with the mailed link and answers the place, in the visitor's language", async () => {
    const joined = await t.post(`/api/wait-list/join/${packageId}`, { email: "Fan@Example.org" });
    expect(joined.status).toBe(200);
    expect(await joined.json()).toEqual({ code: 200, msg: expect.stringMatching(/Postfach/) });
    const mail = await t.lastMailTo("fan@example.org");
    expect(mail.parsed.subject).toBe(
      "Bitte bestätige deinen Platz auf der Warteliste für Einzelticket PamperPlay",
    );
    const id = new URL(
      linkIn(mail, "http://localhost:3000/ticket/wait-list/confirm?id="),
    ).searchParams.get("id")!;
    const title = { de: "Einzelticket PamperPlay", en: "Single Ticket PamperPlay" };
    const confirmed = await t.post("/api/wait-list/confirm", { id }, { "accept-language": "en" });
    expect(await confirmed.json()).toEqual({
      code: 200,
      msg: "You are no. 1 on the wait list for Single Ticket PamperPlay.",
      entry: { kind: "in-line", place: 1, title, voucherHours: 24 },
    });
    // Leaving answers the way back, and can be undone within the day.
    const left = await t.post("/api/wait-list/leave", { id });
    expect(await left.json()).toEqual({
      code: 200,
      msg: expect.stringMatching(/verlassen\. Bis morgen um diese Zeit/),
      entry: {
        kind: "left",
        rejoinUntil: { year: 2025, month: 6, day: 21, hour: 12, minute: 0 },
        title,
        voucherHours: 24,
      },
    });
    expect((await t.post("/api/wait-list/leave", { id })).status).toBe(200);
    await expectApiError(await t.post("/api/wait-list/confirm", { id }), 409, /verlassen/);
    const back = await t.post("/api/wait-list/rejoin", { id });
    expect(await back.json()).toMatchObject({
      msg: "Du bist Nr. 1 auf der Warteliste für Einzelticket PamperPlay.",
      entry: { kind: "in-line", place: 1 },
    });
    await expectApiError(
      await t.post("/api/wait-list/rejoin", { id: "0".repeat(32) }),
      404,
      /gibt es nicht/,
    );
  });

  it("takes each link page's button as a plain form post too, back to that page", async () => {
    await t.post(`/api/wait-list/join/${packageId}`, { email: "plain@example.org" });
    const id = new URL(
      linkIn(
        await t.lastMailTo("plain@example.org"),
        "http://localhost:3000/ticket/wait-list/leave?id=",
      ),
    ).searchParams.get("id")!;
    const form = (step: string, body: string) =>
      t.app.request(`/api/wait-list/${step}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      });
    for (const step of ["confirm", "leave", "rejoin"]) {
      const response = await form(step, `id=${id}`);
      expect(response.status, step).toBe(303);
      expect(response.headers.get("location")).toBe(
        `/ticket/wait-list/${step}?id=${id}&outcome=done`,
      );
    }
    expect(await t.services.waitList.entry(id)).toMatchObject({ kind: "in-line", place: 1 });
    // A refusal goes back to the page too, with its status; a bad id without it.
    expect((await form("rejoin", `id=${"0".repeat(32)}`)).headers.get("location")).toBe(
      `/ticket/wait-list/rejoin?id=${"0".repeat(32)}&outcome=404`,
    );
    expect((await form("leave", "id=nonsense")).headers.get("location")).toBe(
      "/ticket/wait-list/leave?outcome=400",
    );
  });

  it("answers a plain form post (no scripts) with a redirect back to the page", async () => {
    const response = await t.app.request(`/api/wait-list/join/${packageId}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=form%40example.org",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `/ticket/wait-list?package=${packageId}&outcome=joined`,
    );
    await t.lastMailTo("form@example.org");
  });

  it("refuses bad input with 4xx and a reason", async () => {
    await expectApiError(
      await t.post(`/api/wait-list/join/${packageId}`, { email: "no-address" }),
      400,
      /E-Mail/,
    );
    await expectApiError(
      await t.post("/api/wait-list/join/no-such-package", { email: "a@example.org" }),
      404,
      /Ticketpaket/,
    );
    await expectApiError(
      await t.post("/api/wait-list/join/Bad%20Id", { email: "a@example.org" }),
      400,
      /.+/,
    );
    pkg().soldOut = false;
    await expectApiError(
      await t.post(`/api/wait-list/join/${packageId}`, { email: "a@example.org" }),
      409,
      /nicht ausverkauft/,
    );
    await expectApiError(await t.post("/api/wait-list/confirm", { id: "x" }), 400, /.+/);
    await expectApiError(
      await t.post("/api/wait-list/confirm", { id: "0".repeat(32) }),
      404,
      /gibt es nicht/,
    );
  });

  it("answers 401 to everyone outside the team", async () => {
    for (const [method, path] of [
      ["GET", "/api/admin/wait-lists"],
      ["GET", `/api/admin/wait-lists/${packageId}/entries`],
      ["POST", `/api/admin/wait-lists/${packageId}/release`],
      ["POST", `/api/admin/wait-lists/${packageId}/settings`],
      ["POST", `/api/admin/wait-lists/${packageId}/close`],
      ["POST", `/api/admin/wait-lists/${packageId}/reopen`],
    ] as const) {
      const response = await t.app.request(path, {
        method,
        headers: { authorization: "Bearer not-a-session-token-at-all" },
      });
      expect(response.status, path).toBe(401);
    }
  });

  it("lets the team release tickets, set the voucher time and export the list", async () => {
    await t.post(`/api/wait-list/join/${packageId}`, { email: "one@example.org" });
    const release = (body: unknown) =>
      t.app.request(`/api/admin/wait-lists/${packageId}/release`, {
        method: "POST",
        headers: { ...asTeam(), "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    await expectApiError(await release({ count: 0 }), 400, /.+/);
    await expectApiError(await release({ count: 101 }), 400, /.+/);
    // More than the shop has free: it says how many, and nothing is released.
    await expectApiError(
      await release({ count: 100 }),
      409,
      /^Im Shop sind nur \d+ Tickets dieses Pakets frei\. Gib sie zuerst im Shop frei/,
    );
    const released = await release({ count: 2 });
    expect(await released.json()).toEqual({ code: 200, msg: "2 Tickets gehen an die Warteliste." });
    const settings = await t.app.request(`/api/admin/wait-lists/${packageId}/settings`, {
      method: "POST",
      headers: { ...asTeam(), "content-type": "application/json" },
      body: JSON.stringify({ voucherHours: 12 }),
    });
    expect(settings.status).toBe(200);
    const lists = (await (
      await t.app.request("/api/admin/wait-lists", { headers: asTeam() })
    ).json()) as WaitListsAnswer;
    // The latest change first, with who made it.
    expect(lists.audit).toMatchObject([
      { packageId, change: { voucherHours: 12 } },
      { packageId, change: { release: 2 } },
    ]);
    expect(lists.audit[0]!.by).not.toBe("");
    expect(lists.results.find((list) => list.packageId === packageId)).toMatchObject({
      released: 2,
      voucherHours: 12,
      unconfirmed: 1,
      waiting: 0,
    });
    const entries = (await (
      await t.app.request(`/api/admin/wait-lists/${packageId}/entries`, { headers: asTeam() })
    ).json()) as WaitListEntriesAnswer;
    expect(entries.results).toEqual([
      expect.objectContaining({ email: "one@example.org", place: null }),
    ]);
    const audit = await t.services.db
      .selectFrom("wait_list_audit")
      .select(["by_name", "change_json"])
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { by_name: "Team Member", change_json: '{"release":2}' },
      { by_name: "Team Member", change_json: '{"voucherHours":12}' },
    ]);
  });

  it("lets the team close a list, which then takes nothing, and open it again", async () => {
    const asked = (path: string, body?: unknown) =>
      t.app.request(`/api/admin/wait-lists/${packageId}/${path}`, {
        method: "POST",
        headers: { ...asTeam(), "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    expect(await (await asked("close")).json()).toEqual({
      code: 200,
      msg: "Die Warteliste ist geschlossen; wer darauf stand, bekommt eine E-Mail, die Adressen sind gelöscht.",
    });
    await expectApiError(
      await t.post(`/api/wait-list/join/${packageId}`, { email: "late@example.org" }),
      410,
      /^Diese Warteliste ist geschlossen\.$/,
    );
    await expectApiError(
      await asked("release", { count: 1 }),
      409,
      /^Diese Warteliste ist geschlossen\.$/,
    );
    expect(await (await asked("reopen")).json()).toEqual({
      code: 200,
      msg: "Die Warteliste ist wieder offen.",
    });
    expect(
      (await t.post(`/api/wait-list/join/${packageId}`, { email: "late@example.org" })).status,
    ).toBe(200);
  });
});
