import { describe, expect, it } from "vitest";
import { validHotelFields } from "../../core/forms/test/hotel-fixture.ts";
import { loadConfig } from "../config.ts";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { testAppForBlock, type TestApp } from "../test/api.ts";

const notYou = {
  de: "Das warst du nicht? Dann ignoriere diese E-Mail; du hörst nicht wieder von uns.",
  en: "Not you? Ignore this email; you will not hear from us again.",
};

/** Every flow in which a visitor makes the site mail an address they type, on one city's site. */
const flows = (t: TestApp, email: string, host: string, language = "de") => {
  const headers = { host, "Accept-Language": language };
  return [
    () => t.post("/api/newsletter/register", { email }, headers),
    () =>
      t.post(
        "/api/tickets/offer/new",
        {
          packageId: "single-pamperplay",
          orderCode: "SIMA2",
          name: "Alex",
          email,
          iban: "DE89370400440532013000",
        },
        headers,
      ),
    () =>
      t.post(
        "/api/tickets/request/new",
        { packageId: "single-pamperplay", amount: 2, email },
        headers,
      ),
    () => t.post("/api/form/submit/hotel", { formFields: { ...validHotelFields, email } }, headers),
  ];
};

describe.each(allDatabaseKinds)("mails sent on a visitor's request, on %s", (kind) => {
  const t = testAppForBlock({
    kind,
    now: "2025-08-01T12:00:00+02:00",
    env: { RATE_LIMIT_MAILS: String(loadConfig({}).RATE_LIMIT_MAILS) },
  });

  it("reach one inbox at most 4 times an hour, across flows, cities and spellings", async () => {
    t.clock.set(new Date("2025-08-01T12:00:00+02:00"));
    const spellings = ["victim@example.org", "Victim+a@example.org", "VICTIM+b@Example.org"];
    const statuses: number[] = [];
    for (const host of [
      "munich.localhost:3000",
      "essen.localhost:3000",
      "hamburg.localhost:3000",
    ]) {
      for (const [i, send] of flows(t, spellings[statuses.length % 3]!, host).entries()) {
        // Only Munich sells tickets and has a hotel now; the other cities take newsletter sign-ups.
        if (!host.startsWith("munich") && i > 0) continue;
        statuses.push((await send()).status);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    await t.deliver();
    const received = t.smtp.messages.filter((m) => /victim/i.test(m.to.join()));
    expect(received).toHaveLength(4);

    const refused = await flows(t, "victim@example.org", "munich.localhost:3000")[2]!();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      code: 429,
      msg: expect.stringMatching(/diese E-Mail-Adresse .* in einer Stunde/),
    });
    // Another inbox is not affected, and the next hour brings a new budget.
    expect((await flows(t, "other@example.org", "munich.localhost:3000")[2]!()).status).toBe(200);
    t.clock.advance(3_600_000);
    expect((await flows(t, "victim@example.org", "munich.localhost:3000")[2]!()).status).toBe(200);
  });

  it("each say, truthfully, that nothing follows unless the reader acts", async () => {
    for (const language of ["de", "en"] as const) {
      t.clock.advance(3_600_000);
      for (const send of flows(t, `reader-${language}@example.org`, "munich.localhost", language)) {
        expect((await send()).status).toBe(200);
      }
      await t.deliver();
      const received = t.smtp.messages.filter((m) => m.to.join().includes(`reader-${language}`));
      expect(received).toHaveLength(4);
      for (const mail of received) {
        expect(mail.parsed.text).toContain(notYou[language]);
        expect(mail.parsed.html).toContain(notYou[language]);
      }
    }
  });
});
