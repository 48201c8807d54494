import { beforeEach, describe, expect, it } from "vitest";
import type { HubId } from "../../core/content/common.ts";
import type { Locale } from "../../core/locale.ts";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { queuedMailsTo } from "../outbox/test/queued.ts";
import { createdId } from "./test/entries.ts";
import { testServicesForBlock } from "../test/services.ts";

const hourMs = 3_600_000;

const paymentSettings = {
  paymentWindowHours: 48,
  paymentInstructions: "Bitte per Überweisung; bar geht nicht.",
  paymentInstructionsEn: "",
  ticketPrice: null,
};

describe.each(allDatabaseKinds)("resale matching on %s", (kind) => {
  const setup = testServicesForBlock({ kind, now: "2025-06-20T12:00:00+02:00" });
  const services = () => setup.services;
  let serial = 0;

  beforeEach(async () => {
    setup.clock.set(new Date("2025-06-20T12:00:00+02:00"));
    const { db } = services();
    for (const table of ["mail_outbox", "resale_matches", "resale_settings"] as const)
      await db.deleteFrom(table).execute();
    await db.deleteFrom("resale_offers").execute();
    await db.deleteFrom("resale_requests").execute();
    // Matching needs the notes the requester's mail states (the price is the package's).
    for (const hubId of ["munich", "essen"] as const) {
      await services().resaleMatching.saveSettings(hubId, paymentSettings);
    }
  });

  /** A confirmed offer of a fictional seller; each one a new address. */
  async function confirmedOffer(
    hubId: HubId = "munich",
    locale: Locale = "de",
    packageId = "single-pamperplay",
  ) {
    serial += 1;
    const email = `seller${serial}@example.org`;
    const id = createdId(
      await services().resale.createOffer({
        packageId,
        name: `Seller ${serial}`,
        email,
        iban: "DE89370400440532013000",
        hubId,
        locale,
      }),
    );
    await services().resale.confirmOffer(id);
    return { id, email };
  }

  /** A confirmed request; the clock moves a second, so the line has a clear order. */
  async function confirmedRequest(
    hubId: HubId = "munich",
    locale: Locale = "en",
    amount = 1,
    packageId = "single-pamperplay",
  ) {
    serial += 1;
    const email = `buyer${serial}@example.org`;
    const request = { packageId, amount, email, hubId, locale };
    const id = createdId(await services().resale.createRequest(request));
    await services().resale.confirmRequest(id);
    setup.clock.advance(1000);
    return { id, email };
  }

  const approve = (id: string, hubId: HubId = "munich") =>
    services().resaleAdmin.advanceOffer(hubId, id, "approved");

  const openMatches = () =>
    services()
      .db.selectFrom("resale_matches")
      .selectAll()
      .where("ended_at", "is", null)
      .orderBy("matched_at")
      .execute();

  const subjects = async (to: string) =>
    (await queuedMailsTo(services(), to)).map((mail) => mail.subject);

  it("matches an approved offer with the oldest waiting request of its city and mails both", async () => {
    const essen = await confirmedRequest("essen");
    const first = await confirmedRequest("munich", "en");
    const second = await confirmedRequest();
    const offer = await confirmedOffer("munich", "de");

    expect(await approve(offer.id)).toEqual({ ok: true });

    const [match, ...others] = await openMatches();
    expect(others).toEqual([]);
    expect(match).toMatchObject({ offer_id: offer.id, request_id: first.id, hub_id: "munich" });
    expect(Date.parse(match!.pay_by) - Date.parse(match!.matched_at)).toBe(48 * hourMs);
    // Each in the language they used: the requester in English, the seller in German.
    const [toBuyer] = await queuedMailsTo(services(), first.email);
    expect(toBuyer!.subject).toMatch(/^A ticket for you – please pay by /);
    expect(toBuyer!.text).toContain(`RS-${match!.id.slice(0, 8).toUpperCase()}`);
    expect(await subjects(offer.email)).toContain(
      "Wir haben jemanden für dein Ticket gefunden (PamperPlay München)",
    );
    expect(await subjects(second.email)).not.toContainEqual(expect.stringMatching(/ticket for/));
    expect(await subjects(essen.email)).not.toContainEqual(expect.stringMatching(/ticket for/));

    const requests = await services().resaleAdmin.requests("munich");
    expect(requests.find((request) => request._id === first.id)?.notified).toBe(true);
    expect(requests.find((request) => request._id === second.id)?.notified).toBe(false);
    const [listed] = await services().resaleMatching.matches("munich");
    expect(listed).toMatchObject({
      offer: { _id: offer.id, email: offer.email },
      request: { _id: first.id, email: first.email },
      payBy: match!.pay_by,
      paidAt: null,
      endedAt: null,
    });
    expect(await services().resaleMatching.matches("essen")).toEqual([]);
  });

  it("gives each request at most one offer and each offer at most one request when ten approvals race", async () => {
    const requests = [];
    for (let i = 0; i < 3; i++) requests.push(await confirmedRequest());
    const offers = [];
    for (let i = 0; i < 10; i++) offers.push(await confirmedOffer());

    const results = await Promise.all(offers.map((offer) => approve(offer.id)));
    expect(results).toEqual(offers.map(() => ({ ok: true })));

    const matches = await openMatches();
    expect(matches).toHaveLength(3);
    expect(new Set(matches.map((match) => match.request_id))).toEqual(
      new Set(requests.map((request) => request.id)),
    );
    expect(new Set(matches.map((match) => match.offer_id)).size).toBe(3);
    for (const request of requests) {
      const mails = await subjects(request.email);
      expect(mails.filter((subject) => subject.startsWith("A ticket for you"))).toHaveLength(1);
    }
    // The seven offers left over wait; the next request confirmed gets the oldest of them.
    const late = await confirmedRequest();
    await services().resaleMatching.expireUnpaidMatches(setup.clock.now());
    const lateMatch = (await openMatches()).find((match) => match.request_id === late.id);
    expect(lateMatch).toBeDefined();
    expect(matches.map((match) => match.offer_id)).not.toContain(lateMatch!.offer_id);
  });

  it("passes an unpaid offer on to the next request once the payment window has run out", async () => {
    const first = await confirmedRequest();
    const second = await confirmedRequest();
    const offer = await confirmedOffer();
    await approve(offer.id);
    const [match] = await openMatches();

    setup.clock.set(new Date(Date.parse(match!.pay_by) - 1));
    expect(await services().resaleMatching.expireUnpaidMatches(setup.clock.now())).toBe(0);
    setup.clock.set(new Date(match!.pay_by));
    expect(await services().resaleMatching.expireUnpaidMatches(setup.clock.now())).toBe(1);

    const [next, ...rest] = await openMatches();
    expect(rest).toEqual([]);
    expect(next).toMatchObject({ offer_id: offer.id, request_id: second.id });
    expect(await subjects(second.email)).toContainEqual(expect.stringMatching(/^A ticket for you/));
    const ended = await services()
      .db.selectFrom("resale_matches")
      .select(["end_reason"])
      .where("id", "=", match!.id)
      .executeTakeFirstOrThrow();
    expect(ended.end_reason).toBe("expired");
    const lapsed = await services()
      .db.selectFrom("resale_requests")
      .select("lapsed_at")
      .where("id", "=", first.id)
      .executeTakeFirstOrThrow();
    expect(lapsed.lapsed_at).not.toBeNull();
    // The team's list says so too, not just 'notified'.
    const listed = await services().resaleAdmin.requests("munich");
    expect(listed.find((request) => request._id === first.id)).toMatchObject({
      notified: true,
      lapsed: true,
    });
    expect(listed.find((request) => request._id === second.id)?.lapsed).toBe(false);

    // Nobody left in line: after the second window the offer waits.
    setup.clock.advance(48 * hourMs);
    expect(await services().resaleMatching.expireUnpaidMatches(setup.clock.now())).toBe(1);
    expect(await openMatches()).toEqual([]);
  });

  it("uses the payment window the team set for the city", async () => {
    await services().resaleMatching.saveSettings("munich", {
      paymentWindowHours: 24,
      paymentInstructions: "Überweisung an Beispielverein e.V., IBAN DE02 1203 0000 0000 2020 51",
      paymentInstructionsEn: "",
      ticketPrice: 49,
    });
    const request = await confirmedRequest("munich", "de");
    await approve((await confirmedOffer()).id);
    const [match] = await openMatches();
    expect(Date.parse(match!.pay_by) - Date.parse(match!.matched_at)).toBe(24 * hourMs);
    const [mail] = await queuedMailsTo(services(), request.email);
    expect(mail!.subject).toMatch(/^Ein Ticket für dich – bitte bis /);
    expect(mail!.text).toContain("IBAN DE02 1203 0000 0000 2020 51");
    expect(await services().resaleMatching.settings("hamburg")).toEqual({
      paymentWindowHours: 48,
      paymentInstructions: "",
      paymentInstructionsEn: "",
      ticketPrice: null,
    });
  });

  it("refuses to match while the city's payment notes are missing", async () => {
    const request = await confirmedRequest("munich", "de");
    const offer = await confirmedOffer();
    for (const missing of [{ ...paymentSettings, paymentInstructions: "  " }]) {
      await services().resaleMatching.saveSettings("munich", missing);
      expect(await approve(offer.id)).toEqual({ ok: false, reason: "no-payment" });
      expect(await openMatches()).toEqual([]);
      expect(await subjects(request.email)).not.toContainEqual(
        expect.stringMatching(/^Ein Ticket für dich/),
      );
      expect(await services().resaleMatching.mailPreview("munich", "de", new Date())).toBeNull();
    }

    await services().resaleMatching.saveSettings("munich", paymentSettings);
    expect(await approve(offer.id)).toEqual({ ok: true });
    expect(await openMatches()).toHaveLength(1);
  });

  it.each([
    [
      "de",
      [
        "Ticket: Kuschel-Paket",
        "Für: Samstag, 11.10.2025 und Sonntag, 12.10.2025",
        "Betrag: 49,00\u00a0€",
        "Empfänger: Beispielverein e. V.",
        "IBAN: DE02 1203 0000 0000 2020 51",
        "BIC: BEISDEM1",
        "Verwendungszweck: RS-",
        "Zahlbar bis: 22.06.2025, 12:00 Uhr",
        "Hinweise des Teams:",
        "Bitte per Überweisung; bar geht nicht.",
        "E-Mail mit dem Link zu deiner Bestellung",
      ],
    ],
    [
      "en",
      [
        "Ticket: Cuddle Package",
        "For: Saturday 11 October 2025 and Sunday 12 October 2025",
        "Amount: EUR\u00a049.00",
        "Account holder: Beispielverein e. V.",
        "IBAN: DE02 1203 0000 0000 2020 51",
        "BIC: BEISDEM1",
        "Payment reference: RS-",
        "Pay by: 22 June 2025, 12:00",
        // The team wrote its note in German only: the English mail says so.
        "Notes from the team (in German):",
        "Bitte per Überweisung; bar geht nicht.",
        "an email with the link to your order",
      ],
    ],
  ] as const)(
    "tells the requester (%s) which ticket for which day, the package's price, the association's account, the reference, the deadline and how the ticket arrives; replies reach the team",
    async (locale, lines) => {
      const request = await confirmedRequest("munich", locale, 1, "cuddle-package");
      setup.clock.set(new Date("2025-06-20T12:00:00+02:00"));
      await approve((await confirmedOffer("munich", "de", "cuddle-package")).id);
      const [mail] = await queuedMailsTo(services(), request.email);
      for (const line of lines) expect(mail!.text).toContain(line);
      expect(mail!.reply_to).toBe("organiser@pamperplay.example");
      // The team read the same mail before approving (its preview, with an example reference).
      const preview = await services().resaleMatching.mailPreview(
        "munich",
        locale,
        setup.clock.now(),
      );
      expect(preview?.subject).toBe(mail!.subject);
      expect(preview?.text.replace(/RS-\w+/, "")).toBe(mail!.text.replace(/RS-\w+/, ""));
    },
  );

  it("pairs an offer only with a request for the same package", async () => {
    const cuddle = await confirmedRequest("munich", "en", 1, "cuddle-package");
    const single = await confirmedRequest("munich", "en", 1, "single-pamperplay");
    const brunch = await confirmedOffer("munich", "de", "single-baby-brunch");
    const offer = await confirmedOffer("munich", "de", "single-pamperplay");

    // Nobody asked for the BabyBrunch ticket: it waits, although two requests are older.
    expect(await approve(brunch.id)).toEqual({ ok: true });
    expect(await openMatches()).toEqual([]);
    expect(await approve(offer.id)).toEqual({ ok: true });
    expect(await openMatches()).toMatchObject([{ offer_id: offer.id, request_id: single.id }]);
    expect(await subjects(cuddle.email)).not.toContainEqual(expect.stringMatching(/ticket for/));
    const [toBuyer] = await queuedMailsTo(services(), single.email);
    expect(toBuyer!.text).toContain("Ticket: Single Ticket PamperPlay");
    expect(toBuyer!.text).toContain("For: Saturday 11 October 2025");
    expect(toBuyer!.text).toContain("Amount: EUR\u00a027.00");
  });

  it("charges the price the team set instead of the package's", async () => {
    await services().resaleMatching.saveSettings("munich", { ...paymentSettings, ticketPrice: 20 });
    const request = await confirmedRequest("munich", "en", 1, "cuddle-package");
    const offer = await confirmedOffer("munich", "en", "cuddle-package");
    await approve(offer.id);
    const [toBuyer] = await queuedMailsTo(services(), request.email);
    expect(toBuyer!.text).toContain("Amount: EUR\u00a020.00");
    const [toSeller] = await queuedMailsTo(services(), offer.email);
    expect(toSeller!.text).toContain("You receive: EUR\u00a020.00");
  });

  it("quotes the team's English note in an English mail and the German one in a German mail", async () => {
    await services().resaleMatching.saveSettings("munich", {
      ...paymentSettings,
      paymentInstructionsEn: "Please pay by bank transfer; no cash.",
    });
    const english = await confirmedRequest("munich", "en");
    const german = await confirmedRequest("munich", "de");
    await approve((await confirmedOffer()).id);
    await approve((await confirmedOffer()).id);
    const [toEnglish] = await queuedMailsTo(services(), english.email);
    expect(toEnglish!.text).toContain("Notes from the team:");
    expect(toEnglish!.text).toContain("Please pay by bank transfer; no cash.");
    expect(toEnglish!.text).not.toContain("Überweisung");
    const [toGerman] = await queuedMailsTo(services(), german.email);
    expect(toGerman!.text).toContain("Bitte per Überweisung; bar geht nicht.");
    expect(toGerman!.text).not.toContain("bank transfer");
  });

  it.each([
    [
      "de",
      [
        "Ticket: Kuschel-Paket",
        "Du bekommst: 49,00\u00a0€",
        "Auf dein Konto mit der IBAN-Endung: … 3000",
        "bis 22.06.2025, 12:00 Uhr Zeit zu bezahlen",
        "überweisen wir dir 49,00\u00a0€ innerhalb von 7 Tagen",
      ],
    ],
    [
      "en",
      [
        "Ticket: Cuddle Package",
        "You receive: EUR\u00a049.00",
        "To your account ending in: … 3000",
        "until 22 June 2025, 12:00 to pay",
        "we transfer EUR\u00a049.00 to you within 7 days",
      ],
    ],
  ] as const)(
    "tells the seller (%s) the amount, the IBAN's last four digits and when to expect the transfer",
    async (locale, lines) => {
      await confirmedRequest("munich", "de", 1, "cuddle-package");
      const offer = await confirmedOffer("munich", locale, "cuddle-package");
      setup.clock.set(new Date("2025-06-20T12:00:00+02:00"));
      await approve(offer.id);
      const [mail] = await queuedMailsTo(services(), offer.email);
      for (const line of lines) expect(mail!.text).toContain(line);
      expect(mail!.text).not.toContain("DE89");
    },
  );

  it("undoes a pair: the request is first in line again, the offer waits for the team", async () => {
    // Asked first but confirmed only later: older in line than the request matched now.
    const older = createdId(
      await services().resale.createRequest({
        packageId: "single-pamperplay",
        amount: 1,
        email: "early@example.org",
        hubId: "munich",
        locale: "de",
      }),
    );
    setup.clock.advance(1000);
    const undone = await confirmedRequest();
    const offer = await confirmedOffer();
    await approve(offer.id);
    const [match] = await openMatches();
    expect(match).toMatchObject({ request_id: undone.id });
    await services().resale.confirmRequest(older);
    const now = setup.clock.now();

    expect(await services().resaleMatching.undo("essen", match!.id, now)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await services().resaleMatching.undo("munich", match!.id, now)).toEqual({ ok: true });
    expect(await services().resaleMatching.undo("munich", match!.id, now)).toEqual({
      ok: false,
      reason: "closed",
    });
    expect(await openMatches()).toEqual([]);
    const requests = await services().resaleAdmin.requests("munich");
    expect(requests.find((request) => request._id === undone.id)?.notified).toBe(false);
    // The job leaves the undone offer alone.
    await services().resaleMatching.expireUnpaidMatches(setup.clock.now());
    expect(await openMatches()).toEqual([]);

    const other = await confirmedOffer();
    await approve(other.id);
    expect(await openMatches()).toMatchObject([{ offer_id: other.id, request_id: undone.id }]);
    const next = await confirmedOffer();
    setup.clock.advance(1000);
    await approve(next.id);
    expect((await openMatches()).map((pair) => pair.request_id)).toEqual([undone.id, older]);
  });

  it("marks a pair paid: the request is fulfilled and the deadline no longer applies", async () => {
    const request = await confirmedRequest();
    await approve((await confirmedOffer()).id);
    const [match] = await openMatches();
    const now = setup.clock.now();
    expect(await services().resaleMatching.markPaid("munich", match!.id, now)).toEqual({
      ok: true,
    });
    expect(await services().resaleMatching.markPaid("munich", match!.id, now)).toEqual({
      ok: false,
      reason: "closed",
    });
    expect(await services().resaleMatching.undo("munich", match!.id, now)).toEqual({
      ok: false,
      reason: "closed",
    });
    setup.clock.advance(100 * hourMs);
    expect(await services().resaleMatching.expireUnpaidMatches(setup.clock.now())).toBe(0);
    const requests = await services().resaleAdmin.requests("munich");
    expect(requests.find((entry) => entry._id === request.id)?.fulfilled).toBe(true);
    expect((await services().resaleMatching.matches("munich"))[0]?.paidAt).toBe(now.toISOString());
  });

  it("never lapses a pair whose offer was paid out or handed over, even one stored before the order was enforced", async () => {
    const request = await confirmedRequest();
    const offer = await confirmedOffer();
    await approve(offer.id);
    // The old screens let the team pay out and hand over while the buyer had not paid.
    const at = setup.clock.now().toISOString();
    await services()
      .db.updateTable("resale_offers")
      .set({ payed_offer_at: at, payed_receiver_at: at })
      .where("id", "=", offer.id)
      .execute();
    setup.clock.advance(49 * hourMs);
    expect(await services().resaleMatching.expireUnpaidMatches(setup.clock.now())).toBe(0);
    const [pair] = await openMatches();
    expect(pair).toMatchObject({ offer_id: offer.id, ended_at: null });
    const requests = await services().resaleAdmin.requests("munich");
    expect(requests.find((entry) => entry._id === request.id)).toMatchObject({
      lapsed: false,
      awaitingPayment: true,
    });
  });

  it("refuses payout and handover before the buyer's payment, and fulfilment while a pair waits", async () => {
    const request = await confirmedRequest();
    const offer = await confirmedOffer();
    await approve(offer.id);
    const admin = services().resaleAdmin;
    expect(await admin.advanceOffer("munich", offer.id, "payedOffer")).toEqual({
      ok: false,
      reason: "awaiting-payment",
    });
    expect(await admin.advanceOffer("munich", offer.id, "payedReceiver")).toEqual({
      ok: false,
      reason: "out-of-order",
    });
    expect(await admin.advanceRequest("munich", request.id, "fulfilled")).toEqual({
      ok: false,
      reason: "awaiting-payment",
    });
    // Unpaid at the deadline: the pair expires and the request lapses, as before.
    setup.clock.advance(49 * hourMs);
    expect(await services().resaleMatching.expireUnpaidMatches(setup.clock.now())).toBe(1);
    const lapsed = (await admin.requests("munich")).find((entry) => entry._id === request.id);
    expect(lapsed).toMatchObject({ lapsed: true, awaitingPayment: false });
  });

  it("a payment noted while the job runs is never undone by it: paid and lapsed never meet", async () => {
    const request = await confirmedRequest();
    await approve((await confirmedOffer()).id);
    const [pair] = await openMatches();
    setup.clock.advance(49 * hourMs);
    const now = setup.clock.now();
    const [paid, expired] = await Promise.all([
      services().resaleMatching.markPaid("munich", pair!.id, now),
      services().resaleMatching.expireUnpaidMatches(now),
    ]);
    const row = await services()
      .db.selectFrom("resale_matches")
      .select(["paid_at", "ended_at"])
      .where("id", "=", pair!.id)
      .executeTakeFirstOrThrow();
    const listed = (await services().resaleAdmin.requests("munich")).find(
      (entry) => entry._id === request.id,
    );
    // Exactly one of the two won, and the request says the same.
    expect(paid.ok).toBe(expired === 0);
    expect(row.paid_at !== null).toBe(paid.ok);
    expect(row.ended_at !== null).toBe(!paid.ok);
    expect(listed).toMatchObject({ fulfilled: paid.ok, lapsed: !paid.ok });
  });

  const rematch = (offerId: string, hubId: HubId = "munich") =>
    services().resaleMatching.rematch(hubId, offerId, setup.clock.now());

  /** An offer approved (paired with the next request in line), then undone by the team. */
  async function undoneOffer() {
    const offer = await confirmedOffer();
    await approve(offer.id);
    const match = (await openMatches()).find((pair) => pair.offer_id === offer.id);
    await services().resaleMatching.undo("munich", match!.id, setup.clock.now());
    return { ...offer, requestId: match!.request_id };
  }

  it("matches an undone offer again with the next request in line, never the one undone", async () => {
    const wrong = await confirmedRequest();
    const next = await confirmedRequest("munich", "de");
    const offer = await undoneOffer();
    expect(offer.requestId).toBe(wrong.id);
    const [undone] = await services().resaleMatching.matches("munich");
    expect(undone).toMatchObject({ endReason: "undone", rematchable: true });

    expect(await rematch(offer.id, "essen")).toEqual({ ok: false, reason: "not-found" });
    expect(await rematch("0123456789abcdef0123456789abcdef")).toEqual({
      ok: false,
      reason: "not-found",
    });
    // The request undone is first in line again, but not for this offer.
    expect(await rematch(offer.id)).toEqual({ ok: true });
    expect(await openMatches()).toMatchObject([{ offer_id: offer.id, request_id: next.id }]);
    expect(await subjects(next.email)).toContainEqual(
      expect.stringMatching(/^Ein Ticket für dich – bitte bis /),
    );
    const sellerMails = await subjects(offer.email);
    expect(sellerMails.filter((subject) => subject.startsWith("Wir haben jemanden"))).toHaveLength(
      2,
    );
    const listed = await services().resaleMatching.matches("munich");
    expect(listed.map((pair) => pair.rematchable)).toEqual([false, false]);
    // Matched now: a second click is refused.
    expect(await rematch(offer.id)).toEqual({ ok: false, reason: "closed" });

    // The next offer approved goes to the request undone, still first in line.
    const other = await confirmedOffer();
    await approve(other.id);
    expect((await openMatches()).find((pair) => pair.offer_id === other.id)?.request_id).toBe(
      wrong.id,
    );
  });

  it("refuses to match an offer again while nobody else waits, or before it is approved", async () => {
    const only = await confirmedRequest();
    const offer = await undoneOffer();
    expect(offer.requestId).toBe(only.id);
    expect(await rematch(offer.id)).toEqual({ ok: false, reason: "no-request" });
    expect(await openMatches()).toEqual([]);
    const offered = (await subjects(only.email)).filter((subject) =>
      subject.startsWith("A ticket for you"),
    );
    expect(offered).toHaveLength(1);

    const unapproved = await confirmedOffer();
    expect(await rematch(unapproved.id)).toEqual({ ok: false, reason: "closed" });
    // Someone asks later: the team can now match the offer.
    const later = await confirmedRequest();
    expect(await rematch(offer.id)).toEqual({ ok: true });
    expect(await openMatches()).toMatchObject([{ offer_id: offer.id, request_id: later.id }]);
  });

  it("gives an offer matched again by two team members at once exactly one request", async () => {
    await confirmedRequest();
    const offers = [await undoneOffer(), await undoneOffer()];
    const waiting = [await confirmedRequest(), await confirmedRequest(), await confirmedRequest()];

    const results = await Promise.all(
      [...offers, ...offers, ...offers].map((offer) => rematch(offer.id)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(2);
    for (const result of results.filter((entry) => !entry.ok))
      expect(result).toEqual({ ok: false, reason: "closed" });

    const matches = await openMatches();
    expect(new Set(matches.map((pair) => pair.offer_id))).toEqual(
      new Set(offers.map((offer) => offer.id)),
    );
    const requestIds = matches.map((pair) => pair.request_id);
    expect(new Set(requestIds).size).toBe(2);
    for (const id of requestIds) expect(waiting.map((request) => request.id)).toContain(id);
  });

  it("gives a request for several tickets one offer per ticket, and fulfils it when all are paid", async () => {
    const three = await confirmedRequest("munich", "en", 3);
    const single = await confirmedRequest();
    const offers = [];
    for (let i = 0; i < 5; i++) offers.push(await confirmedOffer());
    for (const offer of offers) await approve(offer.id);

    const matches = await openMatches();
    // Approved at the same instant: their order in the list is not defined, their count is.
    expect(matches.map((pair) => pair.request_id).sort()).toEqual(
      [three.id, three.id, three.id, single.id].sort(),
    );
    expect(matches.find((pair) => pair.request_id === single.id)?.offer_id).toBe(offers[3]!.id);
    // Each ticket is its own pair: its own payment reference and mail.
    const toThree = await subjects(three.email);
    expect(toThree.filter((subject) => subject.startsWith("A ticket for you"))).toHaveLength(3);

    // Undoing one pair keeps the request notified; it is first in line for the next offer.
    const now = setup.clock.now();
    const undone = matches.find((pair) => pair.request_id === three.id)!;
    await services().resaleMatching.undo("munich", undone.id, now);
    let listed = await services().resaleAdmin.requests("munich");
    expect(listed.find((request) => request._id === three.id)?.notified).toBe(true);
    await services().resaleMatching.expireUnpaidMatches(setup.clock.now());
    const refilled = (await openMatches()).filter((pair) => pair.request_id === three.id);
    expect(refilled.map((pair) => pair.offer_id)).toContain(offers[4]!.id);

    for (const [index, pair] of refilled.entries()) {
      expect(await services().resaleMatching.markPaid("munich", pair.id, now)).toEqual({
        ok: true,
      });
      listed = await services().resaleAdmin.requests("munich");
      expect(listed.find((request) => request._id === three.id)?.fulfilled).toBe(index === 2);
    }
  });

  it("never gives a request for several tickets more offers than tickets when approvals race", async () => {
    const three = await confirmedRequest("munich", "en", 3);
    const two = await confirmedRequest("munich", "en", 2);
    const offers = [];
    for (let i = 0; i < 10; i++) offers.push(await confirmedOffer());

    await Promise.all(offers.map((offer) => approve(offer.id)));
    // On PostgreSQL a request locked by a parallel approval is passed over: its offer waits
    // for the job, which fills the request up.
    await services().resaleMatching.expireUnpaidMatches(setup.clock.now());

    const matches = await openMatches();
    const count = (id: string) => matches.filter((pair) => pair.request_id === id).length;
    expect([count(three.id), count(two.id)]).toEqual([3, 2]);
    expect(new Set(matches.map((pair) => pair.offer_id)).size).toBe(5);
  });
});
