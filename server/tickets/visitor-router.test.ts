import { describe, expect, it } from "vitest";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { linkIn } from "../outbox/test/smtp-capture.ts";
import { expectApiError, startTestApp, testAppForBlock, type TestApp } from "../test/api.ts";

const offer = {
  packageId: "single-pamperplay",
  orderCode: "SIMA2",
  name: "Alex",
  email: "alex@example.org",
  iban: "de89 3704 0044 0532 0130 00",
};

describe.each(allDatabaseKinds)("resale API on %s", (kind) => {
  const t = testAppForBlock({ kind });

  it("an offer is stored with its IBAN encrypted and reaches the team only once confirmed", async () => {
    const response = await t.post("/api/tickets/offer/new", offer);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { code: number }).code).toBe(200);

    const mail = await t.lastMailTo("alex@example.org");
    expect(mail.parsed.text).toContain("SIMA2");
    expect(mail.parsed.text).not.toMatch(/DE89|3704|0130/i);
    const id = new URL(
      linkIn(mail, "http://localhost:3000/ticket/confirm-offer?id="),
    ).searchParams.get("id")!;
    expect(id).toMatch(/^[0-9a-f]{32}$/);

    const stored = await t.services.db
      .selectFrom("resale_offers")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored.iban_encrypted).not.toContain("DE89");
    expect(stored.iban_masked).toBe("DE89 •••• 3000");
    expect(t.services.resale.readIban(stored.iban_encrypted)).toBe("DE89370400440532013000");
    expect(stored.confirmed_at).toBeNull();
    expect(stored.approved_at).toBeNull();

    const confirmed = await t.post("/api/tickets/offer", { id });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({
      code: 200,
      msg: "Deine E-Mail-Adresse wurde bestätigt!",
    });
    expect((await t.post("/api/tickets/offer", { id })).status).toBe(200);
    const after = await t.services.db
      .selectFrom("resale_offers")
      .select("confirmed_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(after.confirmed_at).toBe("2025-06-20T10:00:00.000Z");
  });

  it("offers and requests name one of the city's packages that are sold (not a free reservation)", async () => {
    for (const packageId of ["no-such-package", "reservation-diaper-dinner"]) {
      await expectApiError(
        await t.post("/api/tickets/request/new", { packageId, amount: 1, email: "a@example.org" }),
        400,
        /Dieses Ticketpaket gibt es nicht/,
      );
      await expectApiError(
        await t.post(
          "/api/tickets/offer/new",
          { ...offer, packageId },
          { "Accept-Language": "en" },
        ),
        400,
        /This ticket package does not exist/,
      );
    }
    // Another order than the other tests': a confirmed offer holds its ticket.
    const offered = await t.post("/api/tickets/offer/new", {
      ...offer,
      packageId: "cuddle-package",
      orderCode: "SIMA4",
    });
    expect(offered.status).toBe(200);
    const row = await t.services.db
      .selectFrom("resale_offers")
      .select(["package_id", "ticket_id", "order_code", "position_number"])
      .where("package_id", "=", "cuddle-package")
      .executeTakeFirstOrThrow();
    // The order code alone: the site finds the ticket of the package in the order at the shop.
    expect(row).toEqual({
      package_id: "cuddle-package",
      ticket_id: "SIMA4",
      order_code: "SIMA4",
      position_number: null,
    });
    const mail = await t.lastMailTo(offer.email);
    expect(mail.parsed.text).toContain("Ticket: Kuschel-Paket");
    expect(mail.parsed.text).toContain("Deine Bestellnummer:");
  });

  it("a request is confirmed through its link; confirm links expire after 7 days", async () => {
    expect(
      (
        await t.post("/api/tickets/request/new", {
          packageId: "single-pamperplay",
          amount: 3,
          email: "seek@example.org",
        })
      ).status,
    ).toBe(200);
    const mail = await t.lastMailTo("seek@example.org");
    // Which ticket, for which day: the request is for one package.
    expect(mail.parsed.text).toContain("3 Tickets „Einzelticket PamperPlay“ (Samstag, 11.10.2025)");
    const id = new URL(
      linkIn(mail, "http://localhost:3000/ticket/confirm-request?id="),
    ).searchParams.get("id")!;
    const row = await t.services.db
      .selectFrom("resale_requests")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      amount: 3,
      package_id: "single-pamperplay",
      email: "seek@example.org",
      confirmed_at: null,
    });
    expect((await t.post("/api/tickets/request", { id })).status).toBe(200);

    await t.post("/api/tickets/request/new", {
      packageId: "single-pamperplay",
      amount: 1,
      email: "late@example.org",
    });
    const late = new URL(
      linkIn(
        await t.lastMailTo("late@example.org"),
        "http://localhost:3000/ticket/confirm-request",
      ),
    ).searchParams.get("id")!;
    t.clock.advance(8 * 86_400_000);
    await expectApiError(await t.post("/api/tickets/request", { id: late }), 410, /abgelaufen/);
    expect(await t.services.resale.purgeUnconfirmed()).toBeGreaterThanOrEqual(1);
    await expectApiError(await t.post("/api/tickets/request", { id: late }), 404, /Anfrage/);
    t.clock.set(new Date("2025-06-20T12:00:00+02:00"));
  });

  it("a ticket already offered (order code and position) is refused while that offer is open, in both languages", async () => {
    const first = { ...offer, orderCode: "sima3", email: "first@example.org" };
    const again = { ...offer, orderCode: "SIMA3", positionNumber: 1, email: "again@example.org" };
    // Unconfirmed offers hold nothing: a typo cannot block the ticket's owner.
    expect((await t.post("/api/tickets/offer/new", first)).status).toBe(200);
    expect((await t.post("/api/tickets/offer/new", again)).status).toBe(200);
    const id = new URL(
      linkIn(await t.lastMailTo("first@example.org"), "http://localhost:3000/ticket/confirm-offer"),
    ).searchParams.get("id")!;
    expect((await t.post("/api/tickets/offer", { id })).status).toBe(200);

    await expectApiError(
      await t.post("/api/tickets/offer/new", again),
      409,
      /^Dieses Ticket \(Bestellnummer und Position\) ist schon in der Ticketbörse angeboten\./,
    );
    await expectApiError(
      await t.post("/api/tickets/offer/new", again, { "Accept-Language": "en" }),
      409,
      /^This ticket \(order code and position\) is already offered on the ticket exchange\./,
    );
    // Another ticket of the order is another offer.
    const other = { ...again, positionNumber: 2 };
    expect((await t.post("/api/tickets/offer/new", other)).status).toBe(200);

    // Handed over to its buyer, the earlier offer is closed: the buyer may offer it in turn.
    await t.services.db
      .updateTable("resale_offers")
      .set({ payed_receiver_at: "2025-06-20T10:00:00.000Z" })
      .where("id", "=", id)
      .execute();
    expect((await t.post("/api/tickets/offer/new", again)).status).toBe(200);
  });

  it("unknown ids are 404", async () => {
    const id = "ffffffffffffffffffffffffffffffff";
    await expectApiError(await t.post("/api/tickets/offer", { id }), 404, /Angebot/);
    await expectApiError(await t.post("/api/tickets/request", { id }), 404, /Anfrage/);
  });
});

describe("resale API: a city without a sale", () => {
  const t = testAppForBlock({ now: "2025-08-01T12:00:00+02:00" });

  it("takes no offers or requests where the forms are hidden: before Essen's sale and in Hamburg", async () => {
    for (const host of ["essen.localhost:3000", "hamburg.localhost:3000"]) {
      await expectApiError(
        await t.post("/api/tickets/offer/new", offer, { Host: host }),
        409,
        /Ticketbörse dieser Stadt ist gerade geschlossen/,
      );
      await expectApiError(
        await t.post(
          "/api/tickets/request/new",
          { packageId: "single-pamperplay", amount: 1, email: "alex@example.org" },
          {
            Host: host,
            "Accept-Language": "en",
          },
        ),
        409,
        /ticket exchange is closed/,
      );
    }
    // Munich sells since 15 June: its exchange is open.
    expect((await t.post("/api/tickets/offer/new", offer)).status).toBe(200);
  });
});

describe("resale API: bad input", () => {
  const t = testAppForBlock();

  it.each([
    ["wrong check digits", "DE88 3704 0044 0532 0130 00"],
    ["too short", "DE89 3704"],
    ["unknown country", "XX89 3704 0044 0532 0130 00"],
    ["letters only", "not an iban"],
  ])("rejects an IBAN with %s", async (_, iban) => {
    await expectApiError(
      await t.post("/api/tickets/offer/new", { ...offer, iban }),
      400,
      /IBAN ist keine gültige IBAN/,
    );
  });

  it("names missing and malformed offer fields", async () => {
    await expectApiError(
      await t.post("/api/tickets/offer/new", { ...offer, orderCode: "AB" }),
      400,
      /Bestellnummer/,
    );
    await expectApiError(
      await t.post("/api/tickets/offer/new", { ...offer, name: "" }),
      400,
      /Name darf nicht leer sein/,
    );
    await expectApiError(
      await t.post("/api/tickets/offer/new", { ...offer, email: "alex" }),
      400,
      /E-Mail-Adresse/,
    );
    await expectApiError(
      await t.post("/api/tickets/offer/new", { orderCode: "ABC12" }, { "Accept-Language": "en" }),
      400,
      /Package is missing; Name is missing; Email address is missing; IBAN is missing/,
    );
    await expectApiError(
      await t.post("/api/tickets/offer/new", { ...offer, iban: 12345 }),
      400,
      /IBAN hat den falschen Typ/,
    );
  });

  it.each([
    [0, /Anzahl muss mindestens 1 sein/],
    [11, /Anzahl darf höchstens 10 sein/],
    [2.5, /Anzahl/],
    ["3", /Anzahl hat den falschen Typ/],
    [null, /Anzahl hat den falschen Typ/],
  ])("a request for %s tickets is rejected", async (amount, pattern) => {
    await expectApiError(
      await t.post("/api/tickets/request/new", {
        packageId: "single-pamperplay",
        amount,
        email: "a@example.org",
      }),
      400,
      pattern,
    );
  });

  it("confirm calls need a well-formed id", async () => {
    await expectApiError(await t.post("/api/tickets/offer", {}), 400, /ID fehlt/);
    await expectApiError(
      await t.post("/api/tickets/request", { id: "../etc" }),
      400,
      /ID ist ungültig/,
    );
    await expectApiError(await t.post("/api/tickets/offer", "id=1"), 400, /JSON/);
    await expectApiError(
      await t.post("/api/tickets/request/new", {
        packageId: "single-pamperplay",
        amount: 1,
        email: "a@example.org",
        x: "y".repeat(40_000),
      }),
      413,
      /16 kB/,
    );
  });
});

describe("GET /api/tickets/availability/:ticketShopId", () => {
  async function clickCount(t: TestApp) {
    await t.services.statistics.flush();
    const rows = await t.services.db.selectFrom("ticket_clicks").selectAll().execute();
    return rows;
  }

  it("on sale: 200 with the shop's URL; a click is counted as a timestamp only", async () => {
    const t = await startTestApp({ now: "2025-06-20T12:00:00+02:00" });
    try {
      const response = await t.get("/api/tickets/availability/0");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({
        code: 200,
        msg: "Der Ticketverkauf läuft.",
        ticketUrl: "http://localhost:3000/simulated-shop/pamperplay/pamperplay-munich-2025/",
        ticketSaleStart: "2025-06-15T16:00:00.000Z",
      });
      const rows = await clickCount(t);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toEqual({
        id: expect.any(Number),
        hub_id: "munich",
        ticket_shop_id: 0,
        at: "2025-06-20T10:00:00.000Z",
      });
    } finally {
      await t.dispose();
    }
  });

  it("each city sells through its own event: Essen opens at its own, postponed sale start", async () => {
    const t = await startTestApp({ now: "2025-06-20T12:00:00+02:00" });
    try {
      const essen = await t.get("/api/tickets/availability/1", { "Accept-Language": "en" });
      expect(essen.status).toBe(425);
      expect(await essen.json()).toMatchObject({ ticketSaleStart: "2025-09-14T16:00:00.000Z" });
      // Hamburg has no sale date yet.
      const hamburg = await t.get("/api/tickets/availability/2");
      expect(hamburg.status).toBe(425);
      expect(await hamburg.json()).toMatchObject({ ticketUrl: null, ticketSaleStart: null });
    } finally {
      await t.dispose();
    }
  });

  it("before the sale start: 425 with the start and Retry-After", async () => {
    const t = await startTestApp({ now: "2025-06-15T17:59:00+02:00" });
    try {
      const response = await t.get("/api/tickets/availability/0", { "Accept-Language": "en" });
      expect(response.status).toBe(425);
      expect(response.headers.get("retry-after")).toBe("60");
      expect(await response.json()).toEqual({
        code: 425,
        msg: "The ticket sale has not started yet.",
        ticketUrl: null,
        ticketSaleStart: "2025-06-15T16:00:00.000Z",
      });
      // The sale opens at the instant, even though pretix's data is cached.
      t.clock.advance(60_000);
      expect((await t.get("/api/tickets/availability/0")).status).toBe(200);
      expect(await clickCount(t)).toHaveLength(2);
    } finally {
      await t.dispose();
    }
  });

  it("sold out: 410; unknown shop: 404; malformed id: 400 (neither counted)", async () => {
    const t = await startTestApp({ env: { PRETIX_CACHE_MS: "0" } });
    try {
      for (const quota of t.services.simulatedShop!.events[0]!.quotas) {
        if (quota.size !== null) quota.paid_orders = quota.size;
        else quota.size = quota.paid_orders = 5;
      }
      const soldOut = await t.get("/api/tickets/availability/0");
      expect(soldOut.status).toBe(410);
      expect(await soldOut.json()).toMatchObject({
        code: 410,
        ticketUrl: null,
        msg: /Ausverkauft/,
      });

      const unknown = await t.get("/api/tickets/availability/7");
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({
        code: 404,
        ticketUrl: null,
        ticketSaleStart: null,
      });

      for (const bad of ["abc", "-1", "1.5", "9999999"]) {
        const response = await t.get(`/api/tickets/availability/${bad}`);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ code: 400, msg: /Shop-ID ist ungültig/ });
      }
      expect(await clickCount(t)).toHaveLength(1);
    } finally {
      await t.dispose();
    }
  });

  it("a package that ignores the sale start is on sale before it, at its product; others wait", async () => {
    const t = await startTestApp({ now: "2025-06-10T12:00:00+02:00" });
    try {
      const [, pamperPlay] = t.services.content.munich.packages.packages;
      pamperPlay!.ignoreTicketSaleStart = true;
      // Sold before the sale start, its product does not wait for the waiting room's voucher.
      productOf(t, pamperPlay!.ticketShopItemId).require_voucher = false;
      const early = await t.get("/api/tickets/availability/0?package=single-pamperplay");
      expect(early.status).toBe(200);
      expect(await early.json()).toMatchObject({
        ticketUrl: "http://localhost:3000/simulated-shop/pamperplay/pamperplay-munich-2025/?item=2",
      });
      const other = await t.get("/api/tickets/availability/0?package=cuddle-package");
      expect(other.status).toBe(425);
      // A package of another shop, or none at all, is unknown.
      const wrong = await t.get("/api/tickets/availability/1?package=cuddle-package");
      expect(wrong.status).toBe(404);
      expect((await t.get("/api/tickets/availability/0?package=nope")).status).toBe(404);
      // Known-package clicks count as before.
      expect(await clickCount(t)).toHaveLength(1);
    } finally {
      await t.dispose();
    }
  });

  it("a registration answers only in its window: 425 with the opening before, 410 after", async () => {
    const t = await startTestApp({ now: "2025-09-28T17:59:00+02:00" });
    const dinner = "/api/tickets/availability/0?package=reservation-diaper-dinner";
    try {
      const before = await t.get(dinner, { "Accept-Language": "en" });
      expect(before.status).toBe(425);
      expect(before.headers.get("retry-after")).toBe("60");
      expect(await before.json()).toMatchObject({ ticketSaleStart: "2025-09-28T16:00:00.000Z" });
      t.clock.advance(60_000);
      const open = await t.get(dinner);
      expect(open.status).toBe(200);
      expect(await open.json()).toMatchObject({ ticketUrl: expect.stringMatching(/\?item=4$/) });
      t.clock.set(new Date("2025-10-04T09:00:00+02:00"));
      const after = await t.get(dinner, { "Accept-Language": "en" });
      expect(after.status).toBe(410);
      expect(await after.json()).toMatchObject({ msg: "Registration is closed." });
    } finally {
      await t.dispose();
    }
  });

  it("the day after the weekend (13 Oct 2025, 12:00) the sale is over for every call", async () => {
    const t = await startTestApp({ now: "2025-10-13T12:00:00+02:00" });
    try {
      for (const path of [
        "/api/tickets/availability/0",
        "/api/tickets/availability/0?package=cuddle-package",
        "/api/tickets/availability/0?package=reservation-diaper-dinner",
      ]) {
        const response = await t.get(path);
        expect(response.status, path).toBe(410);
        expect(await response.json()).toEqual({
          code: 410,
          msg: "Diese Party ist vorbei, ihr Ticketverkauf ist beendet. Den nächsten Termin findest du unter „Termine“.",
          ticketUrl: null,
          ticketSaleStart: null,
        });
      }
      const english = await t.get("/api/tickets/availability/0", { "Accept-Language": "en" });
      expect(await english.json()).toMatchObject({ msg: /This party is over/ });
      // Until the brunch's end on Sunday, 14:00, the weekend was still on sale.
      t.clock.set(new Date("2025-10-12T13:59:00+02:00"));
      expect((await t.get("/api/tickets/availability/0")).status).toBe(200);
    } finally {
      await t.dispose();
    }
  });

  it("refuses what the ticket page does not offer: sold-out notice, sold-out or disabled package", async () => {
    const t = await startTestApp({ now: "2025-06-20T12:00:00+02:00" });
    const { munich } = t.services.content;
    const { hub, packages } = munich;
    try {
      // Content is replaced, never changed in place (the sale's facts are kept per object).
      munich.hub = { ...hub, soldOutNotice: true };
      for (const path of [
        "/api/tickets/availability/0",
        "/api/tickets/availability/0?package=single-pamperplay",
      ]) {
        const response = await t.get(path, { "Accept-Language": "en" });
        expect(response.status, path).toBe(410);
        expect(await response.json()).toEqual({
          code: 410,
          msg: "Sold out – there are no tickets left.",
          ticketUrl: null,
          ticketSaleStart: "2025-06-15T16:00:00.000Z",
        });
      }
      munich.hub = hub;
      const pamperPlay = packages.packages.find((pkg) => pkg.id === "single-pamperplay")!;
      pamperPlay.soldOut = true;
      const soldOut = await t.get("/api/tickets/availability/0?package=single-pamperplay");
      expect(soldOut.status).toBe(410);
      expect(await soldOut.json()).toMatchObject({ ticketUrl: null, msg: /Ausverkauft/ });
      pamperPlay.soldOut = false;
      pamperPlay.disabled = true;
      const disabled = await t.get("/api/tickets/availability/0?package=single-pamperplay");
      expect(disabled.status).toBe(409);
      expect(await disabled.json()).toEqual({
        code: 409,
        msg: "Dieses Ticketpaket ist im Moment nicht erhältlich.",
        ticketUrl: null,
        ticketSaleStart: null,
      });
      // The other packages still sell (one the shop sells without a voucher, read again after
      // the minute the site keeps the shop's products).
      productOf(t, 1).require_voucher = false;
      t.clock.advance(60_000);
      expect((await t.get("/api/tickets/availability/0?package=cuddle-package")).status).toBe(200);
    } finally {
      await t.dispose();
    }
  });

  it("a package that ignores the sale start in a city whose shop is not live is refused, as its tile shows it (disabled)", async () => {
    const t = await startTestApp({ now: "2025-06-20T12:00:00+02:00" });
    try {
      const [hamburgPackage] = t.services.content.hamburg.packages.packages;
      hamburgPackage!.ignoreTicketSaleStart = true;
      const hamburg = { host: "hamburg.localhost:3000" };
      const response = await t.get(
        "http://hamburg.localhost:3000/api/tickets/availability/2?package=single-pamperplay",
        hamburg,
      );
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ code: 409, ticketUrl: null });
    } finally {
      await t.dispose();
    }
  });

  it("the simulated shop opens at the product its link names, as pretix does", async () => {
    const t = await startTestApp();
    try {
      const page = await (
        await t.get("/simulated-shop/pamperplay/pamperplay-munich-2025/?item=2")
      ).text();
      expect(page).toContain("Your selection");
      expect(page).toContain("Single Ticket PamperPlay");
      expect(page).not.toContain("Cuddle Package");
    } finally {
      await t.dispose();
    }
  });

  it("the simulated shop's page says it is a simulation", async () => {
    const t = await startTestApp();
    try {
      const page = await t.get("/simulated-shop/pamperplay/pamperplay-munich-2025/");
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Simulated ticket shop — no real purchase");
    } finally {
      await t.dispose();
    }
  });
});

/** Requests from a client address (the test app trusts one proxy hop). */
const from = (address: string) => ({ "x-forwarded-for": address });

/** A product of Munich's event in the app's simulated shop. */
const productOf = (t: TestApp, itemId: number) =>
  t.services.simulatedShop!.events[0]!.items.find((item) => item.id === itemId)!;

/** Every statistics row, as text: what a database dump would show of the visitors. */
async function statisticsDump(t: TestApp): Promise<string> {
  const tables = [
    "page_loads",
    "ticket_clicks",
    "statistics_dedup",
    "statistics_salts",
    "statistics_hours",
  ] as const;
  const rows = await Promise.all(
    tables.map((table) => t.services.db.selectFrom(table).selectAll().execute()),
  );
  return JSON.stringify(rows);
}

describe.each(allDatabaseKinds)("statistics anyone can call, on %s", (kind) => {
  const t = testAppForBlock({ kind, now: "2025-06-20T12:00:00+02:00", env: { TRUST_PROXY: "1" } });

  it("GET /api/reload counts one page load per client network and 10 seconds, answering every call alike", async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await t.get("/api/reload", from("203.0.113.7")));
    // Two addresses of one IPv6 /64 are one client; another /64 is another.
    answers.push(await t.get("/api/reload", from("2001:db8:aa:bb::1")));
    answers.push(await t.get("/api/reload", from("2001:db8:aa:bb:ffff::2")));
    answers.push(await t.get("/api/reload", from("2001:db8:aa:bc::1")));
    answers.push(await t.get("/api/reload", from("198.51.100.9")));
    t.clock.advance(10_000);
    answers.push(await t.get("/api/reload", from("203.0.113.7")));
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(answers.length).fill(200));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);

    await t.services.statistics.flush();
    const rows = await t.services.db.selectFrom("page_loads").select("at").orderBy("id").execute();
    expect(rows.map((row) => row.at)).toEqual([
      "2025-06-20T10:00:00.000Z",
      "2025-06-20T10:00:00.000Z",
      "2025-06-20T10:00:00.000Z",
      "2025-06-20T10:00:00.000Z",
      "2025-06-20T10:00:10.000Z",
    ]);
    const dump = await statisticsDump(t);
    expect(dump).not.toMatch(/203\.0\.113|198\.51\.100|2001:db8/);
  });

  it("GET /api/tickets/availability counts one click per client, ticket and 10 seconds", async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await t.get("/api/tickets/availability/0", from("203.0.113.7"))).status);
    }
    statuses.push((await t.get("/api/tickets/availability/1", from("203.0.113.7"))).status);
    statuses.push((await t.get("/api/tickets/availability/0", from("198.51.100.9"))).status);
    // Essen's sale has not started yet: the answer differs, the click counts all the same.
    expect(statuses).toEqual([200, 200, 200, 425, 200]);
    await t.services.statistics.flush();
    const rows = await t.services.db
      .selectFrom("ticket_clicks")
      .select("ticket_shop_id")
      .orderBy("id")
      .execute();
    expect(rows.map((row) => row.ticket_shop_id)).toEqual([0, 1, 0]);
  });
});
