import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validHotelFields } from "../../core/forms/test/hotel-fixture.ts";
import { startSmtpCapture, linkIn, type SmtpCapture } from "../outbox/test/smtp-capture.ts";
import { formAnswers } from "./test/answers.ts";
import { testServices } from "../test/services.ts";

/** The whole way through a real SMTP server: the visitor's PIN mail, then the hotel's mail. */
describe("hotel request mails", () => {
  let setup: Awaited<ReturnType<typeof testServices>>;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    setup = await testServices({
      now: "2025-08-01T12:00:00+02:00",
      env: {
        PUBLIC_URL: "https://muc.pamperplay.example",
        HOTEL_EMAIL: "rooms@hotel.example",
        SMTP_URL: smtp.url,
      },
    });
  });
  afterAll(async () => {
    await setup.dispose();
    await smtp.close();
  });

  const deliver = () => setup.services.mail.runOnce();

  it("mails the PIN to the visitor, and the hotel no full card number but a one-time link", async () => {
    const forms = formAnswers(setup.services.forms);
    const { formId } = await forms.submit({
      formKey: "hotel",
      formFields: validHotelFields,
      hubId: "munich",
      locale: "en",
    });
    await deliver();
    const pinMail = await smtp.waitFor((m) => m.to.includes("alex@example.org"));
    expect(pinMail.parsed.subject).toBe("Your PIN for “Room request” – PamperPlay Munich");
    const transmit = linkIn(pinMail, "https://muc.pamperplay.example/_form/form-transmit?");
    const pin = /PIN: (\d{4})/.exec(pinMail.parsed.text ?? "")![1]!;
    // The link carries its own code, not the PIN.
    expect(new URL(transmit).searchParams.get("pin")).toMatch(/^[0-9a-f]{32}$/);
    expect(new URL(transmit).searchParams.get("formId")).toBe(formId);

    await forms.verify({ formId, pin: Number(pin), locale: "en", client: "192.0.2.10" });
    await deliver();
    const hotel = await smtp.waitFor((m) => m.to.includes("rooms@hotel.example"));
    expect(hotel.parsed.from).toMatchObject({
      name: "Alex Beispiel (alex@example.org)",
      address: "noreply@pamperplay.example",
    });
    expect(hotel.parsed.replyTo).toEqual([{ name: "", address: "alex@example.org" }]);
    expect(hotel.parsed.subject).toBe(
      "Zimmeranfrage aus dem reservierten Kontingent PamperPlay, 10.–12. Oktober 2025: Alex Beispiel",
    );
    // PCI DSS 4.2.2: the card number never travels in the mail, in any part or encoding.
    const digits = hotel.raw.replace(/[^0-9]/g, "");
    expect(digits).not.toContain("4111111111111111");
    expect(hotel.parsed.text).not.toContain("4111111111111111");
    expect(hotel.parsed.html).not.toContain("4111111111111111");
    expect(hotel.parsed.text).toContain("Kartennummer: •••• •••• •••• 1111");
    expect(hotel.parsed.text).toContain("Stichwort: PamperPlay 2025");

    const cardLink = linkIn(hotel, "https://muc.pamperplay.example/_form/card/");
    expect(hotel.parsed.html).toContain(`<a href="${cardLink}">`);
    const token = cardLink.split("/").pop()!;
    const read = await forms.readSensitive({ token, locale: "de" });
    expect(read.fields.find((f) => f.identifier === "credit_card_number")?.value).toBe(
      "4111111111111111",
    );
    await expect(forms.readSensitive({ token, locale: "de" })).rejects.toMatchObject({
      status: 410,
    });
  });
});
