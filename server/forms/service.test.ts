import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { validHotelFields } from "../../core/forms/test/hotel-fixture.ts";
import { fixedClock } from "../clock.ts";
import { loadConfig } from "../config.ts";
import { loadContent } from "../content/load.ts";
import { allDatabaseKinds, databaseKinds, type TestDatabase } from "../db/test/databases.ts";
import { createFormCipher } from "./crypto.ts";
import { loadFormDefinitions } from "./definitions.ts";
import { createFormService, maskEmail, maxPinAttempts } from "./service.ts";
import { formAnswers, RefusedAnswer } from "./test/answers.ts";
import { pinMailTo } from "./test/pin-mail.ts";
import { createOutbox } from "../outbox/outbox.ts";
import { queuedMailsTo } from "../outbox/test/queued.ts";

const hour = 3_600_000;
const day = 24 * hour;
/** The visitor's network as the API passes it (address, or an IPv6 /64). */
const client = "192.0.2.10";

async function rejection(promise: Promise<unknown>): Promise<RefusedAnswer> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof RefusedAnswer))
    throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe.each(allDatabaseKinds)("form service on %s", (kind) => {
  let test: TestDatabase;
  let forms: ReturnType<typeof formAnswers>;
  const clock = fixedClock(new Date("2025-08-01T12:00:00+02:00"));
  const submit = (fields: Record<string, string> = validHotelFields) =>
    forms.submit({ formKey: "hotel", formFields: fields, hubId: "munich", locale: "de" });
  const outbox = createOutbox(randomBytes(32), "organiser@pamperplay.example");
  const queued = {
    get db() {
      return test.db;
    },
    outbox,
  };
  const hotelMail = async () => (await queuedMailsTo(queued, "hotel@pamperplay.example"))[0];

  // Instances sharing a database share the form key.
  const formKey = randomBytes(32);
  const formService = (key: Buffer = formKey) =>
    formAnswers(
      createFormService({
        db: test.db,
        clock,
        config: loadConfig({
          NODE_ENV: "test",
          PUBLIC_URL: "https://muc.pamperplay.example",
          HOTEL_EMAIL: "hotel@pamperplay.example",
          // The tests mail one address many times (the budget: server/outbox/requested-mail.test.ts).
          RATE_LIMIT_MAILS: "1000",
        }),
        content: loadContent(),
        cipher: createFormCipher(key),
        definitions: loadFormDefinitions(),
        mail: { enqueue: outbox.enqueue, nudge: () => {} },
      }),
    );

  beforeAll(async () => {
    test = await databaseKinds[kind]();
    forms = formService();
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    clock.set(new Date("2025-08-01T12:00:00+02:00"));
    await test.db.deleteFrom("mail_outbox").execute();
    await test.db.deleteFrom("form_submissions").execute();
    await test.db.deleteFrom("pin_attempts").execute();
  });

  it("stores a submission encrypted, hashes the PIN and mails it with a transmit link that does not carry the PIN", async () => {
    const { formId } = await submit();
    expect(formId).toMatch(/^[0-9a-f]{32}$/);
    const row = await test.db
      .selectFrom("form_submissions")
      .selectAll()
      .where("id", "=", formId)
      .executeTakeFirstOrThrow();
    const { pin, link } = await pinMailTo(queued, "alex@example.org");
    const stored = JSON.stringify(row);
    for (const secret of ["4111111111111111", "Alex Beispiel", "alex@example.org"]) {
      expect(stored).not.toContain(secret);
    }
    // The PIN not as a value of its own (4 digits may occur by chance inside a blob or a date).
    expect(stored).not.toMatch(new RegExp(`(?<![\\w-])${pin}(?![\\w-])`));
    // The link holds a 128-bit code, not the 4 digits: knowing formId, nobody can guess it.
    expect(link).toMatch(
      new RegExp(
        `^https://muc\\.pamperplay\\.example/_form/form-transmit\\?formId=${formId}&pin=[0-9a-f]{32}$`,
      ),
    );
    expect(stored).not.toContain(new URL(link).searchParams.get("pin"));
    expect(row.delete_after).toBe("2025-08-02T10:00:00.000Z");
  });

  it("mails the PIN large and alone, under the logo, with what it confirms and never the card", async () => {
    await submit();
    const [mail] = await queuedMailsTo(queued, "alex@example.org");
    const { pin } = await pinMailTo(queued, "alex@example.org");
    expect(mail!.text).toContain(`Deine PIN: ${pin}`);
    // The PIN is a paragraph of its own in a large monospace type, selected with one tap.
    expect(mail!.html).toMatch(
      new RegExp(`<p style="[^"]*font-size:32px[^"]*user-select:all">${pin}</p>`),
    );
    expect(mail!.html).toContain('<img src="https://muc.pamperplay.example/mail-logo.png"');
    for (const line of [
      "Mit der PIN bestätigst du diese Anfrage:",
      "Vorname: Alex",
      "Nachname: Beispiel",
      "Zimmerart: Doppelzimmer (188 € für 2 Nächte)",
      "Anreise: 10.10.2025",
      "Abreise: 12.10.2025",
    ]) {
      expect(mail!.text).toContain(line);
    }
    expect(mail!.text + mail!.html).not.toMatch(/4111|Karteninhaber|Kartennummer/);
  });

  it("sends the guest a receipt once the request went out: what was asked for, no card, what comes next, whom to ask", async () => {
    const { formId } = await submit();
    const { pin } = await pinMailTo(queued, "alex@example.org");
    await forms.verify({ client, formId, pin: Number(pin), locale: "de" });
    const [receipt] = await queuedMailsTo(queued, "alex@example.org");
    expect(receipt!.subject).toBe(
      "Deine Anfrage „Zimmeranfrage“ ist verschickt – PamperPlay München",
    );
    expect(receipt!.reply_to).toBe("organiser@pamperplay.example");
    for (const line of [
      "Zimmerart: Doppelzimmer (188 € für 2 Nächte)",
      "Anreise: 10.10.2025",
      "Abreise: 12.10.2025",
      "Telefon: +49 89 1234567",
      "Deine Kreditkartendaten stehen nicht in dieser E-Mail",
      "So geht es weiter: Das Hotel bucht dein Zimmer aus unserem Kontingent und schreibt dir direkt an alex@example.org.",
      "https://muc.pamperplay.example/contact",
    ]) {
      expect(receipt!.text).toContain(line);
    }
    expect(receipt!.text + receipt!.html).not.toMatch(/4111|1111|Karteninhaber|Kartennummer/);
    // Sent once: a second verify sends neither the hotel's mail nor the receipt again.
    await forms.verify({ client, formId, pin: Number(pin), locale: "de" });
    expect(await queuedMailsTo(queued, "alex@example.org")).toHaveLength(2);
  });

  it("transmits with the right PIN: the hotel gets the mail with a masked card and a one-time link", async () => {
    const { formId } = await submit();
    const { pin } = await pinMailTo(queued, "alex@example.org");
    expect(await forms.verify({ client, formId, pin: Number(pin), locale: "de" })).toEqual({
      msg: expect.stringMatching(
        /Eine Bestätigung mit allen Angaben ist per E-Mail an dich unterwegs\.$/,
      ),
    });
    const mail = await hotelMail();
    expect(mail).toMatchObject({
      reply_to: "alex@example.org",
      from_address: '"Alex Beispiel (alex@example.org)" <noreply@pamperplay.example>',
    });
    expect(mail!.subject).toContain("10.–12. Oktober 2025");
    expect(mail!.text).toContain("Kartennummer: •••• •••• •••• 1111");
    expect(mail!.text + mail!.html).not.toContain("4111111111111111");
    expect(mail!.text).toContain("bis zum 15.08.2025, 12:00 Uhr");
    const cardLink = /https:\/\/muc\.pamperplay\.example\/_form\/card\/([0-9a-f]{64})/.exec(
      mail!.text,
    );
    expect(cardLink).not.toBeNull();

    // Verifying again (e.g. the mail's link after the page) sends nothing twice.
    expect(await forms.verify({ client, formId, pin: Number(pin), locale: "en" })).toEqual({
      msg: "Your request has already been sent.",
    });
    const count = await test.db
      .selectFrom("mail_outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("to_address", "=", "hotel@pamperplay.example")
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("locks a submission after 5 wrong PINs", async () => {
    const { formId } = await submit();
    const { pin } = await pinMailTo(queued, "alex@example.org");
    const wrong = (Number(pin) + 1) % 10_000;
    for (let left = 4; left >= 1; left--) {
      const error = await rejection(forms.verify({ client, formId, pin: wrong, locale: "de" }));
      expect(error.status).toBe(403);
      expect(error.message).toBe(
        `Die PIN stimmt nicht. Du hast noch ${left} ${left === 1 ? "Versuch" : "Versuche"}.`,
      );
    }
    expect(
      (await rejection(forms.verify({ client, formId, pin: wrong, locale: "en" }))).status,
    ).toBe(423);
    // Even the right PIN no longer opens it.
    const locked = await rejection(
      forms.verify({ client, formId, pin: Number(pin), locale: "en" }),
    );
    expect(locked.status).toBe(423);
    expect(locked.message).toContain("locked");
    expect(await hotelMail()).toBeUndefined();
  });

  it("counts concurrent guesses: never more than 5 checks", async () => {
    const { formId } = await submit();
    const { pin } = await pinMailTo(queued, "alex@example.org");
    const guesses = Array.from({ length: 12 }, (_, i) => (Number(pin) + 1 + i) % 10_000);
    const results = await Promise.allSettled(
      guesses.map((guess) => forms.verify({ client, formId, pin: guess, locale: "de" })),
    );
    const statuses = results.map((r) => (r.status === "rejected" ? r.reason.status : 200));
    expect(statuses.filter((s) => s === 403)).toHaveLength(4);
    expect(statuses.filter((s) => s === 423)).toHaveLength(8);
  });

  /** Submits for `email` and types `count` wrong PINs from `from`; returns the mail's PIN and link code. */
  async function guessWrong(email: string, count: number, from: string) {
    const { formId } = await submit({ ...validHotelFields, email });
    const { pin, link } = await pinMailTo(queued, email);
    const wrong = (Number(pin) + 1) % 10_000;
    for (let i = 0; i < count; i++) {
      await rejection(forms.verify({ formId, pin: wrong, locale: "de", client: from }));
    }
    return { formId, pin: Number(pin), linkCode: new URL(link).searchParams.get("pin")! };
  }
  /** Types the right PIN of a submission from `from`. */
  const typeRightPin = (
    submission: { formId: string; pin: number },
    from: string,
    locale: "de" | "en" = "de",
  ) => forms.verify({ formId: submission.formId, pin: submission.pin, locale, client: from });

  it("counts wrong PINs per email address across submissions and clients: after 10 in 30 days the right PIN is refused", async () => {
    await guessWrong("alex@example.org", maxPinAttempts, "192.0.2.10");
    await guessWrong("alex@example.org", maxPinAttempts, "198.51.100.7");
    // A new submission, another client and a spelling of the same mailbox do not reset it.
    const fresh = await guessWrong("Alex+hotel@Example.org", 0, "2001:db8:1:2:/64");
    const refused = await rejection(typeRightPin(fresh, "203.0.113.5", "en"));
    expect(refused.status).toBe(429);
    expect(refused.message).toBe(
      "The PIN was entered wrongly too often for this email address or from your connection, so it is blocked for now. Open the link in the email we sent you: it sends your request without the PIN.",
    );
    const german = await rejection(typeRightPin(fresh, "203.0.113.5"));
    expect(german.message).toContain("Öffne den Link in der E-Mail");
    expect(await hotelMail()).toBeUndefined();

    // The link in the mail proves the mailbox: it still sends the request.
    expect(
      await forms.verify({
        formId: fresh.formId,
        linkCode: fresh.linkCode,
        locale: "de",
        client: "203.0.113.5",
      }),
    ).toEqual({
      msg: expect.stringMatching(
        /Eine Bestätigung mit allen Angaben ist per E-Mail an dich unterwegs\.$/,
      ),
    });
    expect((await hotelMail())?.reply_to).toBe("Alex+hotel@Example.org");

    // 30 days on, typed PINs work again for this address.
    clock.advance(30 * day);
    const later = await guessWrong("alex@example.org", 0, "192.0.2.10");
    expect(await typeRightPin(later, client)).toEqual({
      msg: expect.stringMatching(
        /Eine Bestätigung mit allen Angaben ist per E-Mail an dich unterwegs\.$/,
      ),
    });
  });

  it("counts wrong PINs per client across addresses: after 20 in 24 hours that client is refused, others are not", async () => {
    for (const name of ["a", "b", "c", "d"]) {
      await guessWrong(`${name}@example.org`, maxPinAttempts, "2001:db8:1:2:/64");
    }
    const next = await guessWrong("e@example.org", 0, "2001:db8:1:2:/64");
    expect((await rejection(typeRightPin(next, "2001:db8:1:2:/64"))).status).toBe(429);
    expect(await typeRightPin(next, "2001:db8:9:0::/64")).toEqual({
      msg: expect.stringMatching(
        /Eine Bestätigung mit allen Angaben ist per E-Mail an dich unterwegs\.$/,
      ),
    });
  });

  it("two instances on one database share the limit: of 15 parallel wrong PINs for one address, exactly 10 are checked", async () => {
    const other = formService();
    const submissions = [];
    for (let i = 0; i < 3; i++) submissions.push(await guessWrong("alex@example.org", 0, client));
    const guesses = submissions.flatMap(({ formId, pin }) =>
      Array.from({ length: maxPinAttempts }, (_, i) => ({
        formId,
        pin: (pin + 1 + i) % 10_000,
        locale: "de" as const,
        client: `192.0.2.${i}`,
      })),
    );
    const results = await Promise.allSettled(
      guesses.map((guess, i) => (i % 2 === 0 ? forms : other).verify(guess)),
    );
    const statuses = results.map((r) => (r.status === "rejected" ? r.reason.status : 200));
    expect(statuses.filter((s) => s === 403 || s === 423)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it("right PINs do not count, and a refused check does not use up the submission's tries", async () => {
    const first = await guessWrong("alex@example.org", 4, client);
    await typeRightPin(first, client);
    const second = await guessWrong("alex@example.org", 4, client);
    const third = await guessWrong("alex@example.org", 2, client);
    // 10 wrong for this address now: the third submission's remaining tries are not consumed.
    expect((await rejection(typeRightPin(third, client))).status).toBe(429);
    const row = await test.db
      .selectFrom("form_submissions")
      .select("pin_attempts")
      .where("id", "=", third.formId)
      .executeTakeFirstOrThrow();
    expect(row.pin_attempts).toBe(2);
    expect(second.formId).not.toBe(third.formId);
  });

  it("sends nothing for a wrong link code", async () => {
    const { formId, linkCode } = await guessWrong("alex@example.org", 0, client);
    const wrong = linkCode.replace(/^./, (c) => (c === "0" ? "1" : "0"));
    const error = await rejection(forms.verify({ formId, linkCode: wrong, locale: "en", client }));
    expect(error.status).toBe(403);
    expect(error.message).toBe("This link is invalid or has expired.");
    expect(await hotelMail()).toBeUndefined();
  });

  it("keeps wrong-PIN records only for their window", async () => {
    await guessWrong("alex@example.org", 3, client);
    expect(await test.db.selectFrom("pin_attempts").select("subject").execute()).toHaveLength(6);
    clock.advance(30 * day);
    await forms.purge();
    expect(await test.db.selectFrom("pin_attempts").select("subject").execute()).toEqual([]);
  });

  it("lets the PIN expire after 24 hours", async () => {
    const { formId } = await submit();
    const { pin } = await pinMailTo(queued, "alex@example.org");
    clock.advance(day - 1000);
    await forms.purge();
    clock.advance(2000);
    const error = await rejection(forms.verify({ client, formId, pin: Number(pin), locale: "de" }));
    expect(error.status).toBe(410);
    expect(error.message).toContain("Die PIN ist abgelaufen");
    // Once purged, the submission is gone.
    await forms.purge();
    expect(
      (await rejection(forms.verify({ client, formId, pin: Number(pin), locale: "de" }))).status,
    ).toBe(404);
  });

  it("purges unverified submissions after 24 hours, transmitted ones after their link expired", async () => {
    const first = await submit();
    const second = await submit({ ...validHotelFields, email: "kim@example.org" });
    const { pin } = await pinMailTo(queued, "kim@example.org");
    await forms.verify({ client, formId: second.formId, pin: Number(pin), locale: "de" });

    clock.advance(day - 1);
    expect(await forms.purge()).toEqual({ deleted: 0 });
    clock.advance(1);
    expect(await forms.purge()).toEqual({ deleted: 1 });
    const left = await test.db.selectFrom("form_submissions").select("id").execute();
    expect(left.map((r) => r.id)).toEqual([second.formId]);
    expect(first.formId).not.toBe(second.formId);

    clock.advance(13 * day);
    expect(await forms.purge()).toEqual({ deleted: 1 });
    expect(await test.db.selectFrom("form_submissions").select("id").execute()).toEqual([]);
  });

  it("shows the card data once through the hotel's link, then deletes them", async () => {
    const { formId } = await submit();
    const { pin } = await pinMailTo(queued, "alex@example.org");
    await forms.verify({ client, formId, pin: Number(pin), locale: "de" });
    const token = /\/_form\/card\/([0-9a-f]{64})/.exec((await hotelMail())!.text)![1]!;

    clock.advance(3 * day);
    const read = await forms.readSensitive({ token, locale: "de" });
    expect(read.title).toBe("Zimmeranfrage");
    expect(read.reference).toContain("Alex Beispiel");
    expect(read.fields).toEqual([
      { identifier: "credit_card_holder", label: "Karteninhaber*in", value: "Alex Beispiel" },
      { identifier: "credit_card_number", label: "Kartennummer", value: "4111111111111111" },
      { identifier: "credit_card_expiry_month", label: "Gültig bis: Monat", value: "9" },
      { identifier: "credit_card_expiry_year", label: "Gültig bis: Jahr", value: "2027" },
    ]);
    const row = await test.db
      .selectFrom("form_submissions")
      .selectAll()
      .where("id", "=", formId)
      .executeTakeFirstOrThrow();
    expect(row.sensitive_encrypted).toBeNull();
    expect(row.fields_encrypted).toBeNull();

    const second = await rejection(forms.readSensitive({ token, locale: "de" }));
    expect(second.status).toBe(410);
    expect(second.message).toBe(
      "Diese Daten wurden bereits am 04.08.2025, 12:00 Uhr abgerufen und danach gelöscht.",
    );
  });

  it("a card link opened under a wrong key stays unread: the right key still shows the card", async () => {
    const { formId } = await submit();
    const { pin } = await pinMailTo(queued, "alex@example.org");
    await forms.verify({ client, formId, pin: Number(pin), locale: "de" });
    const token = /\/_form\/card\/([0-9a-f]{64})/.exec((await hotelMail())!.text)![1]!;

    await expect(
      formService(randomBytes(32)).readSensitive({ token, locale: "de" }),
    ).rejects.toThrow();
    const read = await forms.readSensitive({ token, locale: "de" });
    expect(read.fields.find((f) => f.identifier === "credit_card_number")?.value).toBe(
      "4111111111111111",
    );
  });

  it("lets the hotel's link expire after 14 days", async () => {
    const { formId } = await submit();
    const { pin } = await pinMailTo(queued, "alex@example.org");
    await forms.verify({ client, formId, pin: Number(pin), locale: "de" });
    const token = /\/_form\/card\/([0-9a-f]{64})/.exec((await hotelMail())!.text)![1]!;
    clock.advance(14 * day);
    const expired = await rejection(forms.readSensitive({ token, locale: "en" }));
    expect(expired.status).toBe(404);
    expect(expired.message).toBe("This link is invalid or has expired.");
    await forms.purge();
    expect(await test.db.selectFrom("form_submissions").select("id").execute()).toEqual([]);
  });

  it("refuses unknown forms, ids and tokens", async () => {
    const unknownForm = await rejection(
      forms.submit({ formKey: "sauna", formFields: {}, hubId: "munich", locale: "en" }),
    );
    expect(unknownForm.status).toBe(404);
    expect(
      (await rejection(forms.verify({ client, formId: "nope", pin: 1, locale: "de" }))).status,
    ).toBe(404);
    expect(
      (await rejection(forms.readSensitive({ token: "f".repeat(64), locale: "de" }))).status,
    ).toBe(404);
    // Inherited object keys are not forms.
    expect(
      (
        await rejection(
          forms.submit({ formKey: "constructor", formFields: {}, hubId: "munich", locale: "de" }),
        )
      ).status,
    ).toBe(404);
  });

  it("offers the hotel form only where a contingent exists, and only until 11 Sep 2025", async () => {
    const essen = await rejection(
      forms.submit({
        formKey: "hotel",
        formFields: validHotelFields,
        hubId: "essen",
        locale: "de",
      }),
    );
    expect(essen.status).toBe(404);
    clock.set(new Date("2025-09-11T23:59:00+02:00"));
    await expect(submit()).resolves.toHaveProperty("formId");
    clock.set(new Date("2025-09-12T00:00:00+02:00"));
    const closed = await rejection(submit());
    expect(closed.status).toBe(403);
    expect(closed.message).toBe(
      "Die Anmeldefrist ist am 11.09.2025 abgelaufen; das Formular ist geschlossen.",
    );
  });

  it("names every invalid field in the visitor's language", async () => {
    const error = await rejection(
      forms.submit({
        formKey: "hotel",
        formFields: {
          ...validHotelFields,
          arrival_date: "2025-10-12",
          credit_card_expiry_month: "13",
        },
        hubId: "munich",
        locale: "en",
      }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      "Please check your entries: Arrival (arrival_date): must be between 10 October 2025 and 11 October 2025; Expiry month (credit_card_expiry_month): must be between 1 and 12",
    );
  });
});

describe("maskEmail", () => {
  it("keeps the first letter and the domain, enough to recognise the address", () => {
    expect(maskEmail("alex@example.org")).toBe("a•••@example.org");
    expect(maskEmail("a+tag@mail.example")).toBe("a•••@mail.example");
    expect(maskEmail("")).toBe("•••");
    expect(maskEmail("@example.org")).toBe("•••");
  });
});
