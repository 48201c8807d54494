import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { validHotelFields } from "../../core/forms/test/hotel-fixture.ts";
import { createApp } from "../app.ts";
import { requestSite } from "../http/request-site.ts";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { pinMailTo } from "./test/pin-mail.ts";
import { expectApiError, postJson } from "../test/api.ts";
import { testServicesForBlock } from "../test/services.ts";
import { formRouter } from "./visitor-router.ts";

describe.each(allDatabaseKinds)("form API on %s", (kind) => {
  // Many submissions from one in-process client: the per-client limit has a test of its own.
  const setup = testServicesForBlock({
    kind,
    now: "2025-08-01T12:00:00+02:00",
    env: { RATE_LIMIT_POSTS: "1000" },
  });
  let app: ReturnType<typeof createApp>;
  const submit = (formFields: unknown, headers?: Record<string, string>) =>
    postJson(app, "/api/form/submit/hotel", { formFields }, headers);

  beforeEach(() => {
    setup.clock.set(new Date("2025-08-01T12:00:00+02:00"));
    // A fresh app per test: its rate limiter starts counting anew.
    app = createApp(setup.services);
  });

  it("submit → PIN mail → verify transmits (happy path)", async () => {
    const response = await submit(validHotelFields);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { code: number; formId: string; msg: string };
    expect(answer).toEqual({
      code: 200,
      formId: expect.stringMatching(/^[0-9a-f]{32}$/),
      msg: expect.any(String),
    });
    const { pin, link } = await pinMailTo(setup.services, "alex@example.org");
    expect(link).toContain(`formId=${answer.formId}`);

    const verified = await postJson(app, "/api/form/verify", {
      formId: answer.formId,
      transmissionPIN: Number(pin),
    });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({
      code: 200,
      msg: expect.stringMatching(
        /Eine Bestätigung mit allen Angaben ist per E-Mail an dich unterwegs\.$/,
      ),
    });
  });

  it("answers in the visitor's language", async () => {
    const response = await submit(
      { ...validHotelFields, room_type: "suite" },
      { "accept-language": "en-GB,en;q=0.8" },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      msg: "Please check your entries: Room type (room_type): please pick one of the options",
    });
  });

  it("unknown form: 404", async () => {
    const response = await postJson(app, "/api/form/submit/sauna", {
      formFields: validHotelFields,
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, msg: "Dieses Formular gibt es nicht." });
  });

  it("missing and extra fields: 400 naming them", async () => {
    const { telephone: _telephone, ...missing } = validHotelFields;
    const response = await submit({ ...missing, breakfast: "yes" });
    expect(response.status).toBe(400);
    const { code, msg } = (await response.json()) as { code: number; msg: string };
    expect(code).toBe(400);
    expect(msg).toContain("breakfast (breakfast): dieses Feld gibt es im Formular nicht");
    expect(msg).toContain("Telefon (telephone): bitte ausfüllen");
  });

  it("each hotel rule of spec section 5 is enforced by the server", async () => {
    const cases: [string, string, string][] = [
      ["arrival_date", "2025-10-12", "Anreise (arrival_date): muss zwischen"],
      ["departure_date", "2025-10-10", "Abreise (departure_date): muss zwischen"],
      ["credit_card_expiry_month", "0", "muss zwischen 1 und 12 liegen"],
      ["credit_card_expiry_year", "2024", "muss zwischen 2025 und 2045 liegen"],
      ["credit_card_number", "4111abcd11111111", "bitte nur Ziffern eingeben"],
      ["credit_card_number", "4111111111111112", "Prüfziffer"],
      ["room_type", "triple", "bitte eine der angebotenen Möglichkeiten wählen"],
      ["telephone", "ring ring", "bitte eine gültige Telefonnummer eingeben"],
      ["email", "alex@", "bitte eine gültige E-Mail-Adresse eingeben"],
    ];
    for (const [field, value, message] of cases) {
      const response = await submit({ ...validHotelFields, [field]: value });
      expect(response.status, `${field}=${value}`).toBe(400);
      expect(((await response.json()) as { msg: string }).msg).toContain(message);
    }
  });

  it("refuses a stay of no nights and a card expired by the current month (in the city's zone)", async () => {
    const noNight = await submit(
      { ...validHotelFields, arrival_date: "2025-10-11", departure_date: "2025-10-11" },
      { "accept-language": "en" },
    );
    expect(noNight.status).toBe(400);
    expect(await noNight.json()).toEqual({
      code: 400,
      msg: "Please check your entries: Departure (departure_date): must be later than “Arrival”",
    });
    // 1 Aug 2025: a card valid until July 2025 has expired, one until August has not.
    const expired = { ...validHotelFields, credit_card_expiry_year: "2025" };
    const july = await submit({ ...expired, credit_card_expiry_month: "7" });
    expect(july.status).toBe(400);
    expect(((await july.json()) as { msg: string }).msg).toContain(
      "Gültig bis: Monat (credit_card_expiry_month): die Karte ist abgelaufen",
    );
    expect((await submit({ ...expired, credit_card_expiry_month: "8" })).status).toBe(200);
    // Midnight in Munich starts August while it is still July in UTC.
    setup.clock.set(new Date("2025-08-01T00:30:00+02:00"));
    expect((await submit({ ...expired, credit_card_expiry_month: "7" })).status).toBe(400);
  });

  it("malformed JSON, wrong types and extra keys: 400, never 500", async () => {
    const bad: [string, unknown][] = [
      ["/api/form/submit/hotel", "{ formFields: "],
      ["/api/form/submit/hotel", "[]"],
      ["/api/form/submit/hotel", { formFields: "everything" }],
      ["/api/form/submit/hotel", { formFields: validHotelFields, extra: 1 }],
      ["/api/form/submit/hotel", { formFields: { ...validHotelFields, room_type: ["single"] } }],
      ["/api/form/verify", "not json"],
      ["/api/form/verify", { formId: "abc", transmissionPIN: "1234" }],
      ["/api/form/verify", { formId: 42, transmissionPIN: 1234 }],
      ["/api/form/verify", { formId: "abc", transmissionPIN: 12345 }],
      ["/api/form/verify", { formId: "abc", transmissionPIN: 12.5 }],
      ["/api/form/verify", { formId: "abc" }],
      ["/api/form/verify", { formId: "abc", transmissionPIN: 1234, linkCode: "a".repeat(32) }],
      ["/api/form/verify", { formId: "abc", linkCode: "1234" }],
    ];
    for (const [path, body] of bad) {
      const response = await postJson(app, path, body);
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      const answer = (await response.json()) as { code: number; msg: string };
      expect(answer.code).toBe(400);
      expect(answer.msg.length).toBeGreaterThan(10);
    }
  });

  it("oversize bodies: 413", async () => {
    const response = await submit({ ...validHotelFields, first_name: "x".repeat(40_000) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: number }).code).toBe(413);
  });

  it("wrong PIN 403, unknown submission 404, unknown card link 404", async () => {
    const { formId } = (await (await submit(validHotelFields)).json()) as { formId: string };
    const { pin } = await pinMailTo(setup.services, "alex@example.org");
    const wrong = await postJson(app, "/api/form/verify", {
      formId,
      transmissionPIN: (Number(pin) + 1) % 10_000,
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({
      code: 403,
      msg: "Die PIN stimmt nicht. Du hast noch 4 Versuche.",
      triesLeft: 4,
    });
    const unknown = await postJson(app, "/api/form/verify", {
      formId: "0".repeat(32),
      transmissionPIN: 1,
    });
    expect(unknown.status).toBe(404);
    const card = await postJson(app, `/api/form/card/${"a".repeat(64)}`, {});
    expect(card.status).toBe(404);
    expect(card.headers.get("cache-control")).toBe("no-store");
  });

  it("the mail's link code transmits through the API", async () => {
    const { formId } = (await (await submit(validHotelFields)).json()) as { formId: string };
    const { link } = await pinMailTo(setup.services, "alex@example.org");
    const linkCode = new URL(link).searchParams.get("pin");
    const verified = await postJson(app, "/api/form/verify", { formId, linkCode });
    expect(await verified.json()).toEqual({
      code: 200,
      msg: expect.stringMatching(
        /Eine Bestätigung mit allen Angaben ist per E-Mail an dich unterwegs\.$/,
      ),
    });
  });

  it("after 11 Sep 2025 the hotel form is closed, checked by the server's clock", async () => {
    setup.clock.set(new Date("2025-09-12T00:00:01+02:00"));
    const response = await submit(validHotelFields);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 403,
      msg: "Die Anmeldefrist ist am 11.09.2025 abgelaufen; das Formular ist geschlossen.",
    });
  });

  it("the hotel form exists on the Munich site only", async () => {
    const response = await submit(validHotelFields, { host: "essen.localhost:3000" });
    expect(response.status).toBe(404);
  });

  it("limits submissions per client (429 with Retry-After)", async () => {
    const limited = new Hono()
      .use(requestSite(setup.services.config))
      .route("/api", formRouter(setup.services, { submit: 2, verify: 2, windowMs: 60_000 }));
    for (let i = 0; i < 2; i++) {
      expect((await postJson(limited, "/api/form/submit/sauna", { formFields: {} })).status).toBe(
        404,
      );
    }
    const response = await postJson(limited, "/api/form/submit/sauna", { formFields: {} });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await response.json()) as { code: number }).code).toBe(429);
  });

  describe("behind a reverse proxy", () => {
    const proxied = testServicesForBlock({
      kind,
      now: "2025-08-01T12:00:00+02:00",
      env: { TRUST_PROXY: "true" },
    });

    it("counts wrong PINs per IPv6 /64 across submissions: a neighbour address is refused, another network is not", async () => {
      const proxiedApp = createApp(proxied.services);
      const from = (address: string) => ({ "x-forwarded-for": address, "accept-language": "en" });
      const submitAs = async (email: string) => {
        const response = await postJson(
          proxiedApp,
          "/api/form/submit/hotel",
          { formFields: { ...validHotelFields, email } },
          from("2001:db8:1:2::a"),
        );
        const { formId } = (await response.json()) as { formId: string };
        const { pin } = await pinMailTo(proxied.services, email);
        return { formId, pin: Number(pin) };
      };
      for (const name of ["a", "b", "c", "d"]) {
        const { formId, pin } = await submitAs(`${name}@example.org`);
        for (let i = 0; i < 5; i++) {
          const wrong = await postJson(
            proxiedApp,
            "/api/form/verify",
            { formId, transmissionPIN: (pin + 1) % 10_000 },
            from(`2001:db8:1:2::${i + 1}`),
          );
          expect(wrong.status).toBeGreaterThanOrEqual(403);
        }
      }
      const { formId, pin } = await submitAs("e@example.org");
      const neighbour = await postJson(
        proxiedApp,
        "/api/form/verify",
        { formId, transmissionPIN: pin },
        from("2001:db8:1:2:ffff::1"),
      );
      expect(neighbour.status).toBe(429);
      expect(((await neighbour.json()) as { msg: string }).msg).toContain(
        "Open the link in the email we sent you",
      );
      const elsewhere = await postJson(
        proxiedApp,
        "/api/form/verify",
        { formId, transmissionPIN: pin },
        from("2001:db8:1:3::1"),
      );
      expect(await elsewhere.json()).toEqual({
        code: 200,
        msg: expect.stringMatching(
          /A confirmation with all your details is on its way to you by email\.$/,
        ),
      });
    });
  });

  describe("the PIN step: read again after a reload, and a new PIN on request", () => {
    const submitFor = async (email: string) => {
      const response = await submit({ ...validHotelFields, email });
      return ((await response.json()) as { formId: string }).formId;
    };
    const step = (formId: string, headers: Record<string, string> = {}) =>
      app.request(`/api/form/${formId}/step`, { headers });
    const resend = (formId: string, headers: Record<string, string> = {}) =>
      postJson(app, `/api/form/${formId}/resend`, {}, headers);

    it("a wrong PIN tells the tries left; the step says the same, with the address masked and no card data", async () => {
      const formId = await submitFor("kai.step@example.org");
      const { pin } = await pinMailTo(setup.services, "kai.step@example.org");
      const wrong = await postJson(app, "/api/form/verify", {
        formId,
        transmissionPIN: (Number(pin) + 1) % 10_000,
      });
      expect(await wrong.json()).toEqual({
        code: 403,
        msg: "Die PIN stimmt nicht. Du hast noch 4 Versuche.",
        triesLeft: 4,
      });
      const answer = await step(formId);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(await answer.json()).toEqual({
        code: 200,
        msg: "OK",
        formKey: "hotel",
        transmitted: false,
        email: "k•••@example.org",
        triesLeft: 4,
        expiresAt: "2025-08-02T10:00:00.000Z",
      });
    });

    it("a new PIN replaces the old one; tries and expiry stay; the answer holds no PIN", async () => {
      const formId = await submitFor("kai.resend@example.org");
      const first = await pinMailTo(setup.services, "kai.resend@example.org");
      const response = await resend(formId, { "accept-language": "en" });
      expect(response.status).toBe(200);
      const body = await response.text();
      expect(JSON.parse(body)).toMatchObject({
        code: 200,
        msg: "We have sent a new PIN to k•••@example.org; the previous one no longer works. Please check the spam folder too.",
        triesLeft: 5,
      });
      const second = await pinMailTo(setup.services, "kai.resend@example.org");
      expect(second.text).not.toBe(first.text);
      expect(second.subject).toContain("Your PIN");
      expect(body).not.toContain(second.pin);
      expect(second.link).toBe(first.link);
      if (first.pin !== second.pin) {
        const old = await postJson(app, "/api/form/verify", {
          formId,
          transmissionPIN: Number(first.pin),
        });
        expect(old.status).toBe(403);
      }
      const verified = await postJson(app, "/api/form/verify", {
        formId,
        transmissionPIN: Number(second.pin),
      });
      expect(verified.status).toBe(200);
      // Once sent, the step says so and names no address; a resend mails nothing.
      expect(await (await step(formId)).json()).toMatchObject({ transmitted: true, email: "" });
      expect((await (await resend(formId)).json()) as unknown).toMatchObject({
        code: 200,
        msg: "Deine Anfrage wurde bereits übermittelt.",
      });
      expect((await pinMailTo(setup.services, "kai.resend@example.org")).pin).toBe(second.pin);
    });

    it("unknown or malformed ids: 404 for the step and the resend, the same answer for both", async () => {
      for (const id of ["0".repeat(32), "nope"]) {
        const read = await step(id);
        const again = await resend(id);
        expect(read.status).toBe(404);
        expect(again.status).toBe(404);
        expect(await again.json()).toEqual(await read.json());
      }
    });

    it("an expired submission: 410 with the reason", async () => {
      const formId = await submitFor("kai.expired@example.org");
      setup.clock.set(new Date("2025-08-02T12:00:01+02:00"));
      await expectApiError(await step(formId), 410, /PIN ist abgelaufen/);
      await expectApiError(await resend(formId), 410, /PIN ist abgelaufen/);
    });

    describe("with the default mail budget", () => {
      const budget = testServicesForBlock({
        kind,
        now: "2025-08-01T12:00:00+02:00",
        env: { RATE_LIMIT_POSTS: "1000", RATE_LIMIT_MAILS: "4" },
      });

      it("4 mails an hour per inbox: then 429 in the visitor's language, and the PIN stays", async () => {
        const budgetApp = createApp(budget.services);
        const first = await postJson(budgetApp, "/api/form/submit/hotel", {
          formFields: { ...validHotelFields, email: "kai.budget@example.org" },
        });
        const { formId } = (await first.json()) as { formId: string };
        const again = () =>
          postJson(budgetApp, `/api/form/${formId}/resend`, {}, { "accept-language": "en" });
        for (let i = 0; i < 3; i++) expect((await again()).status).toBe(200);
        const { pin } = await pinMailTo(budget.services, "kai.budget@example.org");
        const spent = await again();
        expect(spent.status).toBe(429);
        expect(Number(spent.headers.get("retry-after"))).toBeGreaterThan(0);
        const { msg } = (await spent.json()) as { msg: string };
        expect(msg).toMatch(/email/i);
        expect(msg).not.toContain("kai");
        expect((await pinMailTo(budget.services, "kai.budget@example.org")).pin).toBe(pin);
        const verified = await postJson(budgetApp, "/api/form/verify", {
          formId,
          transmissionPIN: Number(pin),
        });
        expect(verified.status).toBe(200);
      });
    });

    it("resends count against the public POST limit per client", async () => {
      const formId = await submitFor("kai.limit@example.org");
      const limited = new Hono()
        .use(requestSite(setup.services.config))
        .route("/api", formRouter(setup.services, { submit: 2, verify: 2, windowMs: 60_000 }));
      for (let i = 0; i < 2; i++) {
        expect((await postJson(limited, `/api/form/${formId}/resend`, {})).status).toBe(200);
      }
      const response = await postJson(limited, `/api/form/${formId}/resend`, {});
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    });
  });
});
