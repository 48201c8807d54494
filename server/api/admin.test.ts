import { beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { testServices, testServicesForBlock } from "../test/services.ts";
import type {
  MatchesAnswer,
  NewsletterPostsAnswer,
  UndeliveredMailsAnswer,
} from "../../core/api/admin.ts";
import { queuedMailsTo } from "../mail/test/queued.ts";
import type { Quota } from "../ticket-shop/port.ts";
import { recordCounted } from "../statistics/counters.ts";
import { adminRouter } from "./admin.ts";
import { teamCall as call, teamToken, type TeamCall } from "../test/team-calls.ts";

const someId = "0123456789abcdef0123456789abcdef";
const since = { createdAt: "2025-01-01T00:00:00+01:00" };

/** Every team call of the spec, with a body that would be accepted. */
const adminCalls: TeamCall[] = [
  { method: "GET", path: "/api/admin/newsletter/subscriptions" },
  { method: "GET", path: "/api/admin/newsletter/posts" },
  { method: "GET", path: "/api/admin/mail/undelivered" },
  { method: "POST", path: "/api/admin/mail/undelivered/1/retry" },
  { method: "GET", path: "/api/admin/tickets/offer" },
  { method: "POST", path: `/api/admin/tickets/offer/${someId}`, body: { approved: true } },
  { method: "GET", path: "/api/admin/tickets/request" },
  { method: "POST", path: `/api/admin/tickets/request/${someId}`, body: { notified: true } },
  { method: "POST", path: "/api/admin/tickets/request", body: since },
  { method: "GET", path: "/api/admin/tickets/matches" },
  { method: "POST", path: `/api/admin/tickets/matches/${someId}/paid` },
  { method: "POST", path: `/api/admin/tickets/matches/${someId}/undo` },
  { method: "POST", path: `/api/admin/tickets/offer/${someId}/match` },
  {
    method: "POST",
    path: "/api/admin/tickets/settings",
    body: { paymentWindowHours: 48, paymentInstructions: "" },
  },
  { method: "POST", path: "/api/admin/counter/reload", body: since },
  { method: "POST", path: "/api/admin/tickets/clicks/days", body: since },
  { method: "POST", path: "/api/admin/counter/reload/days", body: since },
  { method: "GET", path: "/api/admin/quotas/availability" },
  { method: "GET", path: "/api/admin/tickets/availability/0" },
];

describe("the list of team calls", () => {
  it("covers every route of the admin router", async () => {
    const setup = await testServices();
    try {
      const routes = adminRouter(setup.services)
        .routes.filter((route) => route.method !== "ALL")
        .map((route) => `${route.method} /api${route.path}`)
        .sort();
      const listed = adminCalls
        .map(({ method, path }) =>
          `${method} ${path}`
            .replace(someId, ":id")
            .replace(/availability\/0$/, "availability/:ticketShopId")
            .replace(/undelivered\/1\//, "undelivered/:id/"),
        )
        .sort();
      expect(listed).toEqual(routes);
    } finally {
      await setup.dispose();
    }
  });
});

describe.each(allDatabaseKinds)("team calls on %s", (kind) => {
  const setup = testServicesForBlock({ kind });

  describe.each(adminCalls)("$method $path", (adminCall) => {
    it("answers 401 without a token, with an unknown, an expired or a logged-out one", async () => {
      const without = await call(setup, adminCall);
      expect(without.status).toBe(401);
      expect(await without.json()).toEqual({
        code: 401,
        msg: "Bitte melde dich an: Die Sitzung fehlt, ist abgelaufen oder wurde beendet.",
      });
      expect((await call(setup, adminCall, "x".repeat(43))).status).toBe(401);

      const expiring = await teamToken(setup);
      setup.clock.advance(12 * 3_600_000);
      expect((await call(setup, adminCall, expiring)).status).toBe(401);

      const loggedOut = await teamToken(setup);
      await setup.services.auth.sessions.revoke(loggedOut);
      expect((await call(setup, adminCall, loggedOut)).status).toBe(401);

      // And a live session gets through (the answer depends on the call, never 401).
      const live = await teamToken(setup);
      expect((await call(setup, adminCall, live)).status).not.toBe(401);
    });
  });

  describe("resale offers and requests", () => {
    let token: string;
    const iban = "DE89370400440532013000";
    const offer = (extra: Partial<{ iban: string; hubId: "munich" | "essen" }> = {}) =>
      setup.services.resale.createOffer({
        ticketId: "PP-2025-0042",
        name: "Alex",
        email: "alex@example.org",
        iban,
        hubId: "munich",
        locale: "de",
        ...extra,
      });
    const step = (id: string, body: unknown, host?: string) =>
      call(setup, { method: "POST", path: `/api/admin/tickets/offer/${id}`, body }, token, host);
    const requestStep = (id: string, body: unknown) =>
      call(setup, { method: "POST", path: `/api/admin/tickets/request/${id}`, body }, token);

    beforeEach(async () => {
      token = await teamToken(setup);
    });

    it("lists only confirmed offers of the site's city, with the whole IBAN for the payout", async () => {
      const confirmed = await offer();
      await setup.services.resale.confirmOffer(confirmed);
      const unconfirmed = await offer();
      const essen = await offer({ hubId: "essen" });
      await setup.services.resale.confirmOffer(essen);
      const response = await call(
        setup,
        { method: "GET", path: "/api/admin/tickets/offer" },
        token,
      );
      const { results } = (await response.json()) as { results: { _id: string }[] };
      const ids = results.map((result) => result._id);
      expect(ids).toContain(confirmed);
      expect(ids).not.toContain(unconfirmed);
      expect(ids).not.toContain(essen);
      expect(results.find((result) => result._id === confirmed)).toEqual({
        _id: confirmed,
        ticket: { ticketId: "PP-2025-0042" },
        name: "Alex",
        email: "alex@example.org",
        iban: "DE89 3704 0044 0532 0130 00",
        approved: false,
        payedOffer: false,
        payedReceiver: false,
        createdAt: expect.any(String),
        buyerPaid: false,
      });
    });

    it("moves an offer approved → payedOffer → payedReceiver in the order the money moves", async () => {
      const buyer = await setup.services.resale.createRequest({
        amount: 1,
        email: "buyer@example.org",
        hubId: "munich",
        locale: "de",
      });
      await setup.services.resale.confirmRequest(buyer);
      const id = await offer();
      await setup.services.resale.confirmOffer(id);
      // Out of order: 409, nothing changes.
      expect((await step(id, { payedOffer: true })).status).toBe(409);
      expect((await step(id, { payedReceiver: true })).status).toBe(409);
      const approved = await step(id, { approved: true });
      expect(approved.status).toBe(200);
      expect(await approved.json()).toEqual({ code: 200, msg: "Das Angebot ist aktualisiert." });
      // Only once.
      expect((await step(id, { approved: true })).status).toBe(409);
      expect((await step(id, { payedReceiver: true })).status).toBe(409);
      // The buyer has not paid yet: no payout, no handover, and the request is not fulfilled.
      const early = await step(id, { payedOffer: true });
      expect(early.status).toBe(409);
      expect(await early.json()).toEqual({
        code: 409,
        msg: "Erst muss die Zahlung des Käufers da sein: Vermerke sie bei der Zuordnung („Als bezahlt markieren“), dann zahle das Angebot aus und übergib das Ticket.",
      });
      expect((await step(id, { payedReceiver: true })).status).toBe(409);
      const unpaidRequest = await requestStep(buyer, { fulfilled: true });
      expect(unpaidRequest.status).toBe(409);
      expect(await unpaidRequest.json()).toMatchObject({ msg: /wartet noch auf eine Zahlung/ });
      const listed = async () => {
        const response = await call(
          setup,
          { method: "GET", path: "/api/admin/tickets/offer" },
          token,
        );
        const { results } = (await response.json()) as { results: { _id: string }[] };
        return results.find((result) => result._id === id);
      };
      expect(await listed()).toMatchObject({ buyerPaid: false, payedOffer: false });
      // The team notes the payment on the pair; then the seller is paid out.
      const [pair] = await setup.services.db
        .selectFrom("resale_matches")
        .select("id")
        .where("offer_id", "=", id)
        .execute();
      const paid = await call(
        setup,
        { method: "POST", path: `/api/admin/tickets/matches/${pair!.id}/paid` },
        token,
      );
      expect(paid.status).toBe(200);
      expect(await listed()).toMatchObject({ buyerPaid: true, payedOffer: false });
      expect((await step(id, { payedOffer: true })).status).toBe(200);
      expect((await step(id, { payedReceiver: true })).status).toBe(200);
      const conflict = await step(id, { payedReceiver: true });
      expect(conflict.status).toBe(409);
      expect(((await conflict.json()) as { msg: string }).msg).toContain("Reihenfolge");
      const row = await setup.services.db
        .selectFrom("resale_offers")
        .select(["approved_at", "payed_offer_at", "payed_receiver_at"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(Object.values(row).every((value) => typeof value === "string")).toBe(true);
    });

    it("checks the IBAN again before approving", async () => {
      const id = await offer({ iban: "DE89370400440532013001" });
      await setup.services.resale.confirmOffer(id);
      const response = await step(id, { approved: true });
      expect(response.status).toBe(409);
      expect(((await response.json()) as { msg: string }).msg).toContain("IBAN");
    });

    it("knows no unconfirmed, unknown or other city's offer, and rejects bad bodies", async () => {
      const unconfirmed = await offer();
      expect((await step(unconfirmed, { approved: true })).status).toBe(404);
      expect((await step(someId, { approved: true })).status).toBe(404);
      expect((await step("not-an-id", { approved: true })).status).toBe(404);
      const essen = await offer({ hubId: "essen" });
      await setup.services.resale.confirmOffer(essen);
      expect((await step(essen, { approved: true })).status).toBe(404);
      expect((await step(essen, { approved: true }, "essen.localhost:3000")).status).toBe(200);
      const id = await offer();
      await setup.services.resale.confirmOffer(id);
      expect((await step(id, { approved: false })).status).toBe(400);
      expect((await step(id, { approved: true, payedOffer: true })).status).toBe(400);
      expect((await step(id, {})).status).toBe(400);
    });

    it("moves a request notified → fulfilled and mails the person when notified", async () => {
      const id = await setup.services.resale.createRequest({
        amount: 2,
        email: "sam@example.org",
        hubId: "munich",
        locale: "en",
      });
      await setup.services.resale.confirmRequest(id);
      const list = await call(setup, { method: "GET", path: "/api/admin/tickets/request" }, token);
      expect(((await list.json()) as { results: unknown[] }).results).toContainEqual({
        _id: id,
        amount: 2,
        email: "sam@example.org",
        notified: false,
        fulfilled: false,
        createdAt: expect.any(String),
        lapsed: false,
        awaitingPayment: false,
      });
      expect((await requestStep(id, { fulfilled: true })).status).toBe(409);
      expect((await requestStep(id, { notified: true })).status).toBe(200);
      expect((await requestStep(id, { notified: true })).status).toBe(409);
      const mails = await queuedMailsTo(setup.services, "sam@example.org");
      const notified = mails.filter((mail) => mail.subject.startsWith("Good news"));
      expect(notified).toHaveLength(1);
      expect(notified[0]!.text).toContain("2 tickets");
      expect(notified[0]!.text).toContain("/ticket");
      expect((await requestStep(id, { fulfilled: true })).status).toBe(200);
      expect((await requestStep(id, { fulfilled: true })).status).toBe(409);
    });
  });

  describe("resale matches", () => {
    let token: string;
    const matchCall = (method: "GET" | "POST", path: string, body?: unknown, host?: string) =>
      call(setup, { method, path: `/api/admin/tickets/${path}`, body }, token, host);

    beforeEach(async () => {
      token = await teamToken(setup);
      const { db } = setup.services;
      for (const table of ["resale_matches", "resale_offers", "resale_requests"] as const)
        await db.deleteFrom(table).execute();
    });

    const waitingRequest = async (email: string) => {
      const request = await setup.services.resale.createRequest({
        amount: 1,
        email,
        hubId: "munich",
        locale: "de",
      });
      await setup.services.resale.confirmRequest(request);
      setup.clock.advance(1000);
      return request;
    };
    /** A request and an offer the team approves: the pair that approval made. */
    const pair = async () => {
      const request = await waitingRequest("robin@example.org");
      const offer = await setup.services.resale.createOffer({
        ticketId: "PP-2025-0077",
        name: "Kim Beispiel",
        email: "kim@example.org",
        iban: "DE89370400440532013000",
        hubId: "munich",
        locale: "en",
      });
      await setup.services.resale.confirmOffer(offer);
      const approved = await matchCall("POST", `offer/${offer}`, { approved: true });
      expect(approved.status).toBe(200);
      const answer = (await (await matchCall("GET", "matches")).json()) as MatchesAnswer;
      const listed = answer.results.find((match) => match.offer._id === offer);
      expect(listed).toMatchObject({ request: { _id: request }, paidAt: null, endedAt: null });
      return { match: listed!._id, offer, request };
    };

    it("shows the pair an approval made, lets the team mark it paid, undo another, and set the window", async () => {
      const { match: paid } = await pair();
      expect(await (await matchCall("POST", `matches/${paid}/paid`)).json()).toEqual({
        code: 200,
        msg: "Die Zahlung ist vermerkt; die Anfrage ist erledigt.",
      });
      expect((await matchCall("POST", `matches/${paid}/paid`)).status).toBe(409);
      expect((await matchCall("POST", `matches/${paid}/undo`)).status).toBe(409);

      const { match: undone } = await pair();
      expect(
        (await matchCall("POST", `matches/${undone}/undo`, undefined, "essen.localhost:3000"))
          .status,
      ).toBe(404);
      expect((await matchCall("POST", `matches/${undone}/undo`)).status).toBe(200);
      expect((await matchCall("POST", `matches/${someId}/undo`)).status).toBe(404);
      expect((await matchCall("POST", "matches/not-an-id/paid")).status).toBe(404);

      const settings = { paymentWindowHours: 24, paymentInstructions: "Bar bei der Abendkasse" };
      expect((await matchCall("POST", "settings", settings)).status).toBe(200);
      expect(
        (await matchCall("POST", "settings", { paymentWindowHours: 0, paymentInstructions: "" }))
          .status,
      ).toBe(400);
      const answer = (await (await matchCall("GET", "matches")).json()) as MatchesAnswer;
      expect(answer.settings).toEqual(settings);
      const essen = (await (
        await matchCall("GET", "matches", undefined, "essen.localhost:3000")
      ).json()) as MatchesAnswer;
      expect(essen).toMatchObject({ results: [], settings: { paymentWindowHours: 48 } });
    });

    it("matches an undone offer again with the next request, and says why when it cannot", async () => {
      const { match, offer } = await pair();
      const again = () => matchCall("POST", `offer/${offer}/match`);
      expect((await matchCall("POST", `matches/${match}/undo`)).status).toBe(200);

      // Only the request just undone waits: the offer does not go back to it.
      expect(await (await again()).json()).toEqual({
        code: 409,
        msg: "Gerade wartet keine andere Anfrage dieser Stadt; das Angebot bleibt frei. Versuche es später noch einmal.",
      });
      expect(
        (await matchCall("POST", `offer/${offer}/match`, undefined, "essen.localhost:3000")).status,
      ).toBe(404);
      expect(await (await matchCall("POST", `offer/${someId}/match`)).json()).toEqual({
        code: 404,
        msg: "Dieses Angebot gibt es nicht.",
      });
      expect((await matchCall("POST", "offer/not-an-id/match")).status).toBe(404);

      const next = await waitingRequest("sam@example.org");
      expect(await (await again()).json()).toEqual({
        code: 200,
        msg: "Das Angebot ist der nächsten wartenden Anfrage zugeordnet; beide Seiten bekommen eine E-Mail.",
      });
      const answer = (await (await matchCall("GET", "matches")).json()) as MatchesAnswer;
      expect(answer.results.filter((entry) => entry.endedAt === null)).toMatchObject([
        { offer: { _id: offer }, request: { _id: next }, rematchable: false },
      ]);
      const mails = await queuedMailsTo(setup.services, "sam@example.org");
      expect(mails.map((mail) => mail.subject)).toContainEqual(
        expect.stringMatching(/^Ein Ticket für dich/),
      );
      expect(await (await again()).json()).toEqual({
        code: 409,
        msg: "Dieses Angebot wartet nicht auf eine Zuordnung: Es ist schon zugeordnet, ausgezahlt oder nicht freigegeben.",
      });
    });

    it("takes the team session only from the Authorization header, so another site cannot match an offer", async () => {
      const { match, offer } = await pair();
      await matchCall("POST", `matches/${match}/undo`);
      await waitingRequest("sam@example.org");
      // What a form on another site could send: the token as a cookie, a form body, its origin.
      const response = await createApp(setup.services).request(
        `http://localhost:3000/api/admin/tickets/offer/${offer}/match`,
        {
          method: "POST",
          headers: {
            host: "localhost:3000",
            origin: "https://evil.example",
            "content-type": "application/x-www-form-urlencoded",
            cookie: `session=${token}; token=${token}`,
          },
          body: `token=${token}`,
        },
      );
      expect(response.status).toBe(401);
      const answer = (await (await matchCall("GET", "matches")).json()) as MatchesAnswer;
      expect(answer.results.filter((entry) => entry.endedAt === null)).toEqual([]);
    });
  });

  describe("statistics, subscribers, quotas and team purchases", () => {
    let token: string;
    beforeEach(async () => {
      token = await teamToken(setup);
    });

    it("lists ticket clicks and page loads from the filter's instant on", async () => {
      await recordCounted(setup.services.db, [
        {
          table: "ticket_clicks",
          hubId: "munich",
          ticketShopId: 0,
          at: "2025-06-15T15:59:59.000Z",
        },
        {
          table: "ticket_clicks",
          hubId: "munich",
          ticketShopId: 0,
          at: "2025-06-15T16:00:00.000Z",
        },
        {
          table: "ticket_clicks",
          hubId: "munich",
          ticketShopId: 0,
          at: "2025-06-16T09:00:00.000Z",
        },
        { table: "page_loads", hubId: "munich", at: "2025-06-14T10:00:00.000Z" },
        { table: "page_loads", hubId: "munich", at: "2025-06-15T17:00:00.000Z" },
      ]);
      const filter = { createdAt: "2025-06-15T18:00:00+02:00" };
      const clicks = await call(
        setup,
        { method: "POST", path: "/api/admin/tickets/request", body: filter },
        token,
      );
      expect(await clicks.json()).toEqual({
        code: 200,
        msg: "OK",
        total: 2,
        allCities: 2,
        results: [
          { createdAt: "2025-06-15T16:00:00.000Z" },
          { createdAt: "2025-06-16T09:00:00.000Z" },
        ],
      });
      const loads = await call(
        setup,
        { method: "POST", path: "/api/admin/counter/reload", body: filter },
        token,
      );
      expect(((await loads.json()) as { results: unknown[] }).results).toEqual([
        { createdAt: "2025-06-15T17:00:00.000Z" },
      ]);
      // Each city sees its own entries, and the total of all cities.
      await recordCounted(setup.services.db, [
        { table: "page_loads", hubId: "essen", at: "2025-06-15T18:00:00.000Z" },
        { table: "page_loads", hubId: "essen", at: "2025-06-15T19:00:00.000Z" },
      ]);
      const essen = await call(
        setup,
        { method: "POST", path: "/api/admin/counter/reload", body: filter },
        token,
        "essen.localhost:3000",
      );
      expect(await essen.json()).toMatchObject({
        total: 2,
        allCities: 3,
        results: [
          { createdAt: "2025-06-15T18:00:00.000Z" },
          { createdAt: "2025-06-15T19:00:00.000Z" },
        ],
      });
      const essenDays = await call(
        setup,
        { method: "POST", path: "/api/admin/counter/reload/days", body: filter },
        token,
        "essen.localhost:3000",
      );
      expect(await essenDays.json()).toMatchObject({ total: 2, allCities: 3 });
      const bad = await call(
        setup,
        { method: "POST", path: "/api/admin/counter/reload", body: { createdAt: "yesterday" } },
        token,
      );
      expect(bad.status).toBe(400);
      // A date alone: from the start of that day in Berlin (summer time: 22:00 UTC the day before).
      const fromDay = await call(
        setup,
        { method: "POST", path: "/api/admin/tickets/request", body: { createdAt: "2025-06-16" } },
        token,
      );
      expect(fromDay.status).toBe(200);
      expect(((await fromDay.json()) as { results: unknown[] }).results).toEqual([
        { createdAt: "2025-06-16T09:00:00.000Z" },
      ]);
    });

    it("counts per day in the city's time zone from hourly counts, exactly, across the clock change", async () => {
      const db = setup.services.db;
      for (const table of ["page_loads", "ticket_clicks", "statistics_hours"] as const) {
        await db.deleteFrom(table).execute();
      }
      // Three page loads an hour from 25 October 00:00 in Munich for 72 hours; summer time ends
      // on the 26th, so that day has 25 hours.
      const start = Date.parse("2025-10-24T22:00:00.000Z");
      const loads = [];
      for (let hour = 0; hour < 72; hour++) {
        for (const minute of [10, 20, 50]) {
          loads.push({
            table: "page_loads" as const,
            hubId: "munich" as const,
            at: new Date(start + hour * 3_600_000 + minute * 60_000).toISOString(),
          });
        }
      }
      await recordCounted(db, loads);
      // From 00:30: the first hour counts only its 00:50 entry.
      const filter = { createdAt: "2025-10-25T00:30:00+02:00" };
      const days = await call(
        setup,
        { method: "POST", path: "/api/admin/counter/reload/days", body: filter },
        token,
      );
      expect(await days.json()).toEqual({
        code: 200,
        msg: "OK",
        total: 214,
        allCities: 214,
        results: [
          {
            day: "2025-10-25",
            start: "2025-10-24T22:00:00.000Z",
            end: "2025-10-25T22:00:00.000Z",
            count: 70,
            cumulative: 70,
          },
          {
            day: "2025-10-26",
            start: "2025-10-25T22:00:00.000Z",
            end: "2025-10-26T23:00:00.000Z",
            count: 75,
            cumulative: 145,
          },
          {
            day: "2025-10-27",
            start: "2025-10-26T23:00:00.000Z",
            end: "2025-10-27T23:00:00.000Z",
            count: 69,
            cumulative: 214,
          },
        ],
      });

      // 1,500 clicks in one hour: the list shows the latest 1,000, oldest first, and the total.
      const clicks = Array.from({ length: 1500 }, (_, i) => ({
        table: "ticket_clicks" as const,
        hubId: "munich" as const,
        at: new Date(Date.parse("2025-10-27T10:00:00.000Z") + i * 2000).toISOString(),
        ticketShopId: 0,
      }));
      await recordCounted(db, clicks);
      const list = await call(
        setup,
        { method: "POST", path: "/api/admin/tickets/request", body: filter },
        token,
      );
      const answer = (await list.json()) as { total: number; results: { createdAt: string }[] };
      expect(answer.total).toBe(1500);
      expect(answer.results).toHaveLength(1000);
      expect(answer.results[0]).toEqual({ createdAt: clicks[500]!.at });
      expect(answer.results.at(-1)).toEqual({ createdAt: clicks[1499]!.at });
      const clickDays = await call(
        setup,
        { method: "POST", path: "/api/admin/tickets/clicks/days", body: filter },
        token,
      );
      expect(await clickDays.json()).toMatchObject({
        total: 1500,
        results: [
          { day: "2025-10-25", count: 0 },
          { day: "2025-10-26", count: 0 },
          { day: "2025-10-27", count: 1500, cumulative: 1500 },
        ],
      });
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

    it("shows undelivered mails and sends one given up on again", async () => {
      const { db } = setup.services;
      for (const to of ["sent@example.org", "retrying@example.org", "failed@example.org"])
        await setup.services.mail.enqueue(db, {
          to,
          subject: `Mail an ${to}`,
          text: "geheim",
          html: "<p>geheim</p>",
        });
      const id = async (to: string) =>
        (
          await db
            .selectFrom("mail_outbox")
            .select("id")
            .where("to_address", "=", to)
            .executeTakeFirstOrThrow()
        ).id;
      const at = "2025-06-20T10:00:00.000Z";
      await db
        .updateTable("mail_outbox")
        .set({ sent_at: at })
        .where("to_address", "=", "sent@example.org")
        .execute();
      await db
        .updateTable("mail_outbox")
        .set({ attempts: 2, last_error: "connection refused" })
        .where("to_address", "=", "retrying@example.org")
        .execute();
      await db
        .updateTable("mail_outbox")
        .set({ attempts: 8, last_error: "550 mailbox unavailable", failed_at: at })
        .where("to_address", "=", "failed@example.org")
        .execute();

      const listed = async () => {
        const path = "/api/admin/mail/undelivered";
        const response = await call(setup, { method: "GET", path }, token);
        expect(response.status).toBe(200);
        return ((await response.json()) as UndeliveredMailsAnswer).results;
      };
      const before = await listed();
      expect(before.map((mail) => [mail.to, mail.attempts, mail.lastError])).toEqual([
        ["retrying@example.org", 2, "connection refused"],
        ["failed@example.org", 8, "550 mailbox unavailable"],
      ]);
      expect(before[0]?.failedAt).toBeNull();
      expect(before[0]?.nextAttemptAt).toEqual(expect.any(String));
      expect(before[1]?.failedAt).toBe(at);
      expect(JSON.stringify(before)).not.toContain("geheim");

      const retry = (target: number | string) =>
        call(setup, { method: "POST", path: `/api/admin/mail/undelivered/${target}/retry` }, token);
      expect((await retry(await id("retrying@example.org"))).status).toBe(404);
      expect((await retry(999_999)).status).toBe(404);
      expect((await retry("x")).status).toBe(404);
      const again = await retry(await id("failed@example.org"));
      expect(again.status).toBe(200);
      const failed = (await listed()).find((mail) => mail.to === "failed@example.org");
      expect(failed).toMatchObject({
        attempts: 0,
        failedAt: null,
        nextAttemptAt: expect.any(String),
      });
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

    it("shows the quotas of the city's own event in the spec's shape", async () => {
      const quotas = async (host: string) => {
        const path = "/api/admin/quotas/availability";
        const response = await call(setup, { method: "GET", path }, token, host);
        expect(response.status).toBe(200);
        return ((await response.json()) as { results: Quota[] }).results;
      };
      const munich = await quotas("localhost:3000");
      const [munichEvent, essenEvent] = setup.services.simulatedShop!.events;
      expect(munich.map((quota) => quota.name)).toEqual(
        munichEvent!.quotas.map((quota) => quota.name),
      );
      expect(munich.some((quota) => quota.size === null)).toBe(true);
      for (const quota of munich)
        expect(Object.keys(quota).sort()).toEqual(["available_number", "name", "size"]);
      expect((await quotas("essen.localhost:3000")).map((quota) => quota.name)).toEqual(
        essenEvent!.quotas.map((quota) => quota.name),
      );
    });

    it("gives the team a voucher link even before the sale starts", async () => {
      setup.clock.set(new Date("2025-06-10T12:00:00+02:00"));
      const visitor = await createApp(setup.services).request("/api/tickets/availability/0");
      expect(visitor.status).toBe(425);
      const team = await call(
        setup,
        { method: "GET", path: "/api/admin/tickets/availability/0" },
        token,
      );
      expect(team.status).toBe(200);
      const answer = (await team.json()) as { ticketUrl: string; ticketSaleStart: string };
      expect(new URL(answer.ticketUrl).pathname).toMatch(/\/redeem$/);
      expect(new URL(answer.ticketUrl).searchParams.get("voucher")).toBeTruthy();
      expect(answer.ticketSaleStart).toBe("2025-06-15T16:00:00.000Z");
      const unknown = await call(
        setup,
        { method: "GET", path: "/api/admin/tickets/availability/999" },
        token,
      );
      expect(unknown.status).toBe(404);
    });

    it("keeps the team's lifted limits under a sold-out notice, but not for a party that is over", async () => {
      // A fresh session at each instant: sessions last hours, not months.
      const teamLink = async () =>
        call(
          setup,
          { method: "GET", path: "/api/admin/tickets/availability/0" },
          await teamToken(setup),
        );
      setup.services.content.munich.hub.soldOutNotice = true;
      try {
        setup.clock.set(new Date("2025-10-12T13:59:00+02:00"));
        expect((await teamLink()).status).toBe(200);
        // The day after the weekend nobody buys it, the team neither.
        setup.clock.set(new Date("2025-10-13T12:00:00+02:00"));
        const over = await teamLink();
        expect(over.status).toBe(410);
        expect(await over.json()).toEqual({
          code: 410,
          msg: "Diese Party ist vorbei: Tickets dafür gibt es auch für das Team nicht mehr.",
        });
      } finally {
        setup.services.content.munich.hub.soldOutNotice = false;
      }
    });
  });
});
