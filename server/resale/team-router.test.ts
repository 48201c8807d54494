import { beforeEach, describe, expect, it } from "vitest";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { createdId, paymentSettings } from "./test/entries.ts";
import { testServicesForBlock } from "../test/services.ts";
import { teamCall as call, teamToken } from "../test/team-calls.ts";
import type { MatchesAnswer } from "../../core/api/admin.ts";
import { createApp } from "../app.ts";
import { queuedMailsTo } from "../outbox/test/queued.ts";

const someId = "0123456789abcdef0123456789abcdef";

describe.each(allDatabaseKinds)("the team's resale calls on %s", (kind) => {
  const setup = testServicesForBlock({ kind });

  beforeEach(async () => {
    for (const hubId of ["munich", "essen"] as const) {
      await setup.services.resaleMatching.saveSettings(hubId, paymentSettings);
    }
  });

  describe("resale offers and requests", () => {
    let token: string;
    const iban = "DE89370400440532013000";
    const offer = async (
      extra: Partial<{
        iban: string;
        hubId: "munich" | "essen";
        orderCode: string;
        positionNumber: number;
      }> = {},
    ) =>
      createdId(
        await setup.services.resale.createOffer({
          packageId: "single-pamperplay",
          name: "Alex",
          email: "alex@example.org",
          iban,
          hubId: "munich",
          locale: "de",
          ...extra,
        }),
      );
    const step = (id: string, body: unknown, host?: string) =>
      call(setup, { method: "POST", path: `/api/admin/tickets/offer/${id}`, body }, token, host);
    const requestStep = (id: string, body: unknown) =>
      call(setup, { method: "POST", path: `/api/admin/tickets/request/${id}`, body }, token);

    beforeEach(async () => {
      token = await teamToken(setup);
    });

    it("lists only confirmed offers of the site's city, with the whole IBAN for the payout", async () => {
      const confirmed = await offer({ orderCode: "SIMA6", positionNumber: 2 });
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
        // The ticket as the shop prints it: order code and position.
        ticket: { ticketId: "SIMA6-2" },
        name: "Alex",
        email: "alex@example.org",
        iban: "DE89 3704 0044 0532 0130 00",
        approved: false,
        payedOffer: false,
        payedReceiver: false,
        createdAt: expect.any(String),
        buyerPaid: false,
        packageId: "single-pamperplay",
      });
    });

    it("moves an offer approved → payedOffer → payedReceiver in the order the money moves", async () => {
      const buyer = createdId(
        await setup.services.resale.createRequest({
          packageId: "single-pamperplay",
          amount: 1,
          email: "buyer@example.org",
          hubId: "munich",
          locale: "de",
        }),
      );
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
      const empty = await step(id, {});
      expect(empty.status).toBe(400);
      // The answer names what the body must hold, not an empty field name.
      expect(await empty.json()).toEqual({
        code: 400,
        msg: "Ungültige Eingabe: erwartet wird genau eines von „approved: true“, „payedOffer: true“, „payedReceiver: true“",
      });
    });

    it("moves a request notified → fulfilled and mails the person when notified", async () => {
      const id = createdId(
        await setup.services.resale.createRequest({
          packageId: "single-pamperplay",
          amount: 2,
          email: "sam@example.org",
          hubId: "munich",
          locale: "en",
        }),
      );
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
        packageId: "single-pamperplay",
      });
      expect((await requestStep(id, { fulfilled: true })).status).toBe(409);
      expect((await requestStep(id, { notified: true })).status).toBe(200);
      expect((await requestStep(id, { notified: true })).status).toBe(409);
      const mails = await queuedMailsTo(setup.services, "sam@example.org");
      const notified = mails.filter((mail) => mail.subject.startsWith("Good news"));
      expect(notified).toHaveLength(1);
      expect(notified[0]!.text).toContain("2 tickets");
      // Which ticket, for which day: the package's, not only a number of tickets.
      expect(notified[0]!.text).toContain("Ticket: Single Ticket PamperPlay");
      expect(notified[0]!.text).toContain("For: Saturday 11 October 2025");
      expect(notified[0]!.text).toContain("/ticket");
      // It asks for a reply if the tickets are no longer needed: the reply reaches the organiser.
      expect(notified[0]!.reply_to).toBe("organiser@pamperplay.example");
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
      const request = createdId(
        await setup.services.resale.createRequest({
          packageId: "single-pamperplay",
          amount: 1,
          email,
          hubId: "munich",
          locale: "de",
        }),
      );
      await setup.services.resale.confirmRequest(request);
      setup.clock.advance(1000);
      return request;
    };
    /** A request and an offer the team approves: the pair that approval made. */
    const pair = async () => {
      const request = await waitingRequest("robin@example.org");
      const offer = createdId(
        await setup.services.resale.createOffer({
          packageId: "single-pamperplay",
          name: "Kim Beispiel",
          email: "kim@example.org",
          iban: "DE89370400440532013000",
          hubId: "munich",
          locale: "en",
        }),
      );
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

      const settings = {
        paymentWindowHours: 24,
        paymentInstructions: "Bar bei der Abendkasse",
        paymentInstructionsEn: "",
        ticketPrice: 25.5,
      };
      expect((await matchCall("POST", "settings", settings)).status).toBe(200);
      expect(
        (await matchCall("POST", "settings", { paymentWindowHours: 0, paymentInstructions: "" }))
          .status,
      ).toBe(400);
      const answer = (await (await matchCall("GET", "matches")).json()) as MatchesAnswer;
      expect(answer.settings).toEqual(settings);
      const hamburg = (await (
        await matchCall("GET", "matches", undefined, "hamburg.localhost:3000")
      ).json()) as MatchesAnswer;
      expect(hamburg).toMatchObject({
        results: [],
        settings: { paymentWindowHours: 48, ticketPrice: null },
        mailPreview: null,
      });
    });

    it("refuses to approve while the price or the payment notes are missing, and previews the requester's mail once set", async () => {
      await waitingRequest("robin@example.org");
      const offer = createdId(
        await setup.services.resale.createOffer({
          packageId: "single-pamperplay",
          name: "Kim",
          email: "kim@example.org",
          iban: "DE89370400440532013000",
          hubId: "munich",
          locale: "de",
        }),
      );
      await setup.services.resale.confirmOffer(offer);
      const approve = () =>
        call(
          setup,
          { method: "POST", path: `/api/admin/tickets/offer/${offer}`, body: { approved: true } },
          token,
        );

      await matchCall("POST", "settings", { ...paymentSettings, paymentInstructions: "" });
      const refused = await approve();
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { msg: string }).msg).toMatch(
        /^Erst die Bezahlung einrichten: Trage unter „Zahlung“ die Hinweise zur Zahlung ein/,
      );
      let answer = (await (await matchCall("GET", "matches")).json()) as MatchesAnswer;
      expect(answer).toMatchObject({ results: [], mailPreview: null });

      await matchCall("POST", "settings", paymentSettings);
      answer = (await (await matchCall("GET", "matches")).json()) as MatchesAnswer;
      expect(answer.mailPreview?.subject).toMatch(/^Ein Ticket für dich – bitte bis /);
      expect(answer.mailPreview?.text).toContain("Betrag: 27,00\u00a0€");
      expect(answer.mailPreview?.text).toContain("IBAN: DE02 1203 0000 0000 2020 51");
      expect((await approve()).status).toBe(200);
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
      // What a form on another site could send: the token as a cookie, a form body, its origin
      // (refused as cross-site), and the same from no page at all (no session without the header).
      const send = (origin: Record<string, string>) =>
        createApp(setup.services).request(
          `http://localhost:3000/api/admin/tickets/offer/${offer}/match`,
          {
            method: "POST",
            headers: {
              host: "localhost:3000",
              ...origin,
              "content-type": "application/x-www-form-urlencoded",
              cookie: `session=${token}; token=${token}`,
            },
            body: `token=${token}`,
          },
        );
      expect((await send({ origin: "https://evil.example" })).status).toBe(403);
      expect((await send({})).status).toBe(401);
      const answer = (await (await matchCall("GET", "matches")).json()) as MatchesAnswer;
      expect(answer.results.filter((entry) => entry.endedAt === null)).toEqual([]);
    });
  });
});
