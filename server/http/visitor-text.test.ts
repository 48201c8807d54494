import { describe, expect, it } from "vitest";
import { validHotelFields } from "../../core/forms/test/hotel-fixture.ts";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { expectApiError, testAppForBlock } from "../test/api.ts";

const card = { email: "guest@example.org", name: "Kim", message: "Hallo!" };
const offer = {
  packageId: "single-pamperplay",
  orderCode: "SIMA2",
  name: "Alex",
  email: "alex@example.org",
  iban: "DE89 3704 0044 0532 0130 00",
};
const english = { Cookie: "LOCALE=en" };

/** Text fields refuse what could forge a mail or break the database, on both databases. */
describe.each(allDatabaseKinds)("visitor text in API calls on %s", (kind) => {
  const t = testAppForBlock({ kind, now: "2025-08-01T12:00:00+02:00" });

  it("a NUL character in a postcard or resale field is a 400 in the visitor's language, not a 500", async () => {
    await expectApiError(
      await t.post("/api/contact/postcard", { ...card, name: "Kim\u0000" }),
      400,
      /^Ungültige Eingabe: Name enthält unsichtbare Steuerzeichen/,
    );
    await expectApiError(
      await t.post("/api/contact/postcard", { ...card, message: "Hallo\u0000du" }, english),
      400,
      /^Invalid input: Message contains invisible control characters/,
    );
    await expectApiError(
      await t.post("/api/tickets/offer/new", { ...offer, name: "Al\u0000ex" }),
      400,
      /Name enthält unsichtbare Steuerzeichen/,
    );
    const form = await t.post("/api/form/submit/hotel", {
      formFields: { ...validHotelFields, last_name: "Bei\u0000spiel" },
    });
    expect(form.status).toBe(400);
    expect(((await form.json()) as { msg: string }).msg).toContain(
      "Nachname (last_name): enthält unsichtbare Steuerzeichen",
    );
    await t.deliver();
    expect(t.smtp.messages).toEqual([]);
  });

  it("names and other single-line fields refuse line breaks", async () => {
    await expectApiError(
      await t.post("/api/tickets/offer/new", {
        ...offer,
        name: "Max!\n\nIhr Ticket wurde storniert. Erstattung nur hier: https://evil.example/refund",
      }),
      400,
      /^Ungültige Eingabe: Name darf keine Zeilenumbrüche enthalten$/,
    );
    await expectApiError(
      await t.post("/api/contact/postcard", { ...card, name: "Kim\u2028Kim" }, english),
      400,
      /^Invalid input: Name must not contain line breaks$/,
    );
    const form = await t.post("/api/form/submit/hotel", {
      formFields: {
        ...validHotelFields,
        first_name: "Alex\n\nKartennummer: 5500 0000 0000 0004\nGültig bis: 01/2031",
      },
    });
    expect(form.status).toBe(400);
    expect(((await form.json()) as { msg: string }).msg).toContain(
      "Vorname (first_name): darf keine Zeilenumbrüche enthalten",
    );
  });

  it("refuses right-to-left overrides, which reorder what the reader sees", async () => {
    await expectApiError(
      await t.post("/api/contact/postcard", { ...card, message: "Preis: \u202E0001 €" }),
      400,
      /Nachricht enthält unsichtbare Steuerzeichen/,
    );
  });

  it("a multi-line message keeps its line breaks and tabs (also as the browser's CR LF)", async () => {
    const response = await t.post("/api/contact/postcard", {
      ...card,
      message: "Erste Zeile\r\n\tZweite Zeile",
    });
    expect(response.status).toBe(200);
    const mail = await t.lastMailTo("organiser@pamperplay.example");
    expect(mail.parsed.text).toContain("> Erste Zeile\n> \tZweite Zeile");
  });
});
