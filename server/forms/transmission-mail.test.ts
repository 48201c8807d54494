import { describe, expect, it } from "vitest";
import { hotelForm, validHotelFields } from "../../core/forms/test/hotel-fixture.ts";
import { transmissionMail } from "./transmission-mail.ts";

describe("the hotel's mail", () => {
  const cardLink = "https://muc.pamperplay.example/_form/card/abcdef";
  const mail = transmissionMail(
    hotelForm,
    { ...validHotelFields, last_name: "Beispiel https://evil.example/refund www.evil.example" },
    { secure_link: cardLink, secure_link_expires: "26.08.2025" },
  );

  it("links only the one-time card link; a URL the visitor typed stays text", () => {
    const links = [...mail.html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((m) => m[1]);
    expect(links).toEqual([cardLink]);
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toMatch(/https:\/\/evil|www\.evil|evil\.example/);
      expect(part).toContain(cardLink);
    }
  });

  it("still reads as the visitor typed it, only with invisible breaks in the links", () => {
    expect(mail.text.replaceAll("\u200b", "")).toContain(
      "Name: Alex Beispiel https://evil.example/refund www.evil.example",
    );
  });
});
