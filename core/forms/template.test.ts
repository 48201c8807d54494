import { describe, expect, it } from "vitest";
import { FormTemplateError, renderMail, renderPreview, renderTemplate } from "./template.ts";
import { hotelForm as hotel, validHotelFields } from "./test/hotel-fixture.ts";

const values = { ...validHotelFields, credit_card_number: "4111111111111111" };

describe("mail template", () => {
  it("renders the hotel mail in German with choice labels, local dates and masked card data", () => {
    const mail = renderMail(hotel, values, {
      secure_link: "https://example.org/_form/card/abc",
      secure_link_expires: "26.08.2025",
    });
    expect(mail.subject).toBe(
      "Zimmeranfrage aus dem reservierten Kontingent PamperPlay, 10.–12. Oktober 2025: Alex Beispiel",
    );
    expect(mail.senderName).toBe("Alex Beispiel (alex@example.org)");
    expect(mail.text).toContain("Name: Alex Beispiel");
    expect(mail.text).toContain("Anreise: 10.10.2025");
    expect(mail.text).toContain("Abreise: 12.10.2025");
    expect(mail.text).toContain("Zimmerart: Doppelzimmer (188 € für 2 Nächte)");
    expect(mail.text).toContain("Stichwort: PamperPlay 2025");
    expect(mail.text).toContain("Kartennummer: •••• •••• •••• 1111");
    expect(mail.text).toContain("https://example.org/_form/card/abc");
    expect(mail.text).toContain("bis zum 26.08.2025");
    expect(mail.text).toContain("Telefon: +49 89 1234567");
    expect(mail.text).toContain("E-Mail: alex@example.org");
    // PCI DSS 4.2.2: no full card number, no expiry, no holder in the mail itself.
    expect(mail.text).not.toContain("4111111111111111");
    expect(mail.text).not.toContain("Karteninhaber*in: Alex Beispiel");
    expect(mail.text).not.toMatch(/Gültig bis: 9\/2027/);
  });

  it("says once that the expiry is behind the secure link, not once for month and year", () => {
    const mail = renderMail(hotel, values, { secure_link: "https://example.org/_form/card/abc" });
    expect(mail.text).toContain("Gültig bis: (nur über den sicheren Link abrufbar)\n");
    expect(mail.text).not.toContain("abrufbar)/(");
  });

  it("keeps visitor line breaks out of subject and sender name", () => {
    const mail = renderMail(hotel, { ...values, last_name: "Beispiel\r\nBcc: x@example.org" });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.senderName).not.toMatch(/[\r\n]/);
  });
});

describe("preview", () => {
  it("shows '[...]' for fields not filled in yet", () => {
    const preview = renderPreview(hotel, { first_name: "Alex", arrival_date: "" });
    expect(preview).toContain("Name: Alex [...]");
    expect(preview).toContain("Anreise: [...]");
    expect(preview).toContain(
      "einmal über diesen Link abrufen; danach werden sie bei uns gelöscht:\n[...]",
    );
  });

  it("throws on a field the definition does not know", () => {
    expect(() => renderPreview(hotel, { breakfast: "yes" })).toThrow(FormTemplateError);
    expect(() => renderTemplate("Hallo {{nobody}}", hotel, {})).toThrow(/unknown field/);
  });

  it("throws on an option the choice does not offer", () => {
    expect(() => renderPreview(hotel, { room_type: "suite" })).toThrow(
      'field room_type has no option "suite"',
    );
  });
});
